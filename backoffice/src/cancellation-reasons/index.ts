import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  CancellationReasonCreate,
  CancellationReasonEdit,
  CancellationReasonList,
} from './CancellationReasonPages';
import { reasonName } from './types';

/** Reasons to cancel a job. Dispute reasons (help-reasons) share these screens. */
export default {
  list: CancellationReasonList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: CancellationReasonCreate,
  edit: CancellationReasonEdit,
  icon: EventBusyIcon,
  recordRepresentation: reasonName,
};
