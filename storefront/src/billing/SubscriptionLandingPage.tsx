import ArrowForwardIcon from 'plain-icon:ArrowForward';
import CampaignOutlinedIcon from 'plain-icon:CampaignOutlined';
import EventAvailableOutlinedIcon from 'plain-icon:EventAvailableOutlined';
import PercentOutlinedIcon from 'plain-icon:PercentOutlined';
import TrendingUpOutlinedIcon from 'plain-icon:TrendingUpOutlined';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD, FREE_TRIAL_DAYS } from '../../../common/constants';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { useContentT } from '../i18n/content-text';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import { useCurrentSubscription } from '../session/subscription';
import { useFormat } from '../i18n/format';
import { TermList } from './TermList';
import { Container, LinkButton, Surface, Text, linkClass } from '../ui';
import type { IconComponent } from '../ui';
import styles from './SubscriptionLandingPage.module.css';

const BENEFITS: { icon: IconComponent; title: StorefrontKey; text: StorefrontKey }[] = [
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
      <section aria-labelledby="premium-hero-title" className={styles.hero}>
        <Container>
          <Text variant="overline" as="p" tone="primary" className={styles.eyebrow}>
            {t('billing.landing.title')}
          </Text>
          <Text variant="h1" id="premium-hero-title" className={styles.heroTitle}>
            {t('billing.landing.heroTitle')}
          </Text>
          <Text tone="secondary" className={styles.heroText}>
            {t('billing.landing.heroText', { days: FREE_TRIAL_DAYS })}
          </Text>
          <LinkButton
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            directionalIcon
            render={
              <RouteLink
                to={premium ? 'mySubscription' : 'subscriptionPlans'}
                data-testid="landing-cta"
              />
            }
          >
            {premium ? t('billing.landing.mySubscription') : t('billing.landing.cta')}
          </LinkButton>
        </Container>
      </section>
      <Container as="section" className={styles.body}>
        <Text variant="h2" id="premium-benefits-title" className={styles.benefitsTitle}>
          {t('billing.landing.benefitsTitle')}
        </Text>
        <ul aria-labelledby="premium-benefits-title" className={styles.benefits}>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Surface as="li" key={title} className={styles.benefit}>
              <Icon className={styles.benefitIcon} />
              <Text variant="h3" className={styles.benefitTitle}>
                {t(title)}
              </Text>
              <Text variant="body2" tone="secondary">
                {t(text, fees)}
              </Text>
            </Surface>
          ))}
        </ul>
        <Surface padded className={styles.compare}>
          <Text variant="h3" as="h2" className={styles.compareTitle}>
            {t('billing.landing.feeCompareTitle')}
          </Text>
          <TermList className={styles.terms}>
            <Text as="dt" tone="secondary">
              {t('billing.landing.feeFree')}
            </Text>
            <Text as="dd">{t('billing.landing.feeValue', { fee: fees.standard })}</Text>
            <Text as="dt" tone="secondary">
              {t('billing.landing.feePremium')}
            </Text>
            <Text as="dd" className={styles.premiumFee}>
              {t('billing.landing.feeValue', { fee: fees.premium })}
            </Text>
          </TermList>
        </Surface>
        <Text className={styles.trial}>
          {t('billing.landing.trial', { days: FREE_TRIAL_DAYS })}
        </Text>
        <LinkButton
          variant="outlined"
          size="large"
          endIcon={<ArrowForwardIcon />}
          directionalIcon
          render={<RouteLink to="subscriptionPlans" />}
        >
          {t('billing.landing.cta')}
        </LinkButton>
        <Text variant="body2" as="div" className={styles.links}>
          <RouteLink className={linkClass} to="proskersLanding">
            {c('nav.proskers')}
          </RouteLink>
          <RouteLink className={linkClass} to="howToSell">
            {c('nav.howToSell')}
          </RouteLink>
        </Text>
      </Container>
    </>
  );
}
