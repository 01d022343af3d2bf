/**
 * A prosker's offer as its card in the conversation, the same for both sides but for what each
 * may do: its state, what, when and for how much; the client accepts or declines it (then pays,
 * when it requires payment), its prosker withdraws it until then. Kept up to date by the job's
 * socket event and by the answer of each action.
 */
import CreditCardIcon from 'plain-icon:CreditCard';
import LocalOfferOutlinedIcon from 'plain-icon:LocalOfferOutlined';
import { actionsNow, type JobStatus } from '../../../common/jobs';
import type { Currency } from '../../../common/regions';
import type { Schemas } from '../api/contract';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { LinkButton, Text, linkClass } from '../ui';
import { JobActions } from './JobActions';
import styles from './Offer.module.css';
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
  heading,
}: {
  offer: OfferCardData;
  /** The viewer's side: the client answers, the prosker withdraws. */
  role: JobRole;
  onChanged: (offer: OfferCardData) => void;
  /** The title's level: one under the conversation's heading. */
  heading: 'h2' | 'h3';
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
    <article
      aria-label={t('jobs.offer.cardLabel', { title: offer.title })}
      className={styles.card}
      data-testid="offer-card"
      data-status={offer.status}
      data-job-id={offer.jobId}
    >
      <div className={styles.cardTop}>
        <LocalOfferOutlinedIcon fontSize="small" className={styles.cardIcon} />
        <Text variant="overline" className={styles.cardKind}>
          {role === 'prosker' ? t('jobs.offer.cardMine') : t('jobs.offer.cardTheirs')}
        </Text>
        <JobStatusChip status={status} testId="offer-status" />
      </div>
      <Text variant="h3" as={heading} className={styles.cardTitle}>
        {offer.title}
      </Text>
      <Text variant="body2" tone="secondary" className={styles.cardDescription}>
        {offer.description}
      </Text>
      <Text className={styles.cardPrice} data-testid="offer-price">
        {money(offer.price, currency, { whole: true })}
      </Text>
      <Text variant="body2">{when}</Text>
      <Text variant="body2" tone="secondary">
        {offer.requiresPayment ? t('jobs.offer.cardPaid') : t('jobs.offer.cardUnpaid')}
      </Text>
      {role === 'client' && status === 'paymentRequired' && (
        <LinkButton
          render={
            <RouteLink
              to="servicePayment"
              params={{ serviceId: offer.jobId }}
              data-testid="offer-pay"
            />
          }
          variant="contained"
          startIcon={<CreditCardIcon fontSize="inherit" />}
        >
          {t('jobs.detail.pay')}
        </LinkButton>
      )}
      <JobActions job={job} onDone={(_action, moved) => onChanged(offerCardOfJob(moved))} />
      <Text variant="body2" as="span">
        <RouteLink
          to="adminServiceDetail"
          params={{ query: offer.jobId }}
          className={linkClass}
          data-testid="offer-job-link"
        >
          {t('jobs.offer.viewJob')}
        </RouteLink>
      </Text>
    </article>
  );
}
