import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { RouteName } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { PageHeading } from '../billing/PageHeading';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { JobStatusChip } from '../jobs/JobStatusChip';
import { MainAndSide, SectionPanel, useHalfLabel } from '../jobs/parts';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { ProskersOnly, usePersonName } from './parts';
import { useSellerHome } from './seller-api';
import type { SellerHome, SellerPendingJob, SellerWeekJob, SetupItem } from './seller-api';

/** Where each item of the checklist is done. */
const SETUP_LINKS: Record<SetupItem, RouteName> = {
  paymentAccount: 'settingsPayments',
  hours: 'agenda',
  whatsapp: 'settingsNotifications',
  profile: 'settings',
};

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 } as const;
const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** When a job is: its day and its hour, or its half of the day while the hour is not agreed. */
function useWhen() {
  const region = useRegion();
  const { fullDate: day, time } = useFormat();
  const half = useHalfLabel();
  return (job: { startDate: string; timeOfDay: SellerPendingJob['timeOfDay'] }) =>
    `${day(job.startDate, region)} · ${job.timeOfDay ? half(job.timeOfDay) : time(job.startDate, region)}`;
}

function JobLink({ id, title }: { id: number; title: string }) {
  return (
    <Link
      component={RouteLink}
      to="adminServiceDetail"
      params={{ query: id }}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {title}
    </Link>
  );
}

