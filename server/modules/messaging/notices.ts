/**
 * Who is told what (pure, no I/O): a domain event becomes notices, one per person and kind, each
 * with a cause that names it once and for all (a replayed event, a reminder emitted twice and a
 * second message of the same chat window all land on the same cause); and which channels a
 * notice goes by, from the recipient's saved choices, quiet hours and the kind's nature.
 */
import {
  AUTO_COMPLETE_DAYS,
  CHAT_DIGEST_MINUTES,
  NOTICE_KINDS,
  QUIET_END_HOUR,
  QUIET_START_HOUR,
  type NoticeChannel,
  type NoticeKind,
} from '../../../common/notifications';
import { seesVisitContact } from '../../../common/bookings';
import { PAYOUT_WAIT_DAYS } from '../../../common/constants';
import type { JobStatus } from '../../../common/jobs';
import type { DomainEvent } from '../../platform/events';

/** What the event says about one person, before words and channels. */
export interface NoticeDraft {
  userId: number;
  kind: NoticeKind;
  /** Unique per user: the notice exists once whatever replays it. */
  cause: string;
  /** The other party whose name the text shows. */
  otherId?: number;
  /** The prosker in whose name an automated notice goes. */
  onBehalfOf?: number;
  /** Link parameters (the job's id, the conversation's id). */
  linkParams?: Record<string, string>;
  /** Values the text shows beside names: a title, a date (ISO), an amount, a reason. */
  values: Record<string, string | number | null>;
  /** Where an e-mail goes instead of the account's address (a closed account, the old address). */
  emailTo?: string;
  /** The appointment this notice is about (quiet hours let same-day ones through). */
  appointmentAt?: string;
}

/** Whether the job's prosker is premium: their clients get the automated communication. */
export interface NoticeFacts {
  premium: (userId: number) => Promise<boolean>;
  /** Whether the recipient of a chat message has a socket open anywhere. */
  online: (userId: number) => Promise<boolean>;
  /**
   * How many messages of the conversation the member has not read. Asking ends the wait of the
   * member's pending decision: a message after it starts a new one.
   */
  unreadChat: (conversationId: number, userId: number) => Promise<number>;
  /** The moment the notices are decided (a clock in tests). */
  now: Date;
}

type Ev<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

function jobValues(e: Ev<'job.changed'> | Ev<'job.due'> | Ev<'job.reviewed'>) {
  return {
    title: e.title,
    date: 'startDate' in e ? e.startDate : null,
    // A half-day booking without its hour yet is told as its half, never as an hour.
    half: 'half' in e ? (e.half ?? null) : null,
  };
}

/**
 * Where a job takes place, for one side (ADR 0027): the client reads their address and who goes
 * there; the prosker reads it once the job is accepted (`status`), the city before.
 */
function visitValues(
  e: Ev<'job.changed'> | Ev<'job.due'>,
  side: 'client' | 'prosker',
  status: JobStatus,
) {
  return {
    visit: side,
    address: seesVisitContact(side, status) ? (e.address ?? null) : null,
    area: e.area ?? null,
  };
}

function jobChanged(e: Ev<'job.changed'>, eventId: number, now: Date): NoticeDraft[] {
  const base = { linkParams: { query: String(e.jobId) } };
  const values = {
    ...jobValues(e),
    amount: `${e.currency} ${e.price}`,
    price: e.price,
    currency: e.currency,
    reasonId: e.reasonId,
    comment: e.comment,
  };
  const to =
    (side: 'client' | 'prosker') =>
    (kind: NoticeKind, extra: Record<string, string | number | null> = {}): NoticeDraft => ({
      ...base,
      userId: side === 'client' ? e.clientId : e.proskerId,
      otherId: side === 'client' ? e.proskerId : e.clientId,
      kind,
      cause: `${eventId}:${kind}`,
      values: { ...values, ...visitValues(e, side, e.to as JobStatus), ...extra },
      appointmentAt: e.startDate,
    });
  const toClient = to('client');
  const toProsker = to('prosker');
  switch (e.action) {
    case 'create':
      // A client's booking: the prosker is asked, and the client is told what they asked for
      // (the date or half alone: where, once the prosker takes it).
      return e.actor === 'client'
        ? [toProsker('jobRequested'), toClient('jobBooked', { address: null, area: null })]
        : [toClient('jobOffered')];
    // An offer: its client answers (the prosker is told; a paid one asks the client to pay), its
    // prosker withdraws or changes it (the client is told).
    case 'acceptOffer':
      return e.to === 'paymentRequired'
        ? [toProsker('offerAccepted'), toClient('jobPaymentRequired')]
        : [toProsker('offerAccepted')];
    case 'declineOffer':
      return [toProsker('offerDeclined')];
    case 'withdrawOffer':
      return [toClient('offerWithdrawn')];
    case 'edit':
      return e.to === 'offered' ? [toClient('offerChanged')] : [];
    case 'accept':
      return [toClient(e.to === 'paymentRequired' ? 'jobPaymentRequired' : 'jobAccepted')];
    case 'decline':
      return [toClient('jobDeclined')];
    case 'confirmPayment': {
      const payout = new Date(now.getTime() + PAYOUT_WAIT_DAYS * 86_400_000);
      // What was paid, the rate and the fee stored with the payment, as billing charged them.
      const paid: Record<string, number> = e.paid
        ? {
            paid: e.paid.amount,
            feeBps: e.paid.feeBps,
            vatBps: e.paid.vatBps,
            fee: e.paid.fee,
            net: e.paid.net,
          }
        : {};
      return [
        toClient('jobPaid'),
        toProsker('jobPaidProsker', { payoutDate: payout.toISOString(), ...paid }),
      ];
    }
    case 'start':
      return [toClient('jobStarted')];
    case 'finish':
      return [toClient('jobFinished', { days: AUTO_COMPLETE_DAYS })];
    case 'confirm':
      return [toProsker('jobCompleted')];
    case 'autoComplete':
      return [toClient('jobCompleted'), toProsker('jobCompleted')];
    case 'dispute':
      return [toProsker('jobDisputed')];
    case 'redo':
      return [toClient('jobResumed')];
    case 'resolve':
      return [toClient('jobDisputeResolved'), toProsker('jobDisputeResolved')];
    case 'proskerCancel':
      return [toClient('jobCancelled')];
    case 'clientCancel':
      return [toProsker('jobCancelled')];
    case 'staffCancel':
      return [toClient('jobCancelledByStaff'), toProsker('jobCancelledByStaff')];
    default:
      return [];
  }
}

