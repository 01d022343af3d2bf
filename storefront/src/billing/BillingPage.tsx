import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD, PAYOUT_WAIT_DAYS } from '../../../common/constants';
import { pathFor } from '../../../common/routes';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { BillingQueryState } from './BillingQueryState';
import { useBillingHistory } from './billing-api';
import type { BillingEntry, BillingStatus } from './billing-api';
import { useFormat } from '../i18n/format';
import { PageHeading } from './PageHeading';
import { TermList } from './TermList';
import { useNarrowerThan } from '../preferences/use-viewport';
import {
  Alert,
  Chip,
  Container,
  LinkButton,
  Skeleton,
  Surface,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Text,
} from '../ui';
import type { ChipProps } from '../ui';
import styles from './BillingPage.module.css';

const STATUS_LOOK: Record<BillingStatus, ChipProps['variant']> = {
  pendingPayment: 'info',
  paid: 'success',
  rejected: 'error',
  refunded: 'warning',
  cancelled: 'outlined',
  duplicate: 'warning',
};

/** The history table's columns, in order; amounts align to the end. */
const HISTORY_COLUMNS = [
  { name: 'date', numeric: false },
  { name: 'concept', numeric: false },
  { name: 'role', numeric: false },
  { name: 'amount', numeric: true },
  { name: 'fee', numeric: true },
  { name: 'net', numeric: true },
  { name: 'status', numeric: false },
  { name: 'payout', numeric: false },
] as const;

function useEntryText() {
  const t = useT();
  const { money, date, percent } = useFormat();
  return (entry: BillingEntry) => {
    const received = entry.role === 'received';
    const amount = (value: number | null) => (value === null ? '—' : money(value, entry.currency));
    return {
      /** The rate the payment was charged at, as stored with it. */
      rate:
        received && entry.feeBps !== null
          ? t('billing.history.rate', { percent: percent(entry.feeBps) })
          : null,
      date: date(entry.paidAt ?? entry.createdAt),
      concept:
        entry.kind === 'job'
          ? t('billing.history.conceptJob', { id: entry.jobId ?? entry.id })
          : t('billing.history.conceptSubscription', { id: entry.subscriptionId ?? entry.id }),
      role: t(`billing.history.roles.${entry.role}`),
      amount: money(entry.amount, entry.currency),
      refunded: entry.refunded > 0 ? money(entry.refunded, entry.currency) : null,
      fee: received ? amount(entry.fee) : '—',
      net: received ? amount(entry.net) : '—',
      status: t(`billing.history.statuses.${entry.status}`),
      payout: received && entry.payoutAt ? date(entry.payoutAt) : '—',
    };
  };
}

function StatusChip({ entry, label }: { entry: BillingEntry; label: string }) {
  return (
    <Chip size="small" variant={STATUS_LOOK[entry.status]}>
      {label}
    </Chip>
  );
}