function PendingList({
  jobs,
  empty,
  testId,
}: {
  jobs: SellerPendingJob[];
  empty: string;
  testId: string;
}) {
  const t = useT();
  const name = usePersonName();
  const when = useWhen();
  const { money } = useFormat();
  if (jobs.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={listSx} data-testid={testId}>
      {jobs.map((job) => {
        // A new offer waits for the client to accept it; a new request for the prosker's answer.
        const waiting =
          job.status === 'new' && job.origin === 'offer'
            ? t('seller.home.pending.waiting.offer')
            : job.status === 'new' ||
                job.status === 'paymentRequired' ||
                job.status === 'proskerComplete' ||
                job.status === 'clientRejected'
              ? t(`seller.home.pending.waiting.${job.status}`)
              : null;
        return (
          <Box
            component="li"
            key={job.id}
            sx={rowSx}
            data-testid="pending-job"
            data-job-id={job.id}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Typography variant="body2" color="text.secondary">
                {t(`seller.home.pending.${job.origin}`, { name: name(job.client) })}
              </Typography>
              <JobLink id={job.id} title={job.title} />
              <Typography variant="body2">{when(job)}</Typography>
              {waiting && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {waiting}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {money(job.price, job.currency, { whole: true })}
              </Typography>
              <Button
                component={RouteLink}
                to="adminServiceDetail"
                params={{ query: job.id }}
                size="small"
                variant="outlined"
                aria-label={`${t('seller.home.openJob')}: ${job.title}`}
              >
                {t('seller.home.openJob')}
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function PendingPanel({ pending }: { pending: SellerHome['pending'] }) {
  const t = useT();
  return (
    <SectionPanel
      title={t('seller.home.pending.title')}
      testId="seller-pending"
      highlight={pending.waitingForYou.length > 0}
    >
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t('seller.home.pending.forYou')}
      </Typography>
      <PendingList
        jobs={pending.waitingForYou}
        empty={t('seller.home.pending.emptyForYou')}
        testId="waiting-for-you"
      />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
        {t('seller.home.pending.forClient')}
      </Typography>
      <PendingList
        jobs={pending.waitingForClient}
        empty={t('seller.home.pending.emptyForClient')}
        testId="waiting-for-client"
      />
      <Link component={RouteLink} to="adminServices" sx={{ display: 'inline-block', mt: 2 }}>
        {t('seller.home.pending.allJobs')}
      </Link>
    </SectionPanel>
  );
}

function WeekPanel({ jobs }: { jobs: SellerWeekJob[] }) {
  const t = useT();
  const name = usePersonName();
  const when = useWhen();
  return (
    <SectionPanel title={t('seller.home.week.title')} testId="seller-week">
      {jobs.length === 0 ? (
        <Typography color="text.secondary">{t('seller.home.week.empty')}</Typography>
      ) : (
        <Box component="ul" sx={listSx}>
          {jobs.map((job) => (
            <Box component="li" key={job.id} sx={rowSx}>
              <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
                <JobLink id={job.id} title={job.title} />
                <Typography variant="body2">{when(job)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('seller.home.week.with', { name: name(job.client) })}
                </Typography>
              </Box>
              <JobStatusChip status={job.status} />
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouteLink} to="agenda" sx={{ display: 'inline-block', mt: 2 }}>
        {t('seller.home.week.agenda')}
      </Link>
    </SectionPanel>
  );
}

function SetupPanel({ setup }: { setup: SellerHome['setup'] }) {
  const t = useT();
  const done = setup.items.filter((item) => item.done).length;
  return (
    <SectionPanel title={t('seller.home.setup.title')} testId="seller-setup">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {done === setup.items.length
          ? t('seller.home.setup.allDone')
          : t('seller.home.setup.progress', { done, total: setup.items.length })}
      </Typography>
      <Box component="ul" sx={listSx}>
        {setup.items.map(({ item, done: itemDone }) => (
          <Box
            component="li"
            key={item}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            data-testid={`setup-${item}`}
            data-done={itemDone}
          >
            {itemDone ? (
              <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <RadioButtonUncheckedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              {itemDone ? (
                <Typography>
                  {t(`seller.home.setup.items.${item}`, { percent: setup.profilePercent })}{' '}
                  <Chip size="small" color="success" label={t('seller.home.setup.done')} />
                </Typography>
              ) : (
                <Link component={RouteLink} to={SETUP_LINKS[item]}>
                  {t(`seller.home.setup.items.${item}`, { percent: setup.profilePercent })}
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionPanel>
  );
}

function ChatsPanel({ unread }: { unread: SellerHome['unread'] }) {
  const t = useT();
  const name = usePersonName();
  return (
    <SectionPanel title={t('seller.home.chats.title')} testId="seller-chats">
      {unread.conversations === 0 ? (
        <Typography color="text.secondary">{t('seller.home.chats.empty')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('seller.home.chats.count', { count: unread.conversations })}
          </Typography>
          <Box component="ul" sx={listSx}>
            {unread.data.map((chat) => (
              <Box component="li" key={chat.conversationId} sx={rowSx}>
                <Link
                  component={RouteLink}
                  to="chat"
                  params={{ conversationId: chat.conversationId }}
                  sx={{ fontWeight: 600 }}
                >
                  {name(chat.other)}
                </Link>
                <Chip
                  size="small"
                  color="primary"
                  label={t('seller.home.chats.unread', { count: chat.unread })}
                />
              </Box>
            ))}
          </Box>
        </>
      )}
      <Link component={RouteLink} to="chat" sx={{ display: 'inline-block', mt: 2 }}>
        {t('seller.home.chats.open')}
      </Link>
    </SectionPanel>
  );
}

function MoneyPanel({ earnings }: { earnings: SellerHome['earnings'] }) {
  const t = useT();
  const { money, date } = useFormat();
  return (
    <SectionPanel title={t('seller.home.money.title')} testId="seller-money">
      {earnings.totals.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('seller.home.money.empty')}
        </Typography>
      ) : (
        earnings.totals.map((total) => (
          <Box key={total.currency} sx={{ mb: 2 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, textAlign: 'end', whiteSpace: 'nowrap' },
              }}
            >
              <dt>{t('seller.home.money.paid')}</dt>
              <dd data-testid="money-paid">{money(total.paid, total.currency)}</dd>
              {total.refunded > 0 && (
                <>
                  <dt>{t('seller.home.money.refunded')}</dt>
                  <dd data-testid="money-refunded">− {money(total.refunded, total.currency)}</dd>
                </>
              )}
              <dt>{t('seller.home.money.fees')}</dt>
              <dd data-testid="money-fees">− {money(total.fees, total.currency)}</dd>
              <dt>{t('seller.home.money.net')}</dt>
              <Box component="dd" sx={{ fontWeight: 700 }} data-testid="money-net">
                {money(total.net, total.currency)}
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('seller.home.money.count', { count: total.count })}
            </Typography>
          </Box>
        ))
      )}
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        {t('seller.home.money.payoutsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('seller.home.money.payoutNote', { days: earnings.payoutWaitDays })}
      </Typography>
      {earnings.payouts.length === 0 ? (
        <Typography color="text.secondary">{t('seller.home.money.noPayouts')}</Typography>
      ) : (
        <Box component="ul" sx={{ ...listSx, gap: 0.5 }} data-testid="money-payouts">
          {earnings.payouts.map((payout) => (
            <li key={payout.paymentId}>
              {t('seller.home.money.payout', {
                date: date(payout.payoutAt),
                amount: money(payout.net, payout.currency),
              })}
            </li>
          ))}
        </Box>
      )}
      <Link component={RouteLink} to="billing" sx={{ display: 'inline-block', mt: 2 }}>
        {t('seller.home.money.more')}
      </Link>
    </SectionPanel>
  );
}

function Home({ home }: { home: SellerHome }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  // Until the business is set up, the checklist comes first on a phone.
  const setupFirst = phone && !home.setup.items.every((item) => item.done);
  const setup = <SetupPanel setup={home.setup} />;
  return (
    <MainAndSide side={360} gap={{ xs: 2, md: 3 }}>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        {setupFirst && setup}
        <PendingPanel pending={home.pending} />
        <WeekPanel jobs={home.week.jobs} />
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        {!setupFirst && setup}
        <ChatsPanel unread={home.unread} />
        <MoneyPanel earnings={home.earnings} />
      </Box>
    </MainAndSide>
  );
}

/** `mi-negocio`: a prosker's home, where they land after signing in. */
export default function SellerHomePage() {
  const t = useT();
  usePageTitle(t('seller.home.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="seller-home">
      <PageHeading tight>{t('seller.home.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('seller.home.intro')}
      </Typography>
      <ProskersOnly>
        <HomeContent />
      </ProskersOnly>
    </Container>
  );
}

function HomeContent() {
  const t = useT();
  const home = useSellerHome();
  return (
    <QueryState
      query={home}
      failed={t('seller.home.loadFailed')}
      retryLabel={t('seller.retry')}
      loadingLabel={t('seller.home.loading')}
      loading={
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[220, 160, 160].map((height, index) => (
            <Skeleton key={index} variant="rounded" height={height} />
          ))}
        </Box>
      }
    >
      {(data) => <Home home={data} />}
    </QueryState>
  );
}
