import { CheckHoursCard } from '../../agenda/AgendaHours';
import { usePageTitle } from '../../app/use-page-title';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { useSession } from '../../session/session';
import { Container, LinkButton, Skeleton, Stack, Text, linkClass } from '../../ui';
import { BillingQueryState } from '../BillingQueryState';
import { useCurrentSubscription } from '../billing-api';
import { SubscriptionCard } from './SubscriptionCard';
import { BillingCard } from '../BillingCard';
import { PageHeading } from '../PageHeading';
import shared from '../billing.module.css';
import styles from './MySubscription.module.css';

/** What the page shows to whom has no subscription: a way to the premium plans. */
function NoSubscription() {
  const t = useT();
  return (
    <BillingCard data-testid="subscription-empty">
      <Text variant="h2" className={styles.emptyTitle}>
        {t('billing.mySubscription.emptyTitle')}
      </Text>
      <Text tone="secondary" className={styles.emptyText}>
        {t('billing.mySubscription.emptyText')}
      </Text>
      <LinkButton variant="contained" render={<RouteLink to="subscriptionPlans" />}>
        {t('billing.mySubscription.seePremiumPlans')}
      </LinkButton>
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
    <Container size="md" className={shared.page} data-testid="my-subscription-page">
      <PageHeading>{t('billing.mySubscription.title')}</PageHeading>
      <Stack gap={5}>
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
        <Text variant="body2">
          <RouteLink className={linkClass} to="billing">
            {t('billing.mySubscription.billingLink')}
          </RouteLink>
        </Text>
      </Stack>
    </Container>
  );
}
