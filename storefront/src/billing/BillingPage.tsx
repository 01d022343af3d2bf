import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import { FEE_BPS_PREMIUM, FEE_BPS_STANDARD, PAYOUT_WAIT_DAYS } from '../../../common/constants';
import { pathFor } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { nextSearch } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { BillingQueryState } from './BillingQueryState';
import { useBillingHistory } from './billing-api';
import type { BillingEntry, BillingStatus } from './billing-api';
import { useFormat } from '../i18n/format';
import { PageHeading } from './PageHeading';
import { TermList } from './TermList';

const STATUS_COLOR: Record<BillingStatus, ChipProps['color']> = {
  pendingPayment: 'info',
  paid: 'success',
  rejected: 'error',
  refunded: 'warning',
  cancelled: 'default',
  duplicate: 'warning',
};

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
  return <Chip size="small" color={STATUS_COLOR[entry.status]} label={label} />;
}

function HistoryTable({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label={t('billing.history.tableLabel')} data-testid="billing-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.history.columns.date')}</TableCell>
            <TableCell>{t('billing.history.columns.concept')}</TableCell>
            <TableCell>{t('billing.history.columns.role')}</TableCell>
            <TableCell align="right">{t('billing.history.columns.amount')}</TableCell>
            <TableCell align="right">{t('billing.history.columns.fee')}</TableCell>
            <TableCell align="right">{t('billing.history.columns.net')}</TableCell>
            <TableCell>{t('billing.history.columns.status')}</TableCell>
            <TableCell>{t('billing.history.columns.payout')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const row = text(entry);
            return (
              <TableRow key={entry.id} data-testid="billing-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
                <TableCell>{row.concept}</TableCell>
                <TableCell>{row.role}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.amount}
                  {row.refunded && (
                    <Typography
                      variant="caption"
                      sx={{ display: 'block', color: 'warning.dark' }}
                      data-testid="billing-refunded"
                    >
                      {t('billing.history.refunded', { amount: row.refunded })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.fee}
                  {row.rate && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.rate}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {row.net}
                </TableCell>
                <TableCell>
                  <StatusChip entry={entry} label={row.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.payout}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per payment, the same facts as the table's row as a list of terms. */
function HistoryList({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <Box
      component="ul"
      aria-label={t('billing.history.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {entries.map((entry) => {
        const row = text(entry);
        const received = entry.role === 'received';
        return (
          <Paper
            component="li"
            variant="outlined"
            key={entry.id}
            sx={{ p: 2, borderRadius: 3 }}
            data-testid="billing-row"
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography sx={{ fontWeight: 700, flex: 1 }}>{row.concept}</Typography>
              <StatusChip entry={entry} label={row.status} />
            </Box>
            <TermList
              sx={{
                columnGap: 2,
                rowGap: 0.25,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, textAlign: 'end' },
              }}
            >
              <dt>{t('billing.history.columns.date')}</dt>
              <dd>{row.date}</dd>
              <dt>{t('billing.history.columns.role')}</dt>
              <dd>{row.role}</dd>
              <dt>{t('billing.history.columns.amount')}</dt>
              <dd>{row.amount}</dd>
              {row.refunded && (
                <>
                  <dt>{t('billing.history.columns.refunded')}</dt>
                  <Box component="dd" sx={{ color: 'warning.dark' }} data-testid="billing-refunded">
                    {row.refunded}
                  </Box>
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
                  <Box component="dd" sx={{ fontWeight: 700 }}>
                    {row.net}
                  </Box>
                  <dt>{t('billing.history.columns.payout')}</dt>
                  <dd>{row.payout}</dd>
                </>
              )}
            </TermList>
          </Paper>
        );
      })}
    </Box>
  );
}

/** Refused or abandoned attempts: no money moved, so no fee, no net and no payout. */
function AttemptList({ entries }: { entries: BillingEntry[] }) {
  const t = useT();
  const text = useEntryText();
  return (
    <Box component="section" aria-labelledby="billing-attempts" sx={{ mt: 4 }}>
      <Typography variant="h2" id="billing-attempts" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('billing.history.attemptsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.history.attemptsIntro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {entries.map((entry) => {
          const row = text(entry);
          return (
            <Paper
              component="li"
              variant="outlined"
              key={entry.id}
              sx={{
                px: 2,
                py: 1.5,
                borderRadius: 3,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
              }}
              data-testid="billing-attempt"
            >
              <Typography sx={{ fontWeight: 600, flex: '1 1 12rem' }}>{row.concept}</Typography>
              <Typography color="text.secondary">{row.date}</Typography>
              <Typography color="text.secondary">
                {t(`billing.history.attemptRoles.${entry.role}`, { amount: row.amount })}
              </Typography>
              <StatusChip entry={entry} label={row.status} />
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

/** A visitor: what the page is for, and signing in to come back to it. */
function SignInToSee() {
  const t = useT();
  const region = useRegion();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} data-testid="billing-visitor">
      <Typography sx={{ mb: 2 }}>{t('billing.history.visitor')}</Typography>
      <Button
        component={RouteLink}
        to="signIn"
        search={nextSearch(pathFor('billing', region))}
        variant="contained"
        data-testid="billing-sign-in"
      >
        {t('billing.history.signIn')}
      </Button>
    </Paper>
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { status } = useSession();
  const history = useBillingHistory(status === 'signedIn');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="billing-page">
      <PageHeading mb={1}>{t('billing.history.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('billing.history.intro')}
      </Typography>
      <Alert
        severity="info"
        icon={<InfoOutlinedIcon aria-hidden />}
        sx={{ mb: 3 }}
        data-testid="billing-notes"
      >
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {t('billing.history.payoutNote', { days: PAYOUT_WAIT_DAYS })}
        </Typography>
        <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
          {t('billing.history.feeNote', {
            premium: percent(FEE_BPS_PREMIUM),
            standard: percent(FEE_BPS_STANDARD),
          })}{' '}
          <Link component={RouteLink} to="subscriptionLanding" color="inherit">
            {t('billing.history.premiumLink')}
          </Link>
        </Typography>
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
                <Paper
                  variant="outlined"
                  sx={{ p: 3, borderRadius: 3 }}
                  data-testid="billing-empty"
                >
                  <Typography>{t('billing.history.empty')}</Typography>
                </Paper>
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