/** The window of a chat digest: one e-mail or WhatsApp per conversation in it. */
export function chatWindow(at: Date): number {
  return Math.floor(at.getTime() / (CHAT_DIGEST_MINUTES * 60_000));
}

/** The notices one event makes (none for events no one is told about). */
export async function noticesOf(
  event: DomainEvent,
  eventId: number,
  facts: NoticeFacts,
): Promise<NoticeDraft[]> {
  switch (event.type) {
    case 'job.changed':
      return jobChanged(event, eventId, facts.now);
    case 'job.refunded': {
      const values = {
        title: event.title,
        price: event.amount,
        currency: event.currency,
        refunded: event.refundedTotal,
        paid: event.paid,
      };
      const told = (userId: number, otherId: number, kind: NoticeKind): NoticeDraft => ({
        userId,
        otherId,
        kind,
        cause: `refund:${event.refundId}:${kind}`,
        linkParams: { query: String(event.jobId) },
        values,
      });
      return [
        told(event.clientId, event.proskerId, 'jobRefunded'),
        told(event.proskerId, event.clientId, 'jobRefundedProsker'),
      ];
    }
    case 'job.reviewed':
      return [
        {
          userId: event.proskerId,
          otherId: event.clientId,
          kind: 'jobReviewed',
          cause: `job:${event.jobId}:jobReviewed`,
          linkParams: { query: String(event.jobId) },
          values: { title: event.title, rating: event.rating },
        },
      ];
    case 'job.due': {
      const common = {
        linkParams: { query: String(event.jobId) },
        values: jobValues(event),
        appointmentAt: event.startDate,
      };
      const premium = await facts.premium(event.proskerId);
      if (event.kind === 'reviewRequest') {
        if (!premium) return [];
        return [
          {
            ...common,
            userId: event.clientId,
            kind: 'reviewRequest',
            cause: `job:${event.jobId}:reviewRequest`,
            onBehalfOf: event.proskerId,
          },
        ];
      }
      // Reminders are of jobs accepted and still to happen.
      const drafts: NoticeDraft[] = [
        {
          ...common,
          values: { ...common.values, ...visitValues(event, 'prosker', 'readyToExecute') },
          userId: event.proskerId,
          otherId: event.clientId,
          kind: 'jobReminder',
          cause: `job:${event.jobId}:${event.kind}`,
        },
      ];
      if (premium) {
        drafts.push({
          ...common,
          values: { ...common.values, ...visitValues(event, 'client', 'readyToExecute') },
          userId: event.clientId,
          kind: 'clientReminder',
          cause: `job:${event.jobId}:${event.kind}`,
          onBehalfOf: event.proskerId,
        });
      }
      return drafts;
    }
    case 'calendar.changed': {
      // A job's appointment is told through the job's own notices.
      if (event.jobId !== null || event.clientId === null || event.status === 'pending') return [];
      const kind = event.status === 'approved' ? 'eventApproved' : 'eventRejected';
      return [
        {
          userId: event.clientId,
          otherId: event.proskerId,
          kind,
          cause: `${eventId}:${kind}`,
          values: { date: event.startsAt },
          appointmentAt: event.startsAt,
        },
      ];
    }
    case 'billing.changed': {
      const kind = BILLING_KINDS[event.change];
      return [
        {
          userId: event.userId,
          kind,
          cause: `billing:${event.ref}:${kind}`,
          values: {
            amount:
              event.amount !== undefined && event.currency
                ? `${event.currency} ${event.amount}`
                : null,
            date: event.date ?? null,
          },
        },
      ];
    }
    case 'account.notice': {
      const kind = ACCOUNT_KINDS[event.change];
      const cause = `account:${event.ref}:${kind}`;
      const values = { date: facts.now.toISOString(), email: null };
      if (event.change === 'emailChanged') {
        const told: NoticeDraft = { userId: event.userId, kind, cause, values };
        // The old address hears of it too: whoever lost it must know.
        return event.email
          ? [told, { ...told, cause: `${cause}:old`, emailTo: event.email }]
          : [told];
      }
      if (event.change === 'closed') {
        return event.email
          ? [{ userId: event.userId, kind, cause, values, emailTo: event.email }]
          : [];
      }
      return [{ userId: event.userId, kind, cause, values }];
    }
    case 'service.withdrawn':
      return [
        {
          userId: event.userId,
          kind: 'serviceWithdrawn',
          cause: `service:${event.serviceId}:serviceWithdrawn`,
          values: { title: event.title, comment: event.reason },
        },
      ];
    case 'message.sent': {
      // Read (or answered) meanwhile, or online: nothing to tell elsewhere.
      if ((await facts.unreadChat(event.conversationId, event.recipientId)) === 0) return [];
      if (await facts.online(event.recipientId)) return [];
      const window = chatWindow(facts.now);
      if (event.fromSupport) {
        return [
          {
            userId: event.recipientId,
            kind: 'supportMessage',
            cause: `support:${event.conversationId}:${window}`,
            linkParams: { conversationId: String(event.conversationId) },
            values: { conversationId: event.conversationId },
          },
        ];
      }
      return [
        {
          userId: event.recipientId,
          otherId: event.senderId,
          kind: 'chatMessages',
          cause: `chat:${event.conversationId}:${window}`,
          linkParams: { conversationId: String(event.conversationId) },
          values: {
            conversationId: event.conversationId,
            since: new Date(window * CHAT_DIGEST_MINUTES * 60_000).toISOString(),
          },
        },
      ];
    }
    default:
      return [];
  }
}

