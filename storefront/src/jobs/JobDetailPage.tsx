import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { FINAL_STATUSES } from '../../../common/jobs';
import { ApiError } from '../api/api-client';
import { usePageTitle } from '../app/use-page-title';
import { useFormat } from '../billing/format';
import { categoryName, useCategories } from '../categories/use-categories';
import { FormAlert } from '../forms/FormAlert';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { fullName } from '../profiles/ProfileCard';
import { NotFoundPage } from '../routing/pages';
import { RouteLink } from '../routing/RouteLink';
import { ImageThumb } from './ImagePicker';
import type { UserAction } from './JobActions';
import { JobActions } from './JobActions';
import { JobFeePanel } from './JobFeePanel';
import { JobHistory } from './JobHistory';
import { JobReview } from './JobReview';
import { JobStatusChip } from './JobStatusChip';
import { regionOfCurrency, useJobFormat } from './job-time';
import { useJob, useReasons } from './jobs-api';
import type { JobDetail } from './jobs-api';
import { Fact, LoadError, pageTitleSx, sectionTitleSx, useHalfLabel, SectionPanel } from './parts';
import { FactGrid } from '../layout/grids';

/** While a payment waits for Mercado Pago's notification, the job is asked for this often. */
const PAYMENT_POLL_MS = 3000;
/** `?payment=processing`: the checkout sent a payment; it survives a reload. */
const PROCESSING = 'processing';

