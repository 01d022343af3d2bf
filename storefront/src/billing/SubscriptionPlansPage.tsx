import CheckIcon from 'plain-icon:Check';
import StarIcon from 'plain-icon:Star';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FREE_TRIAL_DAYS, SUBSCRIPTION_PERIOD_MONTHS } from '../../../common/constants';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../seo/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { useContentT } from '../i18n/content-text';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { BillingQueryState } from './BillingQueryState';
import { useCurrentSubscription } from '../session/subscription';
import { usePlans, useStartSubscription } from './billing-api';
import type { Plan, Subscription } from './billing-api';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Skeleton,
  Text,
  linkClass,
} from '../ui';
import styles from './SubscriptionPlansPage.module.css';

function PlanCard({
  plan,
  onChoose,
  choosing,
  busy,
  current,
}: {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  /** This plan's choice is being sent. */
  choosing: boolean;
  /** Any plan's choice is being sent: no second one meanwhile. */
  busy: boolean;
  current: boolean;
}) {
  const t = useT();
  const { money } = useFormat();
  const titleId = useId();
  const months = SUBSCRIPTION_PERIOD_MONTHS[plan.period];
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-testid="plan-card"
      className={plan.popular ? `${styles.card} ${styles.popular}` : styles.card}
    >
      {plan.popular && (
        <Chip
          variant="filled"
          size="small"
          icon={<StarIcon />}
          className={styles.badge}
          data-testid="popular-badge"
        >
          {t('billing.plans.popular')}
        </Chip>
      )}
      <CardContent className={styles.content}>
        <Text variant="h3" as="h2" id={titleId} className={styles.name}>
          {plan.name}
        </Text>
        <Text variant="body2" tone="secondary" className={styles.subtitle}>
          {plan.premium ? t(`billing.periods.${plan.period}`) : t('billing.plans.freeSubtitle')}
        </Text>
        <p className={styles.price} data-testid="plan-price">
          {money(plan.price, plan.currency, { whole: true })}
        </p>
        <Text variant="body2" tone="secondary">
          {plan.premium ? t(`billing.perPeriod.${plan.period}`) : t('billing.plans.forever')}
        </Text>
        {plan.premium && months > 1 && (
          <Text variant="body2" tone="secondary">
            {t('billing.plans.monthlyEquivalent', {
              amount: money(Math.round((plan.price / months) * 100) / 100, plan.currency, {
                whole: true,
              }),
            })}
          </Text>
        )}
        {plan.premium && (
          <Chip size="small" variant="success" className={styles.trial}>
            {t('billing.plans.trialNote', { days: FREE_TRIAL_DAYS })}
          </Chip>
        )}
        <ul
          aria-label={t('billing.plans.includes', { plan: plan.name })}
          className={styles.inclusions}
        >
          {plan.inclusions.map((inclusion) => (
            <li key={inclusion} className={styles.inclusion}>
              <CheckIcon fontSize="small" className={styles.check} />
              <Text variant="body2" as="span">
                {inclusion}
              </Text>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardActions className={styles.actions}>
        {plan.premium ? (
          <Button
            variant={plan.popular ? 'contained' : 'outlined'}
            fullWidth
            size="large"
            onClick={() => onChoose(plan)}
            loading={choosing}
            disabled={busy}
            aria-describedby={titleId}
          >
            {t('billing.plans.choose')}
          </Button>
        ) : (
          <Text variant="body2" tone="secondary" align="center" className={styles.freeNote}>
            {current ? t('billing.plans.currentFree') : t('billing.plans.freeIncluded')}
          </Text>
        )}
      </CardActions>
    </Card>
  );
}

function ExistingSubscription({ subscription }: { subscription: Subscription }) {
  const t = useT();
  return (
    <Alert severity="info" className={styles.notice} data-testid="plans-existing">
      {t('billing.plans.existing', {
        plan: subscription.plan.name,
        status: t(`billing.status.${subscription.status}`),
      })}{' '}
      <RouteLink className={linkClass} to="mySubscription">
        {t('billing.plans.manage')}
      </RouteLink>
    </Alert>
  );
}

/** `planes-suscripcion`: the free plan and the premium periods of the page's region. */
export default function SubscriptionPlansPage() {
  const t = useT();
  const c = useContentT();
  usePageTitle(t('billing.plans.title'));
  const region = useRegion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const plans = usePlans(region);
  const current = useCurrentSubscription(signedIn);
  const start = useStartSubscription();
  const live = current.data?.subscription;
  const existing = live && (live.status === 'active' || live.status === 'paused') ? live : null;

  const choose = (plan: Plan) => {
    if (!signedIn) {
      navigate({ pathname: pathFor(SIGN_IN_ROUTE, region), search: nextSearch(pathname) });
      return;
    }
    start.mutate(plan.id, {
      onSuccess: (subscription) =>
        navigate(pathFor('subscriptionPayment', region, { subscriptionId: subscription.id })),
    });
  };

  const startFailed = start.error;
  const exists = startFailed instanceof ApiError && startFailed.code === 'SUBSCRIPTION_EXISTS';

  return (
    <Container padded="page" data-testid="plans-page">
      <Text variant="h1">{t('billing.plans.title')}</Text>
      <Text tone="secondary" className={styles.intro}>
        {t('billing.plans.intro', { days: FREE_TRIAL_DAYS })}
      </Text>
      {existing && <ExistingSubscription subscription={existing} />}
      {startFailed && (
        <FormAlert data-testid="plans-error">
          {generalErrorText(startFailed, t)}{' '}
          {exists && (
            <RouteLink to="mySubscription" className={styles.inheritLink}>
              {t('billing.plans.manage')}
            </RouteLink>
          )}
        </FormAlert>
      )}
      <BillingQueryState
        query={plans}
        section="plans"
        loading={
          <div className={styles.grid}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={420} />
            ))}
          </div>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info">{t('billing.plans.empty')}</Alert>
          ) : (
            <ul className={styles.grid} aria-label={t('billing.plans.listLabel')}>
              {list.map((plan) => (
                <li key={plan.id} className={styles.cell}>
                  <PlanCard
                    plan={plan}
                    onChoose={choose}
                    choosing={start.isPending && start.variables === plan.id}
                    busy={start.isPending}
                    current={signedIn && current.isSuccess && !current.data.premium}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </BillingQueryState>
      <Text variant="body2" tone="secondary" className={styles.footnote}>
        {t('billing.plans.footnote')}{' '}
        <RouteLink className={linkClass} to="subscriptionLanding">
          {t('billing.plans.whyPremium')}
        </RouteLink>{' '}
        ·{' '}
        <RouteLink className={linkClass} to="proskersLanding">
          {c('nav.proskers')}
        </RouteLink>
      </Text>
    </Container>
  );
}
