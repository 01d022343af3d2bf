/** What other modules may ask about who works with whom. */
import type { Knex } from 'knex';
import type { DayHalf } from '../../../common/agenda';
import type { JobStatus } from '../../../common/jobs';

/**
 * Whether a client has agreed to work with a prosker: they have a job together that the client
 * took part in, read from its history (`job_history`, whose actor is who did it):
 *
 * - the client created it (bought one of the prosker's services), or accepted a job the prosker
 *   wrote for them: accepted the offer (`acceptOffer`), paid it (`confirmPayment`, which follows
 *   only the client's own payment) or confirmed it done (`confirm`). The graph has no other act of the client that agrees to a
 *   prosker's job: cancelling and disputing refuse it, and a job the prosker accepts, starts and
 *   finishes by themselves (or that auto-completes) says nothing about the client;
 * - and it was not declined, nor cancelled by either while still new (before the prosker
 *   accepted it).
 *
 * A job a prosker writes for any client id therefore makes no one known until that client acts.
 */
export async function haveJobTogether(
  db: Knex | Knex.Transaction,
  proskerId: number,
  clientId: number,
): Promise<boolean> {
  const row = await db('jobs as j')
    .where({ 'j.prosker_id': proskerId, 'j.client_id': clientId })
    .whereExists((agreed) =>
      agreed
        .from('job_history as h')
        .whereRaw('h.job_id = j.id')
        .where((w) =>
          w
            .where({ 'h.actor': 'client' })
            .whereIn('h.action', ['create', 'acceptOffer', 'confirm'])
            .orWhere({ 'h.actor': 'system', 'h.action': 'confirmPayment' }),
        ),
    )
    .whereNotExists((refused) =>
      refused
        .from('job_history as h')
        .whereRaw('h.job_id = j.id')
        .whereIn('h.action', ['decline', 'proskerCancel', 'clientCancel', 'staffCancel'])
        .where({ 'h.from_status': 'new' }),
    )
    .first('j.id');
  return row !== undefined;
}

/** An offer as its card in the conversation shows it, to both sides alike. */
export interface OfferCard {
  jobId: number;
  title: string;
  description: string;
  price: number;
  currency: string;
  startDate: string;
  /** The half of the day offered while no hour is set; null when the offer names an hour. */
  timeOfDay: DayHalf | null;
  requiresPayment: boolean;
  status: JobStatus;
}

/** A job row as its offer card. */
export const offerCardOf = (r: Record<string, unknown>): OfferCard => ({
  jobId: Number(r.id),
  title: r.title as string,
  description: r.description as string,
  price: Number(r.price),
  currency: r.currency as string,
  startDate: new Date(r.start_date as string).toISOString(),
  timeOfDay: r.hour_agreed ? null : ((r.time_of_day as DayHalf | null) ?? null),
  requiresPayment: Boolean(r.requires_payment),
  status: r.status as JobStatus,
});

/** The offer cards of these jobs, by id (messaging's offer messages). */
export async function offerCards(
  db: Knex | Knex.Transaction,
  jobIds: number[],
): Promise<Map<number, OfferCard>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db('jobs').whereIn('id', [...new Set(jobIds)]);
  return new Map(rows.map((r) => [Number(r.id), offerCardOf(r)]));
}

/** A job as the chat between its client and prosker shows it. */
export interface JobBetween {
  id: number;
  title: string;
  status: string;
  startDate: Date;
}

/** The newest jobs (at most `limit`) of a prosker for a client, newest start first. */
export async function jobsBetween(
  db: Knex | Knex.Transaction,
  proskerId: number,
  clientId: number,
  limit = 20,
): Promise<JobBetween[]> {
  const rows = await db('jobs')
    .where({ prosker_id: proskerId, client_id: clientId })
    .orderBy([
      { column: 'start_date', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'title', 'status', 'start_date');
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    status: r.status,
    startDate: r.start_date,
  }));
}

/** What a prosker's work adds to their public profile: words to be found by, a price, a record. */
export interface ServiceSummary {
  /** The titles and descriptions of the published services ('' without any). */
  text: string;
  /** The lowest price among them (in the prosker's currency), or null without any. */
  priceFrom: number | null;
  /** Jobs completed. */
  jobsDone: number;
  /** The reviews' average and count. */
  ratingAvg: number;
  ratingCount: number;
}