const BILLING_KINDS: Record<Ev<'billing.changed'>['change'], NoticeKind> = {
  trialEnding: 'trialEnding',
  renewed: 'subscriptionRenewed',
  renewalFailed: 'subscriptionRenewalFailed',
  paused: 'subscriptionPaused',
  resumed: 'subscriptionResumed',
  cancelled: 'subscriptionCancelled',
  linkFailing: 'paymentLinkFailing',
};

const ACCOUNT_KINDS: Record<Ev<'account.notice'>['change'], NoticeKind> = {
  verified: 'welcome',
  passwordChanged: 'passwordChanged',
  emailChanged: 'emailChanged',
  closed: 'accountClosed',
};

/** What a recipient's saved choices look like (accounts' `notifications` column). */
export type Preferences = Record<string, { email?: boolean; whatsapp?: boolean } | undefined>;

/**
 * The channels a notice goes by besides the app: essential notices by e-mail always (and by
 * WhatsApp when there is a number); the others as the recipient chose for the topic (e-mail
 * on and WhatsApp off by default). WhatsApp chosen without a number goes by e-mail.
 */
export function channelsOf(
  kind: NoticeKind,
  preferences: Preferences,
  reach: { email: boolean; phone: boolean },
): NoticeChannel[] {
  const facts = NOTICE_KINDS[kind] as { topic: string; essential?: true };
  const chosen = facts.essential
    ? { email: true, whatsapp: true }
    : {
        email: preferences[facts.topic]?.email ?? true,
        whatsapp: preferences[facts.topic]?.whatsapp ?? false,
      };
  const channels: NoticeChannel[] = [];
  const whatsapp = chosen.whatsapp && reach.phone;
  if (reach.email && (chosen.email || (chosen.whatsapp && !reach.phone))) channels.push('email');
  if (whatsapp) channels.push('whatsapp');
  return channels;
}

/** The local hour and date of an instant on a clock (one formatter per zone, reused). */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function localParts(at: Date, timeZone: string) {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/**
 * When a WhatsApp may go: now, unless it is quiet time (QUIET_START_HOUR to QUIET_END_HOUR) in
 * the recipient's zone and the notice is not about an appointment of that same local day or
 * before the quiet hours end; then at the next QUIET_END_HOUR:00 local.
 */
export function whatsappNotBefore(now: Date, timeZone: string, appointmentAt?: string): Date {
  const { date, hour } = localParts(now, timeZone);
  const quiet = hour >= QUIET_START_HOUR || hour < QUIET_END_HOUR;
  if (!quiet) return now;
  if (appointmentAt && localParts(new Date(appointmentAt), timeZone).date === date) return now;
  // Step forward by the hour until the local clock reads QUIET_END_HOUR (time-zone safe).
  let at = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  for (let i = 0; i < 24 && localParts(at, timeZone).hour !== QUIET_END_HOUR; i++) {
    at = new Date(at.getTime() + 3_600_000);
  }
  // An appointment before the quiet hours end (00:30, told at 23:30) cannot wait for them.
  if (appointmentAt && new Date(appointmentAt).getTime() <= at.getTime()) return now;
  return at;
}
