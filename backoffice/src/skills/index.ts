import ConstructionIcon from '@mui/icons-material/Construction';
import { nameInCurrentLanguage } from '../categories/types';
import { SkillCreate } from './SkillCreate';
import { SkillEdit } from './SkillEdit';
import { SkillList } from './SkillList';

export default {
  list: SkillList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: SkillCreate,
  edit: SkillEdit,
  icon: ConstructionIcon,
  recordRepresentation: nameInCurrentLanguage,
};
