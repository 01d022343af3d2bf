import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DATE_PATTERN } from '../../../../common/agenda';
import { TIMES_OF_DAY } from '../../../../common/constants';
import { pathFor } from '../../../../common/routes';
import { useFormat } from '../../i18n/format';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../navigation/notices';
import { useRegion } from '../../navigation/use-region';
import { accountNeededSearch } from '../../session/after-sign-in';
import { useSession } from '../../session/session';
import { uploadProblemPhoto, useBookingCalendar, useBuyService } from '../jobs-api';
import type { DayHalf, ServiceDetail } from '../jobs-api';
import { useHydrated } from '../../layout/hydration-section';
import { SummaryRow } from '../../layout/SummaryRow';
import { errorText, useHalfLabel, useSlotLabel, SectionPanel } from '../parts';
import { ChooseStep, type Choice } from './ChooseStep';
import { DetailsStep, type Details } from './DetailsStep';
import { Alert, Button, Divider, Text } from '../../ui';
import styles from './ServicePage.module.css';

/** What the client is about to order, and the order itself. */
function ConfirmStep({
  service,
  proskerName,
  choice,
  details,
  onBack,
}: {
  service: ServiceDetail;
  proskerName: string;
  choice: Choice;
  details: Details;
  onBack: () => void;
}) {
  const t = useT();
  const { money, fullDate: calendarDay } = useFormat();
  const halfLabel = useHalfLabel();
  const slotLabel = useSlotLabel();
  const navigate = useNavigate();
  const region = useRegion();
  const buy = useBuyService(service.id);
  const titleId = useId();
  const half = choice.half as DayHalf;

  const [sendingPhotos, setSendingPhotos] = useState(false);

  // The photos go once the job exists; one that fails leaves the booking made, and the job's
  // page, where the client can add it again, says so.
  const sendPhotos = async (jobId: number) => {
    setSendingPhotos(true);
    let failed = false;
    for (const photo of details.photos) {
      await uploadProblemPhoto(jobId, photo).catch(() => {
        failed = true;
      });
    }
    return failed;
  };

  const confirm = () =>
    buy.mutate(
      {
        date: choice.date,
        timeOfDay: half,
        ...(choice.slot ? { slot: choice.slot.startsAt } : {}),
        addressId: details.addressId,
        problem: details.problem,
        phone: details.phone,
        // The price shown here: a price changed meanwhile is refused, not charged.
        price: service.price,
      },
      {
        onSuccess: async (job) => {
          const failed = await sendPhotos(job.id);
          navigate(pathFor('adminServiceDetail', region, { query: job.id }), {
            state: noticeState(failed ? 'jobBookedPhotosFailed' : 'jobBooked'),
          });
        },
      },
    );
  const busy = buy.isPending || sendingPhotos;

  return (
    <section aria-labelledby={titleId} data-testid="buy-confirm">
      <Text variant="h3" id={titleId} className={styles.confirmTitle}>
        {t('jobs.buy.confirmTitle')}
      </Text>
      <dl aria-label={t('jobs.buy.summaryLabel')} className={styles.summary}>
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
        <SummaryRow term={t('jobs.buy.address')} testId="confirm-address">
          {details.addressLine}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.phone')} testId="confirm-phone">
          {details.phone}
        </SummaryRow>
        <Divider className={styles.rule} />
        <SummaryRow term={t('jobs.buy.price')} strong nowrap testId="confirm-price">
          {money(service.price, service.currency, { whole: true })}
        </SummaryRow>
      </dl>
      <Text variant="body2" tone="secondary" className={styles.problemLabel}>
        {t('jobs.buy.problem')}
      </Text>
      <Text className={styles.prose} data-testid="confirm-problem">
        {details.problem}
      </Text>
      {details.photos.length > 0 && (
        <Text variant="body2" tone="secondary" data-testid="confirm-photos">
          {t('jobs.photos.count', { count: details.photos.length })}
        </Text>
      )}
      <Alert severity="info" className={styles.notice}>
        {choice.slot ? '' : `${t('jobs.buy.hourOnAccept')} `}
        {service.requiresPayment ? t('jobs.buy.paymentNote') : t('jobs.buy.noPaymentNote')}
      </Alert>
      {buy.isError && <FormAlert data-testid="buy-error">{errorText(buy.error, t)}</FormAlert>}
      <div className={styles.actions}>
        <Button onClick={onBack} disabled={busy}>
          {t('jobs.buy.change')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={confirm}
          loading={busy}
          data-testid="confirm-buy"
        >
          {t('jobs.buy.confirm')}
        </Button>
      </div>
    </section>
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

type Step = 'choose' | 'details' | 'confirm';
const STEPS: Step[] = ['choose', 'details', 'confirm'];

/**
 * The order in three steps: the day and the hour or half (`ChooseStep`), where, what and a phone
 * (`DetailsStep`), then the confirmation. "Change" goes back one step, keeping what was chosen.
 */
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

  // A visitor is asked for an account first; the service and their choice wait in `next`.
  const hireAsVisitor = () =>
    navigate({
      pathname: pathFor('accountNeeded', region),
      search: accountNeededSearch('hire', service.proskerId, `${pathname}${choiceSearch(choice)}`),
    });

  // The calendar is asked for once the page is the browser's: its free days and hours change by
  // the minute, and a page the server rendered may be reused for a while (ADR 0034).
  const calendar = useBookingCalendar(service.id, useHydrated());
  const [step, setStep] = useState<Step>('choose');
  const [choice, setChoice] = useState<Choice>(() => choiceFrom(params));
  const [details, setDetails] = useState<Details | null>(null);
  const stepRef = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  // A new step starts where it is read: its first words, focused and scrolled to (a phone
  // would otherwise stay at the bottom of the step before).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
    stepRef.current?.scrollIntoView({ block: 'start' });
  }, [step]);
  return (
    <SectionPanel title={t('jobs.buy.title')}>
      <Text
        ref={stepRef}
        tabIndex={-1}
        variant="body2"
        tone="secondary"
        className={styles.step}
        data-testid="buy-step"
      >
        {t('jobs.buy.step', { step: STEPS.indexOf(step) + 1, of: STEPS.length })}
      </Text>
      {step === 'choose' && (
        <ChooseStep
          service={service}
          calendar={calendar}
          choice={choice}
          onChange={setChoice}
          onContinue={user ? () => setStep('details') : hireAsVisitor}
          continueLabel={user ? t('jobs.buy.continue') : t('jobs.buy.hire')}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          details={details}
          onBack={() => setStep('choose')}
          onContinue={(given) => {
            setDetails(given);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && details && (
        <ConfirmStep
          service={service}
          proskerName={proskerName}
          choice={choice}
          details={details}
          onBack={() => setStep('choose')}
        />
      )}
    </SectionPanel>
  );
}
