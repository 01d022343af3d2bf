import ArticleIcon from '@mui/icons-material/Article';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { DeliveryList } from './DeliveryList';
import { DeliveryShow } from './DeliveryShow';
import { TemplateList } from './TemplateList';
import { TemplateShow } from './TemplateShow';
import { deliveryRepresentation } from './types';

export { UserDeliveries } from './UserDeliveries';

/** Read by every staff member; admins resend a failed delivery from its row or its page. */
export const notificationDeliveries = {
  list: DeliveryList,
  show: DeliveryShow,
  icon: MarkEmailReadIcon,
  recordRepresentation: deliveryRepresentation,
};

/** Read-only for everyone: what each kind of notice says, in every language. */
export const notificationTemplates = {
  list: TemplateList,
  show: TemplateShow,
  icon: ArticleIcon,
  recordRepresentation: 'id',
};
