import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CheckHoursCard } from '../../agenda/AgendaHours';
import { usePageTitle } from '../../app/use-page-title';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { useSession } from '../../session/session';
import { BillingQueryState } from '../BillingQueryState';
import { useCurrentSubscription } from '../billing-api';
import { SubscriptionCard } from './SubscriptionCard';
import { BillingCard } from '../BillingCard';
import { PageHeading } from '../PageHeading';

/** What the page shows to whom has no subscription: a way to the premium plans. */
function NoSubscription() {
  const t = useT();
  return (
    <BillingCard data-testid="subscription-empty">
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('billing.mySubscription.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.mySubscription.emptyText')}
      </Typography>
      <Button component={RouteLink} to="subscriptionPlans" variant="contained">
        {t('billing.mySubscription.seePremiumPlans')}
      </Button>
    </BillingCard>
  );
}

/** `mi-suscripcion`: the current subscription, its state and what can be done with it. */
export default function MySubscriptionPage() {
  const t = useT();
  usePageTitle(t('billing.mySubscription.title'));
  const current = useCurrentSubscription();
  const { user } = useSession();
  // Premium's agenda is booked in the prosker's hours: the page asks them to check those.
  const checkHours = current.data?.premium === true && user?.role === 'prosker';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="my-subscription-page">
      <PageHeading>{t('billing.mySubscription.title')}</PageHeading>
      <BillingQueryState
        query={current}
        section="mySubscription"
        loading={<Skeleton variant="rounded" height={240} />}
      >
        {({ subscription }) =>
          subscription ? (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ) : (
            <NoSubscription />
          )
        }
      </BillingQueryState>
      {checkHours && <CheckHoursCard />}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouteLink} to="billing">
          {t('billing.mySubscription.billingLink')}
        </Link>
      </Typography>
    </Container>
  );
}
