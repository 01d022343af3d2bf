import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';
import { nameInCurrentLanguage } from './types';

export default {
  list: CategoryList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: nameInCurrentLanguage,
};
