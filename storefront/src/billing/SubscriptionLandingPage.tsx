import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD, FREE_TRIAL_DAYS } from '../../../common/constants';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { useContentT } from '../content/content-text';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
import { useCurrentSubscription } from './billing-api';
import { useFormat } from '../i18n/format';
import { BillingCard } from './BillingCard';
import { TermList } from './TermList';

const BENEFITS: { icon: typeof PercentOutlinedIcon; title: StorefrontKey; text: StorefrontKey }[] =
  [
    {
      icon: EventAvailableOutlinedIcon,
      title: 'billing.landing.agendaTitle',
      text: 'billing.landing.agendaText',
    },
    {
      icon: TrendingUpOutlinedIcon,
      title: 'billing.landing.visibilityTitle',
      text: 'billing.landing.visibilityText',
    },
    {
      icon: CampaignOutlinedIcon,
      title: 'billing.landing.communicationTitle',
      text: 'billing.landing.communicationText',
    },
    {
      icon: PercentOutlinedIcon,
      title: 'billing.landing.feeTitle',
      text: 'billing.landing.feeText',
    },
  ];

const arrowSx = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/** `suscripcion`: what Premium gives a prosker, and the way to the plans. */
export default function SubscriptionLandingPage() {
  const t = useT();
  const c = useContentT();
  const { percent } = useFormat();
  usePageTitle(t('billing.landing.title'));
  const { status } = useSession();
  const current = useCurrentSubscription(status === 'signedIn');
  const premium = current.data?.premium ?? false;
  const fees = { premium: percent(FEE_BPS_PREMIUM), standard: percent(FEE_BPS_STANDARD) };
  return (
    <>
      <Box
        component="section"
        aria-labelledby="premium-hero-title"
        sx={(theme) => ({
          py: { xs: 6, md: 10 },
          background: `linear-gradient(135deg, ${theme.palette.primary.main}26, ${theme.palette.secondary.main}33)`,
        })}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {t('billing.landing.title')}
          </Typography>
          <Typography variant="h1" id="premium-hero-title" sx={{ maxWidth: '20ch', mb: 2 }}>
            {t('billing.landing.heroTitle')}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: '55ch', mb: 4 }}
          >
            {t('billing.landing.heroText', { days: FREE_TRIAL_DAYS })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component={RouteLink}
              to={premium ? 'mySubscription' : 'subscriptionPlans'}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden sx={arrowSx} />}
              data-testid="landing-cta"
            >
              {premium ? t('billing.landing.mySubscription') : t('billing.landing.cta')}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" id="premium-benefits-title" sx={{ mb: 3 }}>
          {t('billing.landing.benefitsTitle')}
        </Typography>
        <Box
          component="ul"
          aria-labelledby="premium-benefits-title"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Paper
              component="li"
              variant="outlined"
              key={title}
              sx={{ p: 3, borderRadius: 3, height: '100%' }}
            >
              <Icon color="primary" aria-hidden sx={{ fontSize: 36, mb: 1 }} />
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                {t(title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(text, fees)}
              </Typography>
            </Paper>
          ))}
        </Box>
        <BillingCard sx={{ mt: 4, bgcolor: 'action.hover' }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('billing.landing.feeCompareTitle')}
          </Typography>
          <TermList sx={{ columnGap: 3, rowGap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              {t('billing.landing.feeFree')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t('billing.landing.feeValue', { fee: fees.standard })}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('billing.landing.feePremium')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: 'primary.main' }}>
              {t('billing.landing.feeValue', { fee: fees.premium })}
            </Typography>
          </TermList>
        </BillingCard>
        <Typography sx={{ mt: 4, mb: 2 }}>
          {t('billing.landing.trial', { days: FREE_TRIAL_DAYS })}
        </Typography>
        <Button
          component={RouteLink}
          to="subscriptionPlans"
          variant="outlined"
          size="large"
          endIcon={<ArrowForwardIcon aria-hidden sx={arrowSx} />}
        >
          {t('billing.landing.cta')}
        </Button>
        <Typography variant="body2" sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouteLink} to="proskersLanding">
            {c('nav.proskers')}
          </Link>
          <Link component={RouteLink} to="howToSell">
            {c('nav.howToSell')}
          </Link>
        </Typography>
      </Container>
    </>
  );
}
