import CheckCircleIcon from 'plain-icon:CheckCircle';
import RadioButtonUncheckedIcon from 'plain-icon:RadioButtonUnchecked';
import type { RouteName } from '../../../common/routes';
import { usePageTitle } from '../seo/use-page-title';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { JobStatusChip } from '../jobs/JobStatusChip';
import { MainAndSide, SectionPanel, useHalfLabel } from '../jobs/parts';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { useNarrowerThan } from '../preferences/use-viewport';
import { Chip, Container, LinkButton, Skeleton, Text, linkClass } from '../ui';
import { ProskersOnly, usePersonName } from './parts';
import { useSellerHome } from './seller-api';
import type { SellerHome, SellerPendingJob, SellerWeekJob, SetupItem } from './seller-api';
import styles from './seller.module.css';

/** Where each item of the checklist is done. */
const SETUP_LINKS: Record<SetupItem, RouteName> = {
  paymentAccount: 'settingsPayments',
  hours: 'agenda',
  whatsapp: 'settingsNotifications',
  profile: 'settings',
};

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
    <RouteLink
      to="adminServiceDetail"
      params={{ query: id }}
      className={`${linkClass} ${styles.jobLink}`}
    >
      {title}
    </RouteLink>
  );
}

/** The way on from a panel: a link under its content. */
function MoreLink({ to, children }: { to: RouteName; children: string }) {
  return (
    <RouteLink to={to} className={`${linkClass} ${styles.more}`}>
      {children}
    </RouteLink>
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
      <Text tone="secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <ul className={styles.list} data-testid={testId}>
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
          <li key={job.id} className={styles.row} data-testid="pending-job" data-job-id={job.id}>
            <div className={styles.rowMain}>
              <Text variant="body2" tone="secondary">
                {t(`seller.home.pending.${job.origin}`, { name: name(job.client) })}
              </Text>
              <JobLink id={job.id} title={job.title} />
              <Text variant="body2">{when(job)}</Text>
              {waiting && (
                <Text variant="body2" strong>
                  {waiting}
                </Text>
              )}
            </div>
            <div className={styles.rowEnd}>
              <Text className={styles.price}>
                {money(job.price, job.currency, { whole: true })}
              </Text>
              <LinkButton
                render={
                  <RouteLink
                    to="adminServiceDetail"
                    params={{ query: job.id }}
                    aria-label={`${t('seller.home.openJob')}: ${job.title}`}
                  />
                }
                size="small"
                variant="outlined"
              >
                {t('seller.home.openJob')}
              </LinkButton>
            </div>
          </li>
        );
      })}
    </ul>
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
      <Text variant="h3" className={styles.subTitle}>
        {t('seller.home.pending.forYou')}
      </Text>
      <PendingList
        jobs={pending.waitingForYou}
        empty={t('seller.home.pending.emptyForYou')}
        testId="waiting-for-you"
      />
      <Text variant="h3" className={`${styles.subTitle} ${styles.subTitleAfter}`}>
        {t('seller.home.pending.forClient')}
      </Text>
      <PendingList
        jobs={pending.waitingForClient}
        empty={t('seller.home.pending.emptyForClient')}
        testId="waiting-for-client"
      />
      <MoreLink to="adminServices">{t('seller.home.pending.allJobs')}</MoreLink>
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
        <Text tone="secondary">{t('seller.home.week.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.id} className={styles.row}>
              <div className={styles.weekMain}>
                <JobLink id={job.id} title={job.title} />
                <Text variant="body2">{when(job)}</Text>
                <Text variant="body2" tone="secondary">
                  {t('seller.home.week.with', { name: name(job.client) })}
                </Text>
              </div>
              <JobStatusChip status={job.status} />
            </li>
          ))}
        </ul>
      )}
      <MoreLink to="agenda">{t('seller.home.week.agenda')}</MoreLink>
    </SectionPanel>
  );
}