function Facts({ job }: { job: JobDetail }) {
  const t = useT();
  const { money } = useFormat();
  const { dateTime } = useJobFormat();
  const { language } = useLanguage();
  const halfLabel = useHalfLabel();
  const categories = useCategories();
  const region = regionOfCurrency(job.currency);
  const category = categories.data?.find((c) => c.id === job.categoryId);
  return (
    <SectionPanel title={t('jobs.detail.details')}>
      <FactGrid>
        <Fact term={t('jobs.detail.start')} testId="job-start">
          {dateTime(job.startDate, region)}
        </Fact>
        <Fact term={t('jobs.detail.end')}>{dateTime(job.endDate, region)}</Fact>
        {job.timeOfDay && (
          <Fact term={t('jobs.detail.half')} testId="job-half">
            {halfLabel(job.timeOfDay)}
          </Fact>
        )}
        <Fact term={t('jobs.detail.price')} testId="job-price">
          {money(job.price, job.currency)}
        </Fact>
        {job.role === 'prosker' && job.cost !== null && (
          <Fact term={t('jobs.detail.cost')}>{money(job.cost, job.currency)}</Fact>
        )}
        {category && (
          <Fact term={t('jobs.detail.category')}>{categoryName(category, language)}</Fact>
        )}
        <Fact term={t('jobs.detail.prosker')} testId="job-prosker">
          {job.prosker ? (
            <Link component={RouteLink} to="profile" params={{ query: job.prosker.username }}>
              {fullName(job.prosker)}
            </Link>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term={t('jobs.detail.client')} testId="job-client">
          {job.client
            ? `${fullName(job.client)} (${t('jobs.detail.clientNumber', { id: job.client.id })})`
            : '—'}
        </Fact>
        <Fact term={t('jobs.detail.appointment')}>
          {job.requiresAppointment ? t('jobs.yes') : t('jobs.no')}
        </Fact>
        <Fact term={t('jobs.detail.payment')}>
          {job.requiresPayment ? t('jobs.yes') : t('jobs.no')}
        </Fact>
      </FactGrid>
    </SectionPanel>
  );
}

/** Why it was cancelled or disputed, in the reason's words and the person's comment. */
function ReasonNote({ job }: { job: JobDetail }) {
  const t = useT();
  const cancelled = job.cancellationReasonId !== null;
  const disputed = job.helpReasonId !== null;
  const cancellation = useReasons('cancellation', null, cancelled);
  const help = useReasons('help', job.role, disputed);
  if (!cancelled && !disputed) return null;
  const reason = cancelled
    ? cancellation.data?.find((r) => r.id === job.cancellationReasonId)
    : help.data?.find((r) => r.id === job.helpReasonId);
  const note = cancelled ? job.cancellationNote : job.helpNote;
  return (
    <Alert severity={cancelled ? 'warning' : 'error'} variant="outlined" data-testid="job-reason">
      <strong>{cancelled ? t('jobs.detail.cancellation') : t('jobs.detail.dispute')}:</strong>{' '}
      {reason?.name ?? '…'}
      {note && (
        <Box component="span" sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-line' }}>
          {note}
        </Box>
      )}
    </Alert>
  );
}

function Detail({ job, processing }: { job: JobDetail; processing: boolean }) {
  const t = useT();
  const [done, setDone] = useState<UserAction | null>(null);
  const payable = job.role === 'client' && job.status === 'paymentRequired';
  const showFee = job.role === 'prosker' && job.requiresPayment;
  const hasActions =
    job.actions.length > 0 || payable || (job.role === 'prosker' && job.status === 'new');
  // A finished job has nothing left to do: no panel that says so.
  const showActions = hasActions || done !== null || !FINAL_STATUSES.includes(job.status);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
        {showActions && (
          <SectionPanel title={t('jobs.detail.actionsTitle')} testId="job-actions-panel">
            {done && (
              <FormAlert severity="success" data-testid="action-done" onClose={() => setDone(null)}>
                {t(`jobs.actionDone.${done}`)}
              </FormAlert>
            )}
            {payable && processing && (
              <FormAlert severity="info" data-testid="payment-processing">
                {t('jobs.detail.paymentProcessing')}
              </FormAlert>
            )}
            {payable && !processing && (
              <Box sx={{ mb: 2 }}>
                <Typography sx={{ mb: 1 }}>{t('jobs.detail.payNote')}</Typography>
                <Button
                  component={RouteLink}
                  to="servicePayment"
                  params={{ serviceId: job.id }}
                  variant="contained"
                  size="large"
                  startIcon={<CreditCardIcon aria-hidden />}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                  data-testid="pay-job"
                >
                  {t('jobs.detail.pay')}
                </Button>
              </Box>
            )}
            {job.role === 'prosker' && job.status === 'paymentRequired' && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('jobs.detail.waitingPayment')}
              </Typography>
            )}
            <JobActions
              job={job}
              onDone={(action) => {
                setDone(action);
              }}
            />
            {job.role === 'prosker' && job.status === 'new' && (
              <Button
                component={RouteLink}
                to="jobEdit"
                params={{ jobId: job.id }}
                startIcon={<EditOutlinedIcon aria-hidden />}
                sx={{ mt: 1 }}
              >
                {t('jobs.detail.edit')}
              </Button>
            )}
            {!hasActions && !done && (
              <Typography color="text.secondary">{t('jobs.detail.noActions')}</Typography>
            )}
          </SectionPanel>
        )}
        {showFee && <JobFeePanel job={job} />}
        <JobReview job={job} />
        <ReasonNote job={job} />
        <Box component="section" aria-labelledby="job-description">
          <Typography variant="h2" id="job-description" sx={sectionTitleSx}>
            {t('jobs.detail.description')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            {job.image && (
              <ImageThumb
                image={job.image}
                alt={t('jobs.image.of', { title: job.title })}
                size={{ xs: 96, sm: 160 }}
                testId="job-image"
                linked
              />
            )}
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
              {job.description}
            </Typography>
          </Box>
        </Box>
        <Facts job={job} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}>
        <JobHistory entries={job.history} region={regionOfCurrency(job.currency)} />
      </Box>
    </Box>
  );
}

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
      <Link
        component={RouteLink}
        to={role === 'prosker' ? 'adminServices' : 'myOrders'}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {t('jobs.detail.back')}
      </Link>
      {job.isPending && (
        <Box
          aria-busy="true"
          aria-label={t('jobs.detail.loading')}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2.25rem' }} />
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      {job.isError && !data && (
        <LoadError
          title={t('jobs.detail.loadFailed')}
          error={job.error}
          onRetry={() => void job.refetch()}
        />
      )}
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
