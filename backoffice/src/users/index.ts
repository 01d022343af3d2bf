import PeopleIcon from '@mui/icons-material/People';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export default {
  list: UserList,
  show: UserShow,
  /** Admins only: App.tsx registers it for them alone. */
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'username',
};
