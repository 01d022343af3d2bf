import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportList } from './SupportList';
import { SupportShow } from './SupportShow';
import { supportRepresentation } from './types';

/** Staff (support and admin) write to users as "Soporte Prosk" and answer them. */
export default {
  list: SupportList,
  show: SupportShow,
  icon: SupportAgentIcon,
  recordRepresentation: supportRepresentation,
};

export { ContactButton } from './ContactButton';
