/**
 * The job (service order) life cycle as data, read by the server (which enforces it) and the
 * storefront (which offers only the actions allowed now). ADR 0010 explains the graph.
 */
import { regionOfCurrency, TIME_ZONES, type Currency } from './regions';
import { localTime, todayIn } from './time';

export const JOB_STATUSES = [
  /** A prosker's offer to a client, waiting for the client's answer (ADR on offers). */
  'offered',
  'new',
  'paymentRequired',
  'readyToExecute',
  'inProgress',
  'proskerComplete',
  'complete',
  'clientRejected',
  'rejected',
  'proskerCancel',
  'clientCancel',
  'staffCancel',
  /** An offer its prosker took back before the client answered. */
  'withdrawn',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Who acts: the job's prosker or client, staff, or the system (billing, the clock). */
export type JobActor = 'prosker' | 'client' | 'staff' | 'system';

export type JobAction =
  | 'acceptOffer'
  | 'declineOffer'
  | 'withdrawOffer'
  | 'accept'
  | 'decline'
  | 'confirmPayment'
  | 'start'
  | 'finish'
  | 'confirm'
  | 'dispute'
  | 'redo'
  | 'resolve'
  | 'proskerCancel'
  | 'clientCancel'
  | 'staffCancel'
  | 'autoComplete';

export interface JobTransition {
  from: JobStatus[];
  /** Where it goes; `accept` depends on whether the job requires payment. */
  to: JobStatus | { ifPayment: JobStatus; otherwise: JobStatus };
  by: JobActor;
  /** The spec's error when the action is refused. */
  refusal: string;
  /** What the actor must say: a cancellation reason, or a help reason for a dispute. */
  needs?: 'cancellationReason' | 'helpReason';
  /** Refused within CANCELLATION_NOTICE_HOURS of the start date. */
  notice?: boolean;
  /**
   * Refused before the job's day (`jobDay`): its work does not start, nor is it called done,
   * before the date it is for.
   */
  onItsDay?: boolean;
}

const BEFORE_WORK: JobStatus[] = ['new', 'paymentRequired', 'readyToExecute'];

export const JOB_TRANSITIONS: Record<JobAction, JobTransition> = {
  // An offer is the prosker's: only the client answers it, and its prosker may take it back
  // until then. An accepted offer goes on as an accepted booking does.
  acceptOffer: {
    from: ['offered'],
    to: { ifPayment: 'paymentRequired', otherwise: 'readyToExecute' },
    by: 'client',
    refusal: 'OFFER_CANNOT_ACCEPT',
  },
  declineOffer: {
    from: ['offered'],
    to: 'rejected',
    by: 'client',
    refusal: 'OFFER_CANNOT_DECLINE',
  },
  withdrawOffer: {
    from: ['offered'],
    to: 'withdrawn',
    by: 'prosker',
    refusal: 'OFFER_CANNOT_WITHDRAW',
  },
  accept: {
    from: ['new'],
    to: { ifPayment: 'paymentRequired', otherwise: 'readyToExecute' },
    by: 'prosker',
    refusal: 'JOB_CANNOT_ACCEPT',
  },
  decline: { from: ['new'], to: 'rejected', by: 'prosker', refusal: 'JOB_CANNOT_REJECT' },
  confirmPayment: {
    from: ['paymentRequired'],
    to: 'readyToExecute',
    by: 'system',
    refusal: 'JOB_CANNOT_ACCEPT',
  },
  start: {
    from: ['readyToExecute'],
    to: 'inProgress',
    by: 'prosker',
    refusal: 'JOB_CANNOT_START',
    onItsDay: true,
  },
  finish: {
    from: ['inProgress'],
    to: 'proskerComplete',
    by: 'prosker',
    refusal: 'JOB_CANNOT_COMPLETE',
    onItsDay: true,
  },
  confirm: {
    from: ['proskerComplete'],
    to: 'complete',
    by: 'client',
    refusal: 'JOB_CANNOT_COMPLETE',
    onItsDay: true,
  },
  dispute: {
    from: ['proskerComplete'],
    to: 'clientRejected',
    by: 'client',
    refusal: 'JOB_CANNOT_REJECT',
    needs: 'helpReason',
  },
  redo: { from: ['clientRejected'], to: 'inProgress', by: 'prosker', refusal: 'JOB_CANNOT_START' },
  resolve: {
    from: ['clientRejected'],
    to: 'complete',
    by: 'staff',
    refusal: 'JOB_CANNOT_COMPLETE',
  },
  proskerCancel: {
    from: BEFORE_WORK,
    to: 'proskerCancel',
    by: 'prosker',
    refusal: 'JOB_CANNOT_CANCEL',
    needs: 'cancellationReason',
    notice: true,
  },
  clientCancel: {
    from: BEFORE_WORK,
    to: 'clientCancel',
    by: 'client',
    refusal: 'JOB_CANNOT_CANCEL',
    needs: 'cancellationReason',
    notice: true,
  },
  /**
   * Staff call a job off with a reason (docs/adr/0029): at any point before it is done, with no
   * 24-hour notice; a paid job is refunded of what is left, as when a party cancels.
   */
  staffCancel: {
    from: [...BEFORE_WORK, 'inProgress', 'proskerComplete', 'clientRejected'],
    to: 'staffCancel',
    by: 'staff',
    refusal: 'JOB_CANNOT_CANCEL',
    needs: 'cancellationReason',
  },
  autoComplete: {
    from: ['proskerComplete'],
    to: 'complete',
    by: 'system',
    refusal: 'JOB_CANNOT_COMPLETE',
    onItsDay: true,
  },
};

/** The refusal of an action taken (or a review written) before the job's day. */
export const JOB_TOO_EARLY = 'JOB_TOO_EARLY';

/** The client confirms within this many days, or the job completes by itself. */
export const AUTO_COMPLETE_DAYS = 7;

/**
 * Where a published service stands, as staff filter them: on offer, taken off by its prosker,
 * or withdrawn by staff (with a reason the prosker was told).
 */
export const SERVICE_STATES = ['published', 'disabled', 'withdrawn'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const FINAL_STATUSES: JobStatus[] = [
  'complete',
  'rejected',
  'proskerCancel',
  'clientCancel',
  'staffCancel',
  'withdrawn',
];

/** The event a job's two sides' sockets get when it changes: the offer card as it now is. */
export const JOB_SOCKET_EVENT = 'job:changed';

export function targetOf(action: JobAction, requiresPayment: boolean): JobStatus {
  const to = JOB_TRANSITIONS[action].to;
  return typeof to === 'string' ? to : requiresPayment ? to.ifPayment : to.otherwise;
}

/** The actions `actor` may take on a job in `status` now (time rules aside). */
export function actionsFor(status: JobStatus, actor: JobActor): JobAction[] {
  return (Object.keys(JOB_TRANSITIONS) as JobAction[]).filter((action) => {
    const t = JOB_TRANSITIONS[action];
    return t.by === actor && t.from.includes(status);
  });
}

/**
 * The job's day: the local date (YYYY-MM-DD) of its start on the clock of its region (its
 * currency's). Every job has a start: the date a client booked (half-day or slot) or the one
 * its prosker wrote.
 */
export function jobDay(job: { startDate: Date | string; currency: Currency }): string {
  return localTime(job.startDate, TIME_ZONES[regionOfCurrency(job.currency)]).date;
}

/**
 * The job's day while it is still ahead at `now` (on its region's clock), or null once it has
 * come: until then it is not started, called done nor reviewed.
 */
export function dayAhead(
  job: { startDate: Date | string; currency: Currency },
  now: Date | number = Date.now(),
): string | null {
  const day = jobDay(job);
  return todayIn(TIME_ZONES[regionOfCurrency(job.currency)], now) < day ? day : null;
}

/**
 * The actions `actor` may take on a job now: the graph's, less those waiting for the job's day
 * (the 24-hour notice of a cancellation is checked on sending).
 */
export function actionsNow(
  job: { status: JobStatus; startDate: Date | string; currency: Currency },
  actor: JobActor,
  now: Date | number = Date.now(),
): JobAction[] {
  const waiting = dayAhead(job, now) !== null;
  return actionsFor(job.status, actor).filter(
    (action) => !(waiting && JOB_TRANSITIONS[action].onItsDay),
  );
}