/** The published services, completed jobs and reviews of some proskers, for their profiles. */
export async function serviceSummaries(
  db: Knex | Knex.Transaction,
  proskerIds: number[],
): Promise<Map<number, ServiceSummary>> {
  if (proskerIds.length === 0) return new Map();
  const { rows } = await db.raw<{
    rows: {
      id: string;
      text: string | null;
      price_from: string | null;
      jobs_done: string;
      rating_avg: string | null;
      rating_count: string;
    }[];
  }>(
    `SELECT u.id,
       (SELECT string_agg(s.title || ' ' || s.description, ' ' ORDER BY s.id)
          FROM services s WHERE s.prosker_id = u.id AND s.enabled) AS text,
       (SELECT min(s.price) FROM services s WHERE s.prosker_id = u.id AND s.enabled) AS price_from,
       (SELECT count(*) FROM jobs j WHERE j.prosker_id = u.id AND j.status = 'complete') AS jobs_done,
       (SELECT round(avg(r.rating), 2) FROM reviews r WHERE r.prosker_id = u.id) AS rating_avg,
       (SELECT count(*) FROM reviews r WHERE r.prosker_id = u.id) AS rating_count
     FROM unnest(?::bigint[]) AS u(id)`,
    [proskerIds],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        text: r.text ?? '',
        priceFrom: r.price_from === null ? null : Number(r.price_from),
        jobsDone: Number(r.jobs_done),
        ratingAvg: Number(r.rating_avg ?? 0),
        ratingCount: Number(r.rating_count),
      },
    ]),
  );
}

/** A job of a prosker's as their agenda shows it. */
export interface DatedJob {
  id: number;
  clientId: number;
  title: string;
  status: JobStatus;
  startDate: Date;
  endDate: Date;
  /**
   * The half of the day a client booked while its hour is not agreed (its hours are then the
   * half's); null once the prosker set the hour on accepting (it starts then), or for a slot.
   */
  timeOfDay: DayHalf | null;
  /** Paid online: its payment was confirmed by Mercado Pago (`confirmPayment`). */
  paid: boolean;
}

/** A declined, cancelled or withdrawn job will not take place: the agenda leaves it out. */
const CALLED_OFF: JobStatus[] = [
  'rejected',
  'proskerCancel',
  'clientCancel',
  'staffCancel',
  'withdrawn',
];

/**
 * The prosker's jobs that take place (even in part) between `from` and `to`, by start; declined
 * and cancelled ones left out. Only the jobs where `proskerId` is the prosker: a client's jobs
 * never reach anyone's agenda through this.
 */
export async function proskerJobsBetween(
  db: Knex | Knex.Transaction,
  proskerId: number,
  from: Date,
  to: Date,
  limit = 2000,
): Promise<DatedJob[]> {
  const rows = await db('jobs as j')
    .where({ 'j.prosker_id': proskerId })
    .whereNotIn('j.status', CALLED_OFF)
    .where('j.start_date', '<', to)
    .where('j.end_date', '>', from)
    .orderBy([
      { column: 'j.start_date', order: 'asc' },
      { column: 'j.id', order: 'asc' },
    ])
    .limit(limit)
    .select(
      'j.id',
      'j.client_id',
      'j.title',
      'j.status',
      'j.start_date',
      'j.end_date',
      'j.time_of_day',
      'j.hour_agreed',
      db.raw(
        `EXISTS (SELECT 1 FROM job_history h
                  WHERE h.job_id = j.id AND h.action = 'confirmPayment') AS paid`,
      ),
    );
  return rows.map((r) => ({
    id: Number(r.id),
    clientId: Number(r.client_id),
    title: r.title,
    status: r.status as JobStatus,
    startDate: new Date(r.start_date),
    endDate: new Date(r.end_date),
    timeOfDay: r.hour_agreed ? null : ((r.time_of_day as DayHalf | null) ?? null),
    paid: Boolean(r.paid),
  }));
}

/** A job its prosker has taken and not finished: its time is theirs (accepted, paid, started). */
const TAKEN: JobStatus[] = ['paymentRequired', 'readyToExecute', 'inProgress'];

/**
 * The spans (ms instants) of the prosker's taken jobs that overlap `from` to `to`: a half-day
 * accepted at an hour holds from that hour to the end of its half, a job the prosker wrote its
 * start to its end. A slot of the agenda that overlaps one is not free.
 */
export async function takenSpans(
  db: Knex | Knex.Transaction,
  proskerId: number,
  from: Date,
  to: Date,
): Promise<[number, number][]> {
  const rows = await db('jobs')
    .where({ prosker_id: proskerId })
    .whereIn('status', TAKEN)
    .where('start_date', '<', to)
    .where('end_date', '>', from)
    .select('start_date', 'end_date');
  return rows.map((r) => [new Date(r.start_date).getTime(), new Date(r.end_date).getTime()]);
}

