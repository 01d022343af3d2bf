import LockOutlinedIcon from 'plain-icon:LockOutlined';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../seo/use-page-title';
import { CardPaymentForm } from '../billing/CardPaymentForm';
import type { CardPayment } from '../billing/CardPaymentForm';
import { useFormat } from '../i18n/format';
import { paymentFailureHelp } from '../billing/payment-errors';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { fullName } from '../profiles/ProfileCard';
import { NotFoundPage } from '../not-found';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { regionOfCurrency } from './job-time';
import { SummaryRow } from '../layout/SummaryRow';
import { useJob, useJobPayment } from './jobs-api';
import type { JobDetail } from './jobs-api';
import {
  BackLink,
  LoadError,
  LoadingPanels,
  pageTitleClass,
  useWhenLabel,
  SectionPanel,
  JobDetailNotice,
} from './parts';
import { CheckoutLayout, PayTodayRow } from '../billing/CheckoutLayout';
import { Container, Divider, LinkButton, Text, linkClass } from '../ui';
import styles from './JobPaymentPages.module.css';

/** What is being paid: the job, its prosker, when, and the total (the job's price). */
function JobSummary({ job, children }: { job: JobDetail; children?: ReactNode }) {
  const t = useT();
  const { money, fullDate: day } = useFormat();
  const whenLabel = useWhenLabel();
  const region = regionOfCurrency(job.currency);
  return (
    <SectionPanel title={t('billing.checkout.summaryTitle')} testId="job-payment-summary">
      <dl className={styles.summary}>
        <SummaryRow term={t('jobs.buy.service')} testId="summary-service">
          {job.title}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.prosker')}>
          {job.prosker ? fullName(job.prosker) : '—'}
        </SummaryRow>
        <SummaryRow term={t('jobs.buy.date')}>{day(job.startDate, region)}</SummaryRow>
        <SummaryRow term={t('jobs.buy.when')}>{whenLabel(job)}</SummaryRow>
      </dl>
      {/* A line before the total: between two lists, since a list of terms holds only terms. */}
      <Divider className={styles.divider} />
      <dl className={styles.summary}>
        <SummaryRow term={t('jobs.payment.total')} strong nowrap testId="summary-total">
          {money(job.price, job.currency)}
        </SummaryRow>
      </dl>
      <Text variant="body2" tone="secondary" className={styles.feeNote}>
        {t('jobs.payment.feeNote')}
      </Text>
      {children}
    </SectionPanel>
  );
}

/** Loads the job; anything but a client's job waiting for payment says so and links to it. */
function PayableJob({ id, children }: { id: number; children: (job: JobDetail) => ReactNode }) {
  const t = useT();
  const job = useJob(id);
  if (job.error instanceof ApiError && job.error.status === 404) return <NotFoundPage />;
  if (job.isPending) {
    return <LoadingPanels label={t('jobs.payment.loading')} heights={[220, 320]} />;
  }
  if (job.isError) {
    return <LoadError title={t('jobs.detail.loadFailed')} query={job} />;
  }
  const inProcess = job.data.payment === 'processing';
  if (job.data.role !== 'client' || job.data.status !== 'paymentRequired' || inProcess) {
    return (
      <JobDetailNotice id={id} testId="job-not-payable" linkLabel={t('jobs.payment.toDetail')}>
        {t(inProcess ? 'jobs.detail.paymentProcessing' : 'jobs.payment.notPayable')}
      </JobDetailNotice>
    );
  }
  return <>{children(job.data)}</>;
}

