import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { NotFoundPage } from '../../routing/pages';
import { JobStatusChip } from '../JobStatusChip';
import { useJob } from '../jobs-api';
import { BackLink, LoadError, LoadingPanels, pageTitleSx } from '../parts';
import { Detail } from './Detail';

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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="job-detail-page">
      <BackLink to={role === 'prosker' ? 'adminServices' : 'myOrders'}>
        {t('jobs.detail.back')}
      </BackLink>
      {job.isPending && (
        <LoadingPanels label={t('jobs.detail.loading')} titleWidth="50%" heights={[140, 240]} />
      )}
      {job.isError && !data && <LoadError title={t('jobs.detail.loadFailed')} query={job} />}
      {data && (
        <>
          <Box sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {t('jobs.detail.title', { id: data.id })}
              </Typography>
              <JobStatusChip status={data.status} size="medium" testId="job-status" />
            </Box>
            <Typography variant="h1" sx={{ ...pageTitleSx, mt: 1, overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
          </Box>
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