/** A job of a prosker's that waits for someone's next step, as the seller's home lists it. */
export interface PendingJob {
  id: number;
  clientId: number;
  title: string;
  status: JobStatus;
  startDate: Date;
  timeOfDay: DayHalf | null;
  price: number;
  currency: string;
  /** Who wrote it: the client booked it (a request) or the prosker wrote it (an offer). */
  origin: 'request' | 'offer';
  /** Whose step comes next under the job graph (`common/jobs.ts`). */
  waitingFor: 'prosker' | 'client';
}

/**
 * The statuses where a job waits for one side. A new job waits for the side that did not write
 * it (the prosker answers a booking, the client an offer); then payment and the confirmation of
 * a finished job are the client's, a disputed job the prosker's.
 */
const WAITING: JobStatus[] = ['new', 'paymentRequired', 'proskerComplete', 'clientRejected'];

/** The prosker's jobs waiting for them or for their client, soonest start first. */
export async function proskerPendingJobs(
  db: Knex | Knex.Transaction,
  proskerId: number,
  limit = 50,
): Promise<PendingJob[]> {
  const rows = await db('jobs as j')
    .where({ 'j.prosker_id': proskerId })
    .whereIn('j.status', WAITING)
    .orderBy([
      { column: 'j.start_date', order: 'asc' },
      { column: 'j.id', order: 'asc' },
    ])
    .limit(limit)
    .select(
      'j.id',
      'j.client_id',
      'j.title',
      'j.status',
      'j.start_date',
      'j.time_of_day',
      'j.hour_agreed',
      'j.price',
      'j.currency',
      db.raw(
        `EXISTS (SELECT 1 FROM job_history h WHERE h.job_id = j.id AND h.action = 'create'
                  AND h.actor = 'prosker') AS offer`,
      ),
    );
  return rows.map((r) => {
    const status = r.status as JobStatus;
    const origin = r.offer ? ('offer' as const) : ('request' as const);
    const proskerStep = status === 'clientRejected' || (status === 'new' && origin === 'request');
    return {
      id: Number(r.id),
      clientId: Number(r.client_id),
      title: r.title,
      status,
      startDate: new Date(r.start_date),
      timeOfDay: r.hour_agreed ? null : ((r.time_of_day as DayHalf | null) ?? null),
      price: Number(r.price),
      currency: r.currency,
      origin,
      waitingFor: proskerStep ? ('prosker' as const) : ('client' as const),
    };
  });
}

/** What a prosker's jobs say about one of their clients. */
export interface ClientJobs {
  clientId: number;
  jobCount: number;
  /** The newest of the jobs' creation or last change. */
  lastJobAt: Date;
  /** The newest jobs (up to five), newest start first. */
  recent: JobBetween[];
}

/**
 * The clients who booked or bought from the prosker, or took part in a job the prosker wrote for
 * them (they paid or confirmed it): the same acts as `haveJobTogether`, declined ones included,
 * since the client still asked. A job the prosker wrote for any client id that the client never
 * acted on makes no one a client.
 */
export async function proskerClientJobs(
  db: Knex | Knex.Transaction,
  proskerId: number,
): Promise<Map<number, ClientJobs>> {
  const { rows } = await db.raw<{
    rows: { client_id: string; job_count: string; last_at: Date; recent: JobBetweenRow[] }[];
  }>(
    `SELECT j.client_id, count(*) AS job_count, max(j.updated_at) AS last_at,
            (SELECT json_agg(x) FROM (
               SELECT r.id, r.title, r.status, r.start_date FROM jobs r
                WHERE r.prosker_id = j.prosker_id AND r.client_id = j.client_id
                ORDER BY r.start_date DESC, r.id DESC LIMIT 5) x) AS recent
       FROM jobs j
      WHERE j.prosker_id = ?
        AND EXISTS (SELECT 1 FROM job_history h WHERE h.job_id = j.id
                     AND ((h.actor = 'client' AND h.action IN ('create', 'confirm'))
                       OR (h.actor = 'system' AND h.action = 'confirmPayment')))
      GROUP BY j.prosker_id, j.client_id`,
    [proskerId],
  );
  return new Map(
    rows.map((r) => [
      Number(r.client_id),
      {
        clientId: Number(r.client_id),
        jobCount: Number(r.job_count),
        lastJobAt: new Date(r.last_at),
        recent: (r.recent ?? []).map((job) => ({
          id: Number(job.id),
          title: job.title,
          status: job.status,
          startDate: new Date(job.start_date),
        })),
      },
    ]),
  );
}

interface JobBetweenRow {
  id: number;
  title: string;
  status: string;
  start_date: string;
}
