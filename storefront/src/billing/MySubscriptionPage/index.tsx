import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { useCurrentSubscription } from '../billing-api';
import { SubscriptionCard } from './SubscriptionCard';

/** `mi-suscripcion`: the current subscription, its state and what can be done with it. */
export default function MySubscriptionPage() {
  const t = useT();
  usePageTitle(t('billing.mySubscription.title'));
  const current = useCurrentSubscription();
  const subscription = current.data?.subscription ?? null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="my-subscription-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('billing.mySubscription.title')}
      </Typography>
      {current.isError ? (
        <FormAlert
          action={
            <Button color="inherit" size="small" onClick={() => void current.refetch()}>
              {t('billing.retry')}
            </Button>
          }
        >
          {t('billing.mySubscription.loadFailed')}
        </FormAlert>
      ) : !current.data ? (
        <Skeleton
          variant="rounded"
          height={240}
          aria-busy="true"
          aria-label={t('billing.mySubscription.loading')}
        />
      ) : subscription ? (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          data-testid="subscription-empty"
        >
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {t('billing.mySubscription.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('billing.mySubscription.emptyText')}
          </Typography>
          <Button component={RouteLink} to="subscriptionPlans" variant="contained">
            {t('billing.mySubscription.seePremiumPlans')}
          </Button>
        </Paper>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouteLink} to="billing">
          {t('billing.mySubscription.billingLink')}
        </Link>
      </Typography>
    </Container>
  );
}
