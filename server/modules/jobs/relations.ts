/** What other modules may ask about who works with whom. */
import type { Knex } from 'knex';

/**
 * Whether a client has agreed to work with a prosker: they have a job together that the client
 * took part in, read from its history (`job_history`, whose actor is who did it):
 *
 * - the client created it (bought one of the prosker's services), or accepted a job the prosker
 *   wrote for them: paid it (`confirmPayment`, which follows only the client's own payment) or
 *   confirmed it done (`confirm`). The graph has no other act of the client that agrees to a
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
            .whereIn('h.action', ['create', 'confirm'])
            .orWhere({ 'h.actor': 'system', 'h.action': 'confirmPayment' }),
        ),
    )
    .whereNotExists((refused) =>
      refused
        .from('job_history as h')
        .whereRaw('h.job_id = j.id')
        .whereIn('h.action', ['decline', 'proskerCancel', 'clientCancel'])
        .where({ 'h.from_status': 'new' }),
    )
    .first('j.id');
  return row !== undefined;
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