function HistoryTable({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <Surface className={styles.tableSheet}>
      <TableContainer label={t('billing.history.tableLabel')}>
        <Table
          aria-label={t('billing.history.tableLabel')}
          className={styles.table}
          data-testid="billing-table"
        >
          <TableHead>
            <TableRow>
              {HISTORY_COLUMNS.map(({ name, numeric }) => (
                <TableCell key={name} header scope="col" numeric={numeric}>
                  {t(`billing.history.columns.${name}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const row = text(entry);
              return (
                <TableRow key={entry.id} data-testid="billing-row">
                  <TableCell className={styles.nowrap}>{row.date}</TableCell>
                  <TableCell>{row.concept}</TableCell>
                  <TableCell>{row.role}</TableCell>
                  <TableCell numeric className={styles.nowrap}>
                    {row.amount}
                    {row.refunded && (
                      <Text
                        variant="caption"
                        className={styles.refunded}
                        data-testid="billing-refunded"
                      >
                        {t('billing.history.refunded', { amount: row.refunded })}
                      </Text>
                    )}
                  </TableCell>
                  <TableCell numeric className={styles.nowrap}>
                    {row.fee}
                    {row.rate && (
                      <Text variant="caption" tone="secondary" className={styles.rate}>
                        {row.rate}
                      </Text>
                    )}
                  </TableCell>
                  <TableCell numeric className={styles.net}>
                    {row.net}
                  </TableCell>
                  <TableCell>
                    <StatusChip entry={entry} label={row.status} />
                  </TableCell>
                  <TableCell className={styles.nowrap}>{row.payout}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Surface>
  );
}

/** Phones: one card per payment, the same facts as the table's row as a list of terms. */
function HistoryList({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <ul aria-label={t('billing.history.tableLabel')} className={styles.cards}>
      {entries.map((entry) => {
        const row = text(entry);
        const received = entry.role === 'received';
        return (
          <Surface as="li" key={entry.id} className={styles.entry} data-testid="billing-row">
            <div className={styles.entryHead}>
              <Text className={styles.entryConcept} strong>
                {row.concept}
              </Text>
              <StatusChip entry={entry} label={row.status} />
            </div>
            <TermList className={styles.facts}>
              <dt>{t('billing.history.columns.date')}</dt>
              <dd>{row.date}</dd>
              <dt>{t('billing.history.columns.role')}</dt>
              <dd>{row.role}</dd>
              <dt>{t('billing.history.columns.amount')}</dt>
              <dd>{row.amount}</dd>
              {row.refunded && (
                <>
                  <dt>{t('billing.history.columns.refunded')}</dt>
                  <dd className={styles.refunded} data-testid="billing-refunded">
                    {row.refunded}
                  </dd>
                </>
              )}
              {received && (
                <>
                  <dt>
                    {row.rate
                      ? `${t('billing.history.columns.fee')} (${row.rate})`
                      : t('billing.history.columns.fee')}
                  </dt>
                  <dd>{row.fee}</dd>
                  <dt>{t('billing.history.columns.net')}</dt>
                  <dd className={styles.factStrong}>{row.net}</dd>
                  <dt>{t('billing.history.columns.payout')}</dt>
                  <dd>{row.payout}</dd>
                </>
              )}
            </TermList>
          </Surface>
        );
      })}
    </ul>
  );
}

/** Refused or abandoned attempts: no money moved, so no fee, no net and no payout. */
function AttemptList({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <section aria-labelledby="billing-attempts" className={styles.attempts}>
      <Text variant="h2" id="billing-attempts" className={styles.attemptsTitle}>
        {t('billing.history.attemptsTitle')}
      </Text>
      <Text tone="secondary" className={styles.attemptsIntro}>
        {t('billing.history.attemptsIntro')}
      </Text>
      <ul className={styles.attemptList}>
        {entries.map((entry) => {
          const row = text(entry);
          return (
            <Surface
              as="li"
              key={entry.id}
              className={styles.attempt}
              data-testid="billing-attempt"
            >
              <Text className={styles.attemptConcept} strong>
                {row.concept}
              </Text>
              <Text tone="secondary">{row.date}</Text>
              <Text tone="secondary">
                {t(`billing.history.attemptRoles.${entry.role}`, { amount: row.amount })}
              </Text>
              <StatusChip entry={entry} label={row.status} />
            </Surface>
          );
        })}
      </ul>
    </section>
  );
}

/** A visitor: what the page is for, and signing in to come back to it. */
function SignInToSee() {
  const t = useT();
  const region = useRegion();
  return (
    <Surface className={styles.panel} data-testid="billing-visitor">
      <Text className={styles.panelText}>{t('billing.history.visitor')}</Text>
      <LinkButton
        variant="contained"
        render={
          <RouteLink
            to="signIn"
            search={nextSearch(pathFor('billing', region))}
            data-testid="billing-sign-in"
          />
        }
      >
        {t('billing.history.signIn')}
      </LinkButton>
    </Surface>
  );
}

/**
 * `facturacion`: the money made and received, with the fee each payment was charged at, the net
 * and when it is paid out; apart, the attempts that moved no money. A visitor reads what the
 * page is for and signs in.
 */
export default function BillingPage() {
  const t = useT();
  const { percent } = useFormat();
  usePageTitle(t('billing.history.title'));
  const phone = useNarrowerThan('md');
  const { status } = useSession();
  const history = useBillingHistory(status === 'signedIn');
  return (
    <Container padded="page" data-testid="billing-page">
      <PageHeading tight>{t('billing.history.title')}</PageHeading>
      <Text tone="secondary" className={styles.intro}>
        {t('billing.history.intro')}
      </Text>
      <Alert severity="info" role="note" className={styles.notes} data-testid="billing-notes">
        <Text className={styles.notesTitle}>
          {t('billing.history.payoutNote', { days: PAYOUT_WAIT_DAYS })}
        </Text>
        <Text variant="body2" className={styles.notesText}>
          {t('billing.history.feeNote', {
            premium: percent(FEE_BPS_PREMIUM),
            standard: percent(FEE_BPS_STANDARD),
          })}{' '}
          <RouteLink to="subscriptionLanding" className={styles.inheritLink}>
            {t('billing.history.premiumLink')}
          </RouteLink>
        </Text>
      </Alert>
      {status === 'signedOut' ? (
        <SignInToSee />
      ) : (
        <BillingQueryState
          query={history}
          section="history"
          loading={<Skeleton variant="rounded" height={200} />}
        >
          {({ data: entries, attempts }) => (
            <>
              {entries.length === 0 ? (
                <Surface className={styles.panel} data-testid="billing-empty">
                  <Text>{t('billing.history.empty')}</Text>
                </Surface>
              ) : phone ? (
                <HistoryList entries={entries} />
              ) : (
                <HistoryTable entries={entries} />
              )}
              {attempts.length > 0 && <AttemptList entries={attempts} />}
            </>
          )}
        </BillingQueryState>
      )}
    </Container>
  );
}
