import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import {
  PredefinedServiceCreate,
  PredefinedServiceEdit,
  PredefinedServiceList,
} from './PredefinedServicePages';
import { predefinedServiceTitle } from './types';

export default {
  list: PredefinedServiceList,
  /** Admins only: App.tsx registers create and edit for them alone. */
  create: PredefinedServiceCreate,
  edit: PredefinedServiceEdit,
  icon: PlaylistAddCheckIcon,
  recordRepresentation: predefinedServiceTitle,
};
