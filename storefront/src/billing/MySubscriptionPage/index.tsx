import { CheckHoursCard } from '../../agenda/AgendaHours';
import { usePageTitle } from '../../seo/use-page-title';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../navigation/RouteLink';
import { useSession } from '../../session/session';
import { Container, LinkButton, linkClass, Skeleton, Stack, Surface, Text } from '../../ui';
import { BillingQueryState } from '../BillingQueryState';
import { useCurrentSubscription } from '../../session/subscription';
import { SubscriptionCard } from './SubscriptionCard';
import { PageHeading } from '../PageHeading';
import styles from './MySubscription.module.css';

/** What the page shows to whom has no subscription: a way to the premium plans. */
function NoSubscription() {
  const t = useT();
  return (
    <Surface padded data-testid="subscription-empty">
      <Text variant="h2" className={styles.emptyTitle}>
        {t('billing.mySubscription.emptyTitle')}
      </Text>
      <Text tone="secondary" className={styles.emptyText}>
        {t('billing.mySubscription.emptyText')}
      </Text>
      <LinkButton variant="contained" render={<RouteLink to="subscriptionPlans" />}>
        {t('billing.mySubscription.seePremiumPlans')}
      </LinkButton>
    </Surface>
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
    <Container size="md" padded="page" data-testid="my-subscription-page">
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
