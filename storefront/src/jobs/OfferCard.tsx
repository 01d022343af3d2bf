/**
 * A prosker's offer as its card in the conversation, the same for both sides but for what each
 * may do: its state, what, when and for how much; the client accepts or declines it (then pays,
 * when it requires payment), its prosker withdraws it until then. Kept up to date by the job's
 * socket event and by the answer of each action.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { actionsNow, type JobStatus } from '../../../common/jobs';
import type { Currency } from '../../../common/regions';
import type { Schemas } from '../api/contract';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { JobActions } from './JobActions';
import { JobStatusChip } from './JobStatusChip';
import { regionOfCurrency } from './job-time';
import type { Job, JobRole } from './jobs-api';

export type OfferCardData = Schemas['OfferCard'];

/** The actions an offer's card offers: answering it, or withdrawing it. */
const CARD_ACTIONS = ['acceptOffer', 'declineOffer', 'withdrawOffer'];

/** A job as its offer card shows it (after an action, the job answered). */
export const offerCardOfJob = (job: Job): OfferCardData => ({
  jobId: job.id,
  title: job.title,
  description: job.description,
  price: job.price,
  currency: job.currency,
  startDate: job.startDate,
  timeOfDay: job.hourAgreed ? null : job.timeOfDay,
  requiresPayment: job.requiresPayment,
  status: job.status,
});

export function OfferCard({
  offer,
  role,
  onChanged,
}: {
  offer: OfferCardData;
  /** The viewer's side: the client answers, the prosker withdraws. */
  role: JobRole;
  onChanged: (offer: OfferCardData) => void;
}) {
  const t = useT();
  const { money, fullDate: day, time } = useFormat();
  const currency = offer.currency as Currency;
  const region = regionOfCurrency(currency);
  const status = offer.status as JobStatus;
  const job = {
    id: offer.jobId,
    role,
    actions: actionsNow({ status, startDate: offer.startDate, currency }, role).filter((action) =>
      CARD_ACTIONS.includes(action),
    ),
    timeOfDay: offer.timeOfDay,
    hourAgreed: offer.timeOfDay === null,
    startDate: offer.startDate,
    currency,
  };
  const when = offer.timeOfDay
    ? t('jobs.offer.cardWhenHalf', {
        date: day(offer.startDate, region),
        half: t(`jobs.halfNames.${offer.timeOfDay}`),
      })
    : t('jobs.offer.cardWhenHour', {
        date: day(offer.startDate, region),
        time: time(offer.startDate, region),
      });
  return (
    <Box
      component="article"
      aria-label={t('jobs.offer.cardLabel', { title: offer.title })}
      sx={{
        width: { xs: '100%', sm: 380 },
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        p: 1.5,
        display: 'grid',
        gap: 1,
      }}
      data-testid="offer-card"
      data-status={offer.status}
      data-job-id={offer.jobId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LocalOfferOutlinedIcon fontSize="small" color="primary" aria-hidden />
        <Typography variant="overline" sx={{ lineHeight: 1.5, flex: 1 }}>
          {role === 'prosker' ? t('jobs.offer.cardMine') : t('jobs.offer.cardTheirs')}
        </Typography>
        <JobStatusChip status={status} testId="offer-status" />
      </Box>
      <Typography
        variant="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {offer.title}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {offer.description}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="offer-price">
        {money(offer.price, currency, { whole: true })}
      </Typography>
      <Typography variant="body2">{when}</Typography>
      <Typography variant="body2" color="text.secondary">
        {offer.requiresPayment ? t('jobs.offer.cardPaid') : t('jobs.offer.cardUnpaid')}
      </Typography>
      {role === 'client' && status === 'paymentRequired' && (
        <Button
          component={RouteLink}
          to="servicePayment"
          params={{ serviceId: offer.jobId }}
          variant="contained"
          startIcon={<CreditCardIcon aria-hidden />}
          data-testid="offer-pay"
        >
          {t('jobs.detail.pay')}
        </Button>
      )}
      <JobActions job={job} onDone={(_action, moved) => onChanged(offerCardOfJob(moved))} />
      <Link
        component={RouteLink}
        to="adminServiceDetail"
        params={{ query: offer.jobId }}
        variant="body2"
        data-testid="offer-job-link"
      >
        {t('jobs.offer.viewJob')}
      </Link>
    </Box>
  );
}
