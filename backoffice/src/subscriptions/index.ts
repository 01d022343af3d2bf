import AutorenewIcon from '@mui/icons-material/Autorenew';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';
import type { Subscription } from './types';

/** Read-only for everyone; admins' pause, resume and cancel live on the list and the page. */
export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: AutorenewIcon,
  recordRepresentation: (subscription: Subscription) =>
    `#${subscription.id} · ${subscription.userEmail}`,
};
