import WorkIcon from '@mui/icons-material/Work';
import { JobList } from './JobList';
import { JobShow } from './JobShow';
import { jobRepresentation } from './types';

/** Read-only for everyone; admins settle a dispute from the job's page. */
export default {
  list: JobList,
  show: JobShow,
  icon: WorkIcon,
  recordRepresentation: jobRepresentation,
};
