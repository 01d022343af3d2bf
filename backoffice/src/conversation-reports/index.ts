import ReportIcon from '@mui/icons-material/Report';
import { ConversationReportList } from './ConversationReportList';
import { ConversationReportShow } from './ConversationReportShow';
import { reportRepresentation } from './types';

/** Read by every staff member; admins dismiss a report or ban the reported user from its page. */
export default {
  list: ConversationReportList,
  show: ConversationReportShow,
  icon: ReportIcon,
  recordRepresentation: reportRepresentation,
};
