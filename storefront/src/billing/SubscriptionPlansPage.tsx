import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import StarIcon from '@mui/icons-material/Star';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FREE_TRIAL_DAYS, SUBSCRIPTION_PERIOD_MONTHS } from '../../../common/constants';
import { SIGN_IN_ROUTE, pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { useContentT } from '../content/content-text';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { BillingQueryState } from './BillingQueryState';
import { useCurrentSubscription, usePlans, useStartSubscription } from './billing-api';
import type { Plan, Subscription } from './billing-api';

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
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="plan-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        position: 'relative',
        overflow: 'visible',
        ...(plan.popular ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      {plan.popular && (
        <Chip
          color="primary"
          size="small"
          icon={<StarIcon aria-hidden />}
          label={t('billing.plans.popular')}
          data-testid="popular-badge"
          sx={{
            position: 'absolute',
            top: 0,
            insetInlineStart: '50%',
            transform: 'translate(-50%, -50%)',
            '[dir=rtl] &': { transform: 'translate(50%, -50%)' },
            fontWeight: 700,
          }}
        />
      )}
      <CardContent sx={{ flex: 1, pt: 3 }}>
        <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.2rem' }}>
          {plan.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {plan.premium ? t(`billing.periods.${plan.period}`) : t('billing.plans.freeSubtitle')}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}
          data-testid="plan-price"
        >
          {money(plan.price, plan.currency, { whole: true })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {plan.premium ? t(`billing.perPeriod.${plan.period}`) : t('billing.plans.forever')}
        </Typography>
        {plan.premium && months > 1 && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.plans.monthlyEquivalent', {
              amount: money(Math.round((plan.price / months) * 100) / 100, plan.currency, {
                whole: true,
              }),
            })}
          </Typography>
        )}
        {plan.premium && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('billing.plans.trialNote', { days: FREE_TRIAL_DAYS })}
            sx={{ mt: 1.5 }}
          />
        )}
        <Box
          component="ul"
          aria-label={t('billing.plans.includes', { plan: plan.name })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
        >
          {plan.inclusions.map((inclusion) => (
            <Box component="li" key={inclusion} sx={{ display: 'flex', gap: 1 }}>
              <CheckIcon fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
              <Typography variant="body2">{inclusion}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
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
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center', width: '100%', py: 1 }}
          >
            {current ? t('billing.plans.currentFree') : t('billing.plans.freeIncluded')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

function ExistingSubscription({ subscription }: { subscription: Subscription }) {
  const t = useT();
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="plans-existing">
      {t('billing.plans.existing', {
        plan: subscription.plan.name,
        status: t(`billing.status.${subscription.status}`),
      })}{' '}
      <Link component={RouteLink} to="mySubscription">
        {t('billing.plans.manage')}
      </Link>
    </Alert>
  );
}

const gridSx = {
  display: 'grid',
  gap: { xs: 3, lg: 2 },
  pt: 1.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
  alignItems: 'stretch',
} as const;

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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="plans-page">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('billing.plans.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '65ch' }}>
        {t('billing.plans.intro', { days: FREE_TRIAL_DAYS })}
      </Typography>
      {existing && <ExistingSubscription subscription={existing} />}
      {startFailed && (
        <FormAlert data-testid="plans-error">
          {generalErrorText(startFailed, t)}{' '}
          {exists && (
            <Link component={RouteLink} to="mySubscription" color="inherit">
              {t('billing.plans.manage')}
            </Link>
          )}
        </FormAlert>
      )}
      <BillingQueryState
        query={plans}
        section="plans"
        loading={
          <Box sx={gridSx}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={420} />
            ))}
          </Box>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info">{t('billing.plans.empty')}</Alert>
          ) : (
            <Box sx={gridSx} aria-label={t('billing.plans.listLabel')} role="list">
              {list.map((plan) => (
                <Box role="listitem" key={plan.id}>
                  <PlanCard
                    plan={plan}
                    onChoose={choose}
                    choosing={start.isPending && start.variables === plan.id}
                    busy={start.isPending}
                    current={signedIn && current.isSuccess && !current.data.premium}
                  />
                </Box>
              ))}
            </Box>
          )
        }
      </BillingQueryState>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('billing.plans.footnote')}{' '}
        <Link component={RouteLink} to="subscriptionLanding">
          {t('billing.plans.whyPremium')}
        </Link>{' '}
        ·{' '}
        <Link component={RouteLink} to="proskersLanding">
          {c('nav.proskers')}
        </Link>
      </Typography>
    </Container>
  );
}