function SetupPanel({ setup }: { setup: SellerHome['setup'] }) {
  const t = useT();
  const done = setup.items.filter((item) => item.done).length;
  return (
    <SectionPanel title={t('seller.home.setup.title')} testId="seller-setup">
      <Text tone="secondary" className={styles.spaced}>
        {done === setup.items.length
          ? t('seller.home.setup.allDone')
          : t('seller.home.setup.progress', { done, total: setup.items.length })}
      </Text>
      <ul className={styles.list}>
        {setup.items.map(({ item, done: itemDone }) => (
          <li
            key={item}
            className={styles.setupItem}
            data-testid={`setup-${item}`}
            data-done={itemDone}
          >
            {itemDone ? (
              <CheckCircleIcon className={`${styles.mark} ${styles.done}`} />
            ) : (
              <RadioButtonUncheckedIcon className={styles.mark} />
            )}
            <div className={styles.setupText}>
              {itemDone ? (
                <Text>
                  {t(`seller.home.setup.items.${item}`, { percent: setup.profilePercent })}{' '}
                  <Chip size="small" variant="success">
                    {t('seller.home.setup.done')}
                  </Chip>
                </Text>
              ) : (
                <RouteLink to={SETUP_LINKS[item]} className={linkClass}>
                  {t(`seller.home.setup.items.${item}`, { percent: setup.profilePercent })}
                </RouteLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionPanel>
  );
}

function ChatsPanel({ unread }: { unread: SellerHome['unread'] }) {
  const t = useT();
  const name = usePersonName();
  return (
    <SectionPanel title={t('seller.home.chats.title')} testId="seller-chats">
      {unread.conversations === 0 ? (
        <Text tone="secondary">{t('seller.home.chats.empty')}</Text>
      ) : (
        <>
          <Text className={styles.spaced}>
            {t('seller.home.chats.count', { count: unread.conversations })}
          </Text>
          <ul className={styles.list}>
            {unread.data.map((chat) => (
              <li key={chat.conversationId} className={styles.row}>
                <RouteLink
                  to="chat"
                  params={{ conversationId: chat.conversationId }}
                  className={`${linkClass} ${styles.strongLink}`}
                >
                  {name(chat.other)}
                </RouteLink>
                <Chip size="small" variant="filled">
                  {t('seller.home.chats.unread', { count: chat.unread })}
                </Chip>
              </li>
            ))}
          </ul>
        </>
      )}
      <MoreLink to="chat">{t('seller.home.chats.open')}</MoreLink>
    </SectionPanel>
  );
}

function MoneyPanel({ earnings }: { earnings: SellerHome['earnings'] }) {
  const t = useT();
  const { money, date } = useFormat();
  return (
    <SectionPanel title={t('seller.home.money.title')} testId="seller-money">
      {earnings.totals.length === 0 ? (
        <Text tone="secondary" className={styles.spaced}>
          {t('seller.home.money.empty')}
        </Text>
      ) : (
        earnings.totals.map((total) => (
          <div key={total.currency} className={styles.currency}>
            <dl className={styles.money}>
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
              <dd className={styles.net} data-testid="money-net">
                {money(total.net, total.currency)}
              </dd>
            </dl>
            <Text variant="body2" tone="secondary" className={styles.count}>
              {t('seller.home.money.count', { count: total.count })}
            </Text>
          </div>
        ))
      )}
      <Text variant="h3" className={`${styles.subTitle} ${styles.subTitleTight}`}>
        {t('seller.home.money.payoutsTitle')}
      </Text>
      <Text variant="body2" tone="secondary" className={styles.spaced}>
        {t('seller.home.money.payoutNote', { days: earnings.payoutWaitDays })}
      </Text>
      {earnings.payouts.length === 0 ? (
        <Text tone="secondary">{t('seller.home.money.noPayouts')}</Text>
      ) : (
        <ul className={styles.tightList} data-testid="money-payouts">
          {earnings.payouts.map((payout) => (
            <li key={payout.paymentId}>
              {t('seller.home.money.payout', {
                date: date(payout.payoutAt),
                amount: money(payout.net, payout.currency),
              })}
            </li>
          ))}
        </ul>
      )}
      <MoreLink to="billing">{t('seller.home.money.more')}</MoreLink>
    </SectionPanel>
  );
}

function Home({ home }: { home: SellerHome }) {
  const phone = useNarrowerThan('md');
  // Until the business is set up, the checklist comes first on a phone.
  const setupFirst = phone && !home.setup.items.every((item) => item.done);
  const setup = <SetupPanel setup={home.setup} />;
  return (
    <MainAndSide side={360} gap={{ xs: 2, md: 3 }}>
      <div className={`${styles.column} ${styles.homeColumn}`}>
        {setupFirst && setup}
        <PendingPanel pending={home.pending} />
        <WeekPanel jobs={home.week.jobs} />
      </div>
      <div className={`${styles.column} ${styles.homeColumn}`}>
        {!setupFirst && setup}
        <ChatsPanel unread={home.unread} />
        <MoneyPanel earnings={home.earnings} />
      </div>
    </MainAndSide>
  );
}

/** `mi-negocio`: a prosker's home, where they land after signing in. */
export default function SellerHomePage() {
  const t = useT();
  usePageTitle(t('seller.home.title'));
  return (
    <Container padded="page" data-testid="seller-home">
      <Text variant="h1" className={styles.title}>
        {t('seller.home.title')}
      </Text>
      <Text tone="secondary" className={styles.intro}>
        {t('seller.home.intro')}
      </Text>
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
        <div className={styles.column}>
          {[220, 160, 160].map((height, index) => (
            <Skeleton key={index} variant="rounded" height={height} />
          ))}
        </div>
      }
    >
      {(data) => <Home home={data} />}
    </QueryState>
  );
}
