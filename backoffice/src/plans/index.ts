import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PlanCreate } from './PlanCreate';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';
import { planRepresentation } from './types';

export default {
  list: PlanList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: PlanCreate,
  edit: PlanEdit,
  icon: WorkspacePremiumIcon,
  recordRepresentation: planRepresentation,
};
