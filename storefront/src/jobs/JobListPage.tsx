import AddIcon from 'plain-icon:Add';
import StorefrontIcon from 'plain-icon:Storefront';
import { useSearchParams } from 'react-router-dom';
import { JOB_STATUSES } from '../../../common/jobs';
import type { JobStatus } from '../../../common/jobs';
import { usePageTitle } from '../seo/use-page-title';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { NotFoundPage } from '../not-found';
import { useSignedInUser } from '../session/session';
import { JobStatusChip } from './JobStatusChip';
import { regionOfCurrency } from './job-time';
import { useJobs } from './jobs-api';
import type { JobListItem, JobRole } from './jobs-api';
import { centeredSpreadRowClass, LoadError, pageTitleClass, useWhenLabel } from './parts';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { SavedDataBanner } from '../pwa/SavedDataBanner';
import { ClosedWeekWarning } from '../agenda/AgendaHours';
import { partyName } from '../profiles/ProfileCard';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardLink,
  Container,
  LinkButton,
  Select,
  Skeleton,
  Text,
} from '../ui';
import styles from './JobListPage.module.css';

const isStatus = (value: string | null): value is JobStatus =>
  value !== null && (JOB_STATUSES as readonly string[]).includes(value);

function JobCard({ job }: { job: JobListItem }) {
  const t = useT();
  const { money, fullDate: day } = useFormat();
  const whenLabel = useWhenLabel();
  const when = `${day(job.startDate, regionOfCurrency(job.currency))} · ${whenLabel(job)}`;
  // The card is one link, named by all it shows (its number, title, date, state and price).
  return (
    <Card as="article" data-testid="job-card" data-job-id={job.id}>
      <CardLink render={<RouteLink to="adminServiceDetail" params={{ query: job.id }} />}>
        <CardContent className={styles.cardContent}>
          <div className={styles.main}>
            <Text variant="caption" tone="secondary" as="p">
              {t('jobs.list.jobNumber', { id: job.id })}
            </Text>
            <h2 className={styles.title}>{job.title}</h2>
            <Text variant="body2" tone="secondary" className={styles.when}>
              {when}
            </Text>
            {job.counterpart && (
              <Text variant="body2" tone="secondary" data-testid="job-counterpart">
                {t('jobs.list.with', {
                  name: partyName(
                    job.counterpart,
                    t(job.role === 'client' ? 'closedAccount.prosker' : 'closedAccount.client'),
                  ),
                })}
              </Text>
            )}
          </div>
          <div className={styles.side}>
            <JobStatusChip status={job.status} testId="job-status" />
            <p className={styles.price}>{money(job.price, job.currency, { whole: true })}</p>
          </div>
        </CardContent>
      </CardLink>
    </Card>
  );
}

function JobList({ role, status }: { role: JobRole; status: JobStatus | null }) {
  const t = useT();
  const jobs = useJobs(role, status);
  const [, setSearch] = useSearchParams();
  if (jobs.isPending) {
    return (
      <div aria-busy="true" aria-label={t('jobs.list.loading')} className={styles.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </div>
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
              <Button tone="inherit" size="small" onClick={() => setSearch({})}>
                {t('jobs.list.showAll')}
              </Button>
            ) : role === 'client' ? (
              <LinkButton tone="inherit" size="small" render={<RouteLink to="profiles" />}>
                {t('jobs.list.findProskers')}
              </LinkButton>
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
      <ul aria-label={t('jobs.list.listLabel')} className={styles.list}>
        {items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
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
    <Container size="md" padded="page" data-testid="jobs-page">
      <div className={`${centeredSpreadRowClass} ${styles.titleRow}`}>
        <h1 className={pageTitleClass}>{t(title)}</h1>
        {role === 'prosker' && (
          <div className={styles.actions}>
            <LinkButton
              variant="outlined"
              tone="primary"
              startIcon={<StorefrontIcon />}
              render={<RouteLink to="settingsServices" />}
            >
              {t('jobs.list.myServices')}
            </LinkButton>
            <LinkButton
              variant="contained"
              tone="primary"
              startIcon={<AddIcon />}
              render={<RouteLink to="jobCreate" />}
            >
              {t('jobs.list.newJob')}
            </LinkButton>
          </div>
        )}
      </div>
      <Text tone="secondary" className={styles.intro}>
        {role === 'client' ? t('jobs.list.clientIntro') : t('jobs.list.proskerIntro')}
      </Text>
      {role === 'prosker' && <ClosedWeekWarning />}
      <div className={styles.filter} data-testid="status-filter">
        <Select
          label={t('jobs.list.statusFilter')}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            setSearch(next ? { status: next } : {});
          }}
          size="small"
          fullWidth
          empty={t('jobs.list.allStatuses')}
          options={JOB_STATUSES.map((value) => ({ value, label: t(`jobs.status.${value}`) }))}
        />
      </div>
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
