import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TIMES_OF_DAY } from '../../../common/constants';
import { pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { useFormat } from '../billing/format';
import { categoryName, useCategories } from '../categories/use-categories';
import { FormAlert } from '../forms/FormAlert';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { noticeState } from '../layout/notices';
import { useProfile } from '../profiles/catalogue-api';
import { ProfileAvatar, fullName } from '../profiles/ProfileCard';
import { NotFoundPage } from '../routing/pages';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { useSignedInUser } from '../session/session';
import { ImageThumb } from './ImagePicker';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';
import { regionOfCurrency, useJobFormat } from './job-time';
import { useBuyService, useService, useSlots } from './jobs-api';
import type { DayHalf, ServiceDetail, Slot } from './jobs-api';
import {
  LoadError,
  SummaryRow,
  errorText,
  pageTitleSx,
  useHalfLabel,
  useSlotLabel,
  SectionPanel,
} from './parts';

interface Choice {
  date: string;
  half: DayHalf | '';
  slot: Slot | null;
}

interface ChoiceErrors {
  date?: string;
  half?: string;
  slot?: string;
}

/**
 * The agenda's say for the chosen half: slots to choose from, none at all, or not known. Only
 * `choose` lets a client of a prosker who keeps an agenda go on.
 */
type Availability = 'none' | 'loading' | 'choose' | 'closed' | 'full' | 'unavailable';

function SlotPicker({
  slots,
  value,
  error,
  onChange,
}: {
  slots: Slot[];
  value: Slot | null;
  error?: string;
  onChange: (slot: Slot) => void;
}) {
  const t = useT();
  const slotLabel = useSlotLabel();
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {t('jobs.buy.slots')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value?.startsAt ?? ''}
        onChange={(event) => {
          const chosen = slots.find((slot) => slot.startsAt === event.target.value);
          if (chosen) onChange(chosen);
        }}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 148px), 1fr))',
        }}
        data-testid="slot-list"
      >
        {slots.map((slot) => {
          const checked = value?.startsAt === slot.startsAt;
          return (
            <FormControlLabel
              key={slot.startsAt}
              value={slot.startsAt}
              control={<Radio size="small" />}
              label={slotLabel(slot.time)}
              slotProps={{ typography: { variant: 'body2' } }}
              sx={{
                m: 0,
                pr: 1.5,
                border: 1,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
                whiteSpace: 'nowrap',
              }}
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Date, morning or afternoon, and, when the prosker keeps an agenda and the service is by
 * appointment, one of their free slots of that half (required).
 */
function ChooseStep({
  service,
  choice,
  onChange,
  onContinue,
}: {
  service: ServiceDetail;
  choice: Choice;
  onChange: (choice: Choice) => void;
  onContinue: () => void;
}) {
  const t = useT();
  const region = regionOfCurrency(service.currency);
  const today = todayIn(TIME_ZONES[region]);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const halfId = useId();
  const bySlot = service.slotRequired;
  const slots = useSlots(
    service.proskerId,
    choice.date,
    choice.half,
    bySlot && choice.date >= today,
  );
  const halfName = choice.half ? t(`jobs.halfNames.${choice.half}`) : '';

  let availability: Availability = 'none';
  if (bySlot && choice.date >= today && choice.half) {
    if (slots.isPending || (slots.isPlaceholderData && slots.isFetching)) availability = 'loading';
    else if (slots.isError || slots.data?.kind !== 'slots') availability = 'unavailable';
    else if (slots.data.slots.data.length > 0) availability = 'choose';
    else availability = slots.data.slots.closed ? 'closed' : 'full';
  }
  const free =
    availability === 'choose' && slots.data?.kind === 'slots' ? slots.data.slots.data : [];
  // A slot chosen for another date or half is no longer on offer.
  const slot =
    choice.slot && free.some((s) => s.startsAt === choice.slot!.startsAt) ? choice.slot : null;

  // Without one of the prosker's free slots there is nothing to book.
  const blocked = bySlot && availability !== 'none' && availability !== 'choose';

  const submit = () => {
    const next: ChoiceErrors = {};
    if (!choice.date) next.date = t('jobs.buy.dateRequired');
    else if (choice.date < today) next.date = t('jobs.buy.datePast');
    if (!choice.half) next.half = t('jobs.buy.halfRequired');
    if (availability === 'choose' && !slot) next.slot = t('jobs.buy.slotRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || blocked) return;
    onChange({ ...choice, slot });
    onContinue();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('jobs.buy.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
      data-testid="buy-form"
    >
      <TextField
        type="date"
        label={t('jobs.buy.date')}
        value={choice.date}
        onChange={(event) => {
          setErrors((e) => ({ ...e, date: undefined }));
          onChange({ ...choice, date: event.target.value, slot: null });
        }}
        required
        error={Boolean(errors.date)}
        helperText={errors.date ?? t('jobs.buy.dateHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        fullWidth
      />
      <FormControl component="fieldset" error={Boolean(errors.half)} required>
        <FormLabel component="legend" id={halfId}>
          {t('jobs.buy.half')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={halfId}
          value={choice.half}
          onChange={(event) => {
            setErrors((e) => ({ ...e, half: undefined }));
            onChange({ ...choice, half: event.target.value as DayHalf, slot: null });
          }}
        >
          {TIMES_OF_DAY.map((half) => (
            <FormControlLabel
              key={half}
              value={half}
              control={<Radio />}
              label={t(`jobs.halves.${half}`)}
            />
          ))}
        </RadioGroup>
        {errors.half && <FormHelperText>{errors.half}</FormHelperText>}
      </FormControl>
      {availability === 'loading' && (
        <Box aria-busy="true" role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('jobs.buy.slotsLoading')}
          </Typography>
          <Skeleton variant="rounded" height={80} />
        </Box>
      )}
      {availability === 'choose' && (
        <SlotPicker
          slots={free}
          value={slot}
          error={errors.slot}
          onChange={(chosen) => {
            setErrors((e) => ({ ...e, slot: undefined }));
            onChange({ ...choice, slot: chosen });
          }}
        />
      )}
      {availability === 'closed' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsClosed')}
        </Alert>
      )}
      {availability === 'unavailable' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsUnavailable')}
        </Alert>
      )}
      {service.requiresAppointment && !bySlot && choice.half && (
        <Alert severity="info" data-testid="slots-note">
          {t('jobs.buy.noAgenda', { half: halfName })}
        </Alert>
      )}
      {availability === 'full' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsFull', { half: halfName })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={blocked}>
        {t('jobs.buy.continue')}
      </Button>
    </Box>
  );
}

/** What the client is about to order, and the order itself. */
function ConfirmStep({
  service,
  proskerName,
  choice,
  onBack,
}: {
  service: ServiceDetail;
  proskerName: string;
  choice: Choice;
  onBack: () => void;
}) {
  const t = useT();
  const { money } = useFormat();
  const { calendarDay } = useJobFormat();
  const halfLabel = useHalfLabel();
  const slotLabel = useSlotLabel();
  const navigate = useNavigate();
  const region = useRegion();
  const buy = useBuyService(service.id);
  const titleId = useId();
  const half = choice.half as DayHalf;

  const confirm = () =>
    buy.mutate(
      {
        date: choice.date,
        timeOfDay: half,
        ...(choice.slot ? { slot: choice.slot.startsAt } : {}),
      },
      {
        onSuccess: (job) =>
          navigate(pathFor('adminServiceDetail', region, { query: job.id }), {
            state: noticeState('jobBooked'),
          }),
      },
    );

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="buy-confirm">
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('jobs.buy.confirmTitle')}
      </Typography>
      <Box component="dl" aria-label={t('jobs.buy.summaryLabel')} sx={{ m: 0 }}>
        <SummaryRow term={t('jobs.buy.service')} testId="confirm-service">
          {service.title}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.prosker')} testId="confirm-prosker">
          {proskerName}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.date')} testId="confirm-date">
          {calendarDay(choice.date)}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.when')} testId="confirm-when">
          {choice.slot ? slotLabel(choice.slot.time) : halfLabel(half)}
        </SummaryRow>
        <Divider sx={{ my: 1 }} />
        <SummaryRow term={t('jobs.buy.price')} strong nowrap testId="confirm-price">
          {money(service.price, service.currency, { whole: true })}
        </SummaryRow>
      </Box>
      <Alert severity="info" sx={{ my: 2 }}>
        {service.requiresPayment ? t('jobs.buy.paymentNote') : t('jobs.buy.noPaymentNote')}
      </Alert>
      {buy.isError && <FormAlert data-testid="buy-error">{errorText(buy.error, t)}</FormAlert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={buy.isPending}>
          {t('jobs.buy.change')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={confirm}
          loading={buy.isPending}
          disabled={buy.isPending}
          data-testid="confirm-buy"
        >
          {t('jobs.buy.confirm')}
        </Button>
      </Box>
    </Box>
  );
}

function BuyPanel({ service, proskerName }: { service: ServiceDetail; proskerName: string }) {
  const t = useT();
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [choice, setChoice] = useState<Choice>({ date: '', half: '', slot: null });
  return (
    <SectionPanel title={t('jobs.buy.title')}>
      {step === 'choose' ? (
        <ChooseStep
          service={service}
          choice={choice}
          onChange={setChoice}
          onContinue={() => setStep('confirm')}
        />
      ) : (
        <ConfirmStep
          service={service}
          proskerName={proskerName}
          choice={choice}
          onBack={() => setStep('choose')}
        />
      )}
    </SectionPanel>
  );
}

function ServiceView({ service }: { service: ServiceDetail }) {
  const t = useT();
  const user = useSignedInUser();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const prosker = useProfile(String(service.proskerId));
  const own = user.id === service.proskerId;
  const category = categories.data?.find((c) => c.id === service.categoryId);
  const proskerName = prosker.data ? fullName(prosker.data) : '';

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
        alignItems: 'start',
      }}
    >
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
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            {service.image && (
              <ImageThumb
                image={service.image}
                alt={t('jobs.image.of', { title: service.title })}
                size={{ xs: 96, sm: 160 }}
                testId="service-image"
                linked
              />
            )}
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
          </Box>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {service.description}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <EventAvailableOutlinedIcon color="action" aria-hidden />
            <Typography variant="body2">
              {service.requiresAppointment
                ? t('jobs.service.appointment')
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
              <ProfileAvatar profile={prosker.data} size={48} />
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
    </Box>
  );
}

/** `servicios/{id}`: a published service and the client's order form. */
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
        <Box
          aria-busy="true"
          aria-label={t('jobs.service.loading')}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {service.isError && (
        <LoadError
          title={t('jobs.service.loadFailed')}
          error={service.error}
          onRetry={() => void service.refetch()}
        />
      )}
      {service.data && <ServiceView service={service.data} />}
    </Container>
  );
}
