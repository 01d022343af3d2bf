import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DATE_PATTERN } from '../../../../common/agenda';
import { TIMES_OF_DAY } from '../../../../common/constants';
import { pathFor } from '../../../../common/routes';
import { useFormat } from '../../billing/format';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../layout/notices';
import { useRegion } from '../../routing/use-region';
import { accountNeededSearch } from '../../session/after-sign-in';
import { useSession } from '../../session/session';
import { useJobFormat } from '../job-time';
import { useBuyService } from '../jobs-api';
import type { DayHalf, ServiceDetail } from '../jobs-api';
import { SummaryRow } from '../../layout/SummaryRow';
import { errorText, useHalfLabel, useSlotLabel, SectionPanel } from '../parts';
import { ChooseStep, type Choice } from './ChooseStep';

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

/**
 * The day and half a visitor chose travel in the service's address (`?date=&half=`) through
 * sign-up and back; a slot is chosen again, as the agenda may have changed meanwhile.
 */
const CHOICE_PARAMS = { date: 'date', half: 'half' } as const;

function choiceFrom(params: URLSearchParams): Choice {
  const date = params.get(CHOICE_PARAMS.date) ?? '';
  const half = TIMES_OF_DAY.find((known) => known === params.get(CHOICE_PARAMS.half));
  return { date: DATE_PATTERN.test(date) ? date : '', half: half ?? '', slot: null };
}

function choiceSearch(choice: Choice): string {
  const { date, half } = CHOICE_PARAMS;
  return `?${new URLSearchParams({ [date]: choice.date, [half]: choice.half }).toString()}`;
}

export function BuyPanel({
  service,
  proskerName,
}: {
  service: ServiceDetail;
  proskerName: string;
}) {
  const t = useT();
  const { user } = useSession();
  const region = useRegion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [choice, setChoice] = useState<Choice>(() => choiceFrom(params));

  // A visitor is asked for an account first; the service and their choice wait in `next`.
  const hireAsVisitor = () =>
    navigate({
      pathname: pathFor('accountNeeded', region),
      search: accountNeededSearch('hire', service.proskerId, `${pathname}${choiceSearch(choice)}`),
    });

  return (
    <SectionPanel title={t('jobs.buy.title')}>
      {step === 'choose' ? (
        <ChooseStep
          service={service}
          choice={choice}
          onChange={setChoice}
          onContinue={user ? () => setStep('confirm') : hireAsVisitor}
          continueLabel={user ? t('jobs.buy.continue') : t('jobs.buy.hire')}
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
