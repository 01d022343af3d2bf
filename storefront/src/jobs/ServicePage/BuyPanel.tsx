import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { useFormat } from '../../billing/format';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../layout/notices';
import { useRegion } from '../../routing/use-region';
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

export function BuyPanel({
  service,
  proskerName,
}: {
  service: ServiceDetail;
  proskerName: string;
}) {
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
