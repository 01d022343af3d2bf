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

/** What a prosker's live services add to their public profile: words to be found by, a price. */
export interface ServiceSummary {
  /** The titles and descriptions of the published services. */
  text: string;
  /** The lowest price among them (in the prosker's currency), or null without any. */
  priceFrom: number | null;
}

/** The published services of some proskers, summed up for the profile read model. */
export async function serviceSummaries(
  db: Knex | Knex.Transaction,
  proskerIds: number[],
): Promise<Map<number, ServiceSummary>> {
  if (proskerIds.length === 0) return new Map();
  const rows: { prosker_id: string; text: string; price_from: string | null }[] = await db(
    'services',
  )
    .whereIn('prosker_id', proskerIds)
    .where({ enabled: true })
    .groupBy('prosker_id')
    .select(
      'prosker_id',
      db.raw(`string_agg(title || ' ' || description, ' ' ORDER BY id) AS text`),
      db.raw('min(price) AS price_from'),
    );
  return new Map(
    rows.map((r) => [
      Number(r.prosker_id),
      { text: r.text, priceFrom: r.price_from === null ? null : Number(r.price_from) },
    ]),
  );
}
