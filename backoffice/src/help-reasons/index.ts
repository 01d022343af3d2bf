import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { reasonName } from '../cancellation-reasons/types';
import { HelpReasonCreate, HelpReasonEdit, HelpReasonList } from './HelpReasonPages';

/** Reasons a client gives to dispute a finished job. */
export default {
  list: HelpReasonList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: HelpReasonCreate,
  edit: HelpReasonEdit,
  icon: HelpOutlineIcon,
  recordRepresentation: reasonName,
};
