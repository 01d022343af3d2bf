import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useSearchParams } from 'react-router-dom';
import { JOB_STATUSES } from '../../../common/jobs';
import type { JobStatus } from '../../../common/jobs';
import { usePageTitle } from '../app/use-page-title';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { NotFoundPage } from '../routing/pages';
import { useSignedInUser } from '../session/session';
import { JobStatusChip } from './JobStatusChip';
import { regionOfCurrency } from './job-time';
import { useJobs } from './jobs-api';
import type { JobListItem, JobRole } from './jobs-api';
import { LoadError, pageTitleSx, spreadRowSx, useWhenLabel } from './parts';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { SavedDataBanner } from '../pwa/SavedDataBanner';
import { ClosedWeekWarning } from '../agenda/AgendaHours';
import { partyName } from '../profiles/ProfileCard';

const isStatus = (value: string | null): value is JobStatus =>
  value !== null && (JOB_STATUSES as readonly string[]).includes(value);

function JobCard({ job }: { job: JobListItem }) {
  const t = useT();
  const { money, fullDate: day } = useFormat();
  const whenLabel = useWhenLabel();
  const when = `${day(job.startDate, regionOfCurrency(job.currency))} · ${whenLabel(job)}`;
  return (
    <Card variant="outlined" component="article" data-testid="job-card" data-job-id={job.id}>
      <CardActionArea
        component={RouteLink}
        to="adminServiceDetail"
        params={{ query: job.id }}
        aria-label={`${t('jobs.list.open')}: ${job.title}`}
      >
        <CardContent
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t('jobs.list.jobNumber', { id: job.id })}
            </Typography>
            <Typography
              variant="h2"
              sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {job.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {when}
            </Typography>
            {job.counterpart && (
              <Typography variant="body2" color="text.secondary" data-testid="job-counterpart">
                {t('jobs.list.with', {
                  name: partyName(
                    job.counterpart,
                    t(job.role === 'client' ? 'closedAccount.prosker' : 'closedAccount.client'),
                  ),
                })}
              </Typography>
            )}
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', sm: 'column' },
              alignItems: { xs: 'center', sm: 'flex-end' },
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <JobStatusChip status={job.status} testId="job-status" />
            <Typography sx={{ fontWeight: 700 }}>
              {money(job.price, job.currency, { whole: true })}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function JobList({ role, status }: { role: JobRole; status: JobStatus | null }) {
  const t = useT();
  const jobs = useJobs(role, status);
  const [, setSearch] = useSearchParams();
  if (jobs.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('jobs.list.loading')} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  if (jobs.isError) {
    return <LoadError title={t('jobs.list.loadFailed')} query={jobs} />;
  }
  const items = jobs.data.pages.flatMap((page) => page.data);
  const banner = (
    <SavedDataBanner
      savedAt={jobs.data.pages[0]?.savedAt}
      text={(when) => t('jobs.list.offline', when)}
      testId="jobs-offline-banner"
    />
  );
  if (items.length === 0) {
    return (
      <>
        {banner}
        <Alert
          severity="info"
          data-testid="jobs-empty"
          action={
            status ? (
              <Button color="inherit" size="small" onClick={() => setSearch({})}>
                {t('jobs.list.showAll')}
              </Button>
            ) : role === 'client' ? (
              <Button color="inherit" size="small" component={RouteLink} to="profiles">
                {t('jobs.list.findProskers')}
              </Button>
            ) : undefined
          }
        >
          {status
            ? t('jobs.list.emptyFiltered')
            : role === 'client'
              ? t('jobs.list.emptyClient')
              : t('jobs.list.emptyProsker')}
        </Alert>
      </>
    );
  }
  return (
    <>
      {banner}
      <Box
        component="ul"
        aria-label={t('jobs.list.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </Box>
      <LoadMoreButton
        pages={jobs}
        label={t('jobs.list.loadMore')}
        testId="jobs-load-more"
        centered
      />
    </>
  );
}

function JobListPage({ role, title }: { role: JobRole; title: StorefrontKey }) {
  const t = useT();
  const user = useSignedInUser();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = isStatus(raw) ? raw : null;
  usePageTitle(t(title));
  if (role === 'prosker' && user.role !== 'prosker') return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="jobs-page">
      <Box sx={{ ...spreadRowSx('center', 2), mb: 1 }}>
        <Typography variant="h1" sx={pageTitleSx}>
          {t(title)}
        </Typography>
        {role === 'prosker' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              component={RouteLink}
              to="settingsServices"
              variant="outlined"
              startIcon={<StorefrontIcon aria-hidden />}
            >
              {t('jobs.list.myServices')}
            </Button>
            <Button
              component={RouteLink}
              to="jobCreate"
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
            >
              {t('jobs.list.newJob')}
            </Button>
          </Box>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {role === 'client' ? t('jobs.list.clientIntro') : t('jobs.list.proskerIntro')}
      </Typography>
      {role === 'prosker' && <ClosedWeekWarning />}
      <TextField
        select
        label={t('jobs.list.statusFilter')}
        value={status ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          setSearch(next ? { status: next } : {});
        }}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 3, minWidth: 240 }}
        data-testid="status-filter"
      >
        <option value="">{t('jobs.list.allStatuses')}</option>
        {JOB_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`jobs.status.${value}`)}
          </option>
        ))}
      </TextField>
      <JobList role={role} status={status} />
    </Container>
  );
}

/** `mis-ordenes`: the jobs the user hired (orders). */
export function MyOrdersPage() {
  return <JobListPage role="client" title="jobs.list.ordersTitle" />;
}

/** `servicios-contratados`: the same list under the spec's other name. */
export function HiredServicesPage() {
  return <JobListPage role="client" title="jobs.list.hiredTitle" />;
}

/** `admin-servicios`: the prosker's jobs, filtered by `?status=`. */
export function ProskerJobsPage() {
  return <JobListPage role="prosker" title="jobs.list.proskerTitle" />;
}
