import StorefrontIcon from '@mui/icons-material/Storefront';
import { ServiceList } from './ServiceList';
import { ServiceShow } from './ServiceShow';
import { serviceRepresentation } from './types';

/** Read by every staff member; admins withdraw a service from its page. */
export default {
  list: ServiceList,
  show: ServiceShow,
  icon: StorefrontIcon,
  recordRepresentation: serviceRepresentation,
};
