import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../seo/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { NotFoundPage } from '../../not-found';
import { JobStatusChip } from '../JobStatusChip';
import { useJob } from '../jobs-api';
import { BackLink, LoadError, LoadingPanels } from '../parts';
import { Container, Text } from '../../ui';
import { Detail } from './Detail';
import styles from './JobDetailPage.module.css';

/** While a payment waits for Mercado Pago's notification, the job is asked for this often. */
const PAYMENT_POLL_MS = 3000;
/** `?payment=processing`: the checkout sent a payment; it survives a reload. */
const PROCESSING = 'processing';

/**
 * `admin-servicios-detalle/{id}`: one job for its client or its prosker: status, facts, the
 * actions allowed now, the history, payment (client) or fee (prosker), and the review.
 */
export default function JobDetailPage() {
  const t = useT();
  const id = Number(useParams().query);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [search, setSearch] = useSearchParams();
  const [confirmed, setConfirmed] = useState(false);
  // A payment Mercado Pago has not decided yet, as the server knows it (another tab, a reload).
  const [openPayment, setOpenPayment] = useState(false);
  const processing = search.get('payment') === PROCESSING || openPayment;
  const job = useJob(id, processing ? PAYMENT_POLL_MS : false, valid);
  const payment = job.data?.payment;
  useEffect(() => setOpenPayment(payment === 'processing'), [payment]);
  const status = job.data?.status;
  usePageTitle(valid ? t('jobs.detail.title', { id }) : t('jobs.detail.loading'));

  // The payment is confirmed once the job leaves paymentRequired; the address forgets it.
  useEffect(() => {
    if (processing && status !== undefined && status !== 'paymentRequired') {
      if (status === 'readyToExecute') setConfirmed(true);
      if (search.get('payment') === PROCESSING) setSearch({}, { replace: true });
    }
  }, [processing, status, search, setSearch]);

  if (!valid) return <NotFoundPage />;
  if (job.error instanceof ApiError && job.error.status === 404) return <NotFoundPage />;
  const data = job.data;
  const role = data?.role;

  return (
    <Container padded="page" data-testid="job-detail-page">
      <BackLink to={role === 'prosker' ? 'adminServices' : 'myOrders'}>
        {t('jobs.detail.back')}
      </BackLink>
      {job.isPending && (
        <LoadingPanels label={t('jobs.detail.loading')} titleWidth="50%" heights={[140, 240]} />
      )}
      {job.isError && !data && <LoadError title={t('jobs.detail.loadFailed')} query={job} />}
      {data && (
        <>
          <div className={styles.head}>
            <div className={styles.titleRow}>
              <Text variant="body2" tone="secondary">
                {t('jobs.detail.title', { id: data.id })}
              </Text>
              <JobStatusChip status={data.status} size="medium" testId="job-status" />
            </div>
            <Text variant="h1" className={styles.title}>
              {data.title}
            </Text>
          </div>
          {confirmed && (
            <FormAlert
              severity="success"
              onClose={() => setConfirmed(false)}
              data-testid="payment-confirmed"
            >
              {t('jobs.detail.paymentConfirmed')}
            </FormAlert>
          )}
          <Detail job={data} processing={processing} />
        </>
      )}
    </Container>
  );
}
