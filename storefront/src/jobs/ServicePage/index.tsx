import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../app/use-page-title';
import { useFormat } from '../../i18n/format';
import { categoryName, useCategories } from '../../categories/use-categories';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { useProfile } from '../../profiles/catalogue-api';
import { ProfileAvatar, fullName } from '../../profiles/ProfileCard';
import { NotFoundPage } from '../../routing/pages';
import { RouteLink } from '../../routing/RouteLink';
import { useSession } from '../../session/session';
import { StartChatButton } from '../../chat/StartChatButton';
import { useService } from '../jobs-api';
import type { ServiceDetail } from '../jobs-api';
import { LoadError, LoadingPanels, MainAndSide, pageTitleSx, WithImage } from '../parts';
import { BuyPanel } from './BuyPanel';

function ServiceView({ service }: { service: ServiceDetail }) {
  const t = useT();
  const { user } = useSession();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const prosker = useProfile(String(service.proskerId));
  const own = user?.id === service.proskerId;
  const category = categories.data?.find((c) => c.id === service.categoryId);
  const proskerName = prosker.data ? fullName(prosker.data) : '';

  return (
    <MainAndSide side={400} gap={{ xs: 3, md: 4 }}>
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Box>
          {category && (
            <Chip
              label={categoryName(category, language)}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ mb: 1 }}
            />
          )}
          <WithImage image={service.image} title={service.title} testId="service-image">
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" sx={{ ...pageTitleSx, overflowWrap: 'anywhere' }}>
                {service.title}
              </Typography>
              <Typography
                sx={{ fontSize: '1.6rem', fontWeight: 700, mt: 1 }}
                data-testid="service-price"
              >
                {money(service.price, service.currency, { whole: true })}
              </Typography>
            </Box>
          </WithImage>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {service.description}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <EventAvailableOutlinedIcon color="action" aria-hidden />
            <Typography variant="body2">
              {service.slotRequired
                ? t('jobs.service.appointment')
                : service.requiresAppointment
                  ? t('jobs.service.appointmentByHalf')
                  : t('jobs.service.noAppointment')}
            </Typography>
          </Box>
          <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CreditCardOutlinedIcon color="action" aria-hidden />
            <Typography variant="body2">
              {service.requiresPayment ? t('jobs.service.payment') : t('jobs.service.noPayment')}
            </Typography>
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('jobs.service.offeredBy')}
          </Typography>
          {prosker.data ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <ProfileAvatar profile={prosker.data} size={48} loading="eager" />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {proskerName}
                </Typography>
                <Link component={RouteLink} to="profile" params={{ query: prosker.data.username }}>
                  {t('jobs.service.viewProfile')}
                </Link>
              </Box>
            </Box>
          ) : (
            <Skeleton variant="rounded" height={48} />
          )}
          {!own && (
            <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap' }}>
              <StartChatButton
                to={{ proskerId: service.proskerId }}
                label={t('chat.startWithProsker')}
                size="small"
              />
            </Box>
          )}
        </Paper>
      </Box>
      {own ? (
        <Alert
          severity="info"
          action={
            <Button component={RouteLink} to="settingsServices" color="inherit" size="small">
              {t('jobs.service.manage')}
            </Button>
          }
          data-testid="own-service"
        >
          {t('jobs.service.own')}
        </Alert>
      ) : (
        <BuyPanel service={service} proskerName={proskerName} />
      )}
    </MainAndSide>
  );
}

/**
 * `servicios/{id}`: a published service and the client's order form. Visitors see it and choose
 * too; hiring then asks them for an account and brings them back with their choice.
 */
export default function ServicePage() {
  const t = useT();
  const id = Number(useParams().query);
  const valid = Number.isSafeInteger(id) && id > 0;
  const service = useService(id, valid);
  usePageTitle(service.data?.title ?? t('jobs.service.title'));
  if (!valid) return <NotFoundPage />;
  if (service.error instanceof ApiError && service.error.status === 404) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="service-page">
      {service.isPending && (
        <LoadingPanels label={t('jobs.service.loading')} titleWidth="60%" heights={[160]} />
      )}
      {service.isError && <LoadError title={t('jobs.service.loadFailed')} query={service} />}
      {service.data && <ServiceView service={service.data} />}
    </Container>
  );
}