function usePageId(): number | null {
  const id = Number(useParams().serviceId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A job payment page: its way back, title and intro above the job, once it is one the client
 * may pay (`PayableJob`).
 */
function PaymentFrame({
  title,
  intro,
  maxWidth,
  testId,
  back,
  children,
}: {
  title: string;
  intro?: string;
  maxWidth: 'sm' | 'lg';
  testId: string;
  back: (id: number) => ReactNode;
  children: (job: JobDetail) => ReactNode;
}) {
  usePageTitle(title);
  const id = usePageId();
  if (id === null) return <NotFoundPage />;
  return (
    <Container size={maxWidth} padded="page" data-testid={testId}>
      {back(id)}
      <h1 className={`${pageTitleClass} ${intro ? styles.titleWithIntro : styles.title}`}>
        {title}
      </h1>
      {intro && (
        <Text tone="secondary" className={styles.intro}>
          {intro}
        </Text>
      )}
      <PayableJob id={id}>{children}</PayableJob>
    </Container>
  );
}

/** `pago-de-servicio/{jobId}`: what the client is about to pay, then on to the card. */
export function JobPaymentPage() {
  const t = useT();
  return (
    <PaymentFrame
      title={t('jobs.payment.title')}
      intro={t('jobs.payment.intro')}
      maxWidth="sm"
      testId="job-payment-page"
      back={(id) => (
        <BackLink to="adminServiceDetail" params={{ query: id }}>
          {t('jobs.editor.toDetail')}
        </BackLink>
      )}
    >
      {(job) => (
        <JobSummary job={job}>
          <LinkButton
            variant="contained"
            tone="primary"
            size="large"
            fullWidth
            startIcon={<LockOutlinedIcon />}
            className={styles.continue}
            render={
              <RouteLink
                to="serviceCheckout"
                params={{ serviceId: job.id }}
                data-testid="to-checkout"
              />
            }
          >
            {t('jobs.payment.continue')}
          </LinkButton>
        </JobSummary>
      )}
    </PaymentFrame>
  );
}

/** Answers that mean the job's payment is already under way or done, not that this card failed. */
const ALREADY_HANDLED = ['PAYMENT_IN_PROCESS', 'JOB_ALREADY_PAID'] as const;

function Checkout({ job }: { job: JobDetail }) {
  const t = useT();
  const { money } = useFormat();
  const navigate = useNavigate();
  const region = useRegion();
  const payment = useJobPayment(job.id);
  const failure = payment.error;
  const help = paymentFailureHelp(failure);

  const pay = async (card: CardPayment) => {
    await payment.mutateAsync({
      cardToken: card.cardToken,
      paymentMethodId: card.paymentMethodId ?? '',
      ...(card.issuerId ? { issuerId: String(card.issuerId) } : {}),
      installments: card.installments,
      identification: card.identification,
    });
    navigate({
      pathname: pathFor('adminServiceDetail', region, { query: job.id }),
      search: '?payment=processing',
    });
  };

  // A payment already in process (or done) is not a failure of this card: the job page says more.
  const alreadyHandled =
    failure instanceof ApiError && ALREADY_HANDLED.includes(failure.code as never);
  const errorNode = failure ? (
    <FormAlert data-testid="payment-error">
      <strong>{generalErrorText(failure, t)}</strong>
      {help && <div className={styles.line}>{t(help)}</div>}
      <div className={styles.line}>
        {alreadyHandled ? (
          <RouteLink to="adminServiceDetail" params={{ query: job.id }} className={linkClass}>
            {t('jobs.payment.toDetail')}
          </RouteLink>
        ) : (
          t('jobs.payment.stillPending')
        )}
      </div>
    </FormAlert>
  ) : null;

  return (
    <CheckoutLayout summary={<JobSummary job={job} />}>
      <CardPaymentForm
        region={regionOfCurrency(job.currency)}
        amount={job.price}
        currency={job.currency}
        installmentsMode="choose"
        // In installments, the button and the total say what the card is charged with financing.
        submitLabel={(chosen) =>
          chosen && chosen.installments > 1
            ? t('billing.checkout.payInstallments', {
                count: chosen.installments,
                amount: money(chosen.installment_amount, job.currency),
              })
            : t('jobs.payment.pay', { amount: money(job.price, job.currency) })
        }
        summary={(chosen) =>
          chosen && chosen.installments > 1 ? (
            <PayTodayRow
              label={t('billing.checkout.totalInInstallments', { count: chosen.installments })}
              amount={money(chosen.total_amount, job.currency)}
            />
          ) : (
            <PayTodayRow label={t('jobs.payment.today')} amount={money(job.price, job.currency)} />
          )
        }
        error={errorNode}
        onPay={pay}
      />
    </CheckoutLayout>
  );
}

/** `pago-de-servicio-checkout/{jobId}`: the card form; then the job, waiting for Mercado Pago. */
export function JobCheckoutPage() {
  const t = useT();
  return (
    <PaymentFrame
      title={t('jobs.payment.checkoutTitle')}
      maxWidth="lg"
      testId="job-checkout-page"
      back={(id) => (
        <BackLink to="servicePayment" params={{ serviceId: id }}>
          {t('jobs.payment.back')}
        </BackLink>
      )}
    >
      {(job) => <Checkout job={job} />}
    </PaymentFrame>
  );
}
