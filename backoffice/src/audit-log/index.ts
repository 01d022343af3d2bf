import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

/** Admins only: App.tsx registers it for them alone, which also keeps it out of the menu. */
export default {
  list: AuditLogList,
  icon: HistoryIcon,
};
