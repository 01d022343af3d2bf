/** What jobs keeps about a user, for their data download (`exportFor`). */
import type { Knex } from 'knex';
import { storedImageKeys } from './media';

/** The columns of a job that are its client's own contact: not the prosker's data to download. */
const CLIENT_CONTACT = [
  'address_domicile',
  'address_neighborhood',
  'address_city',
  'address_state',
  'address_postal_code',
  'address_country',
  'address_country_code',
  'contact_phone',
  'problem_photos',
];

/**
 * The user's jobs as client (with what they told the prosker) and as prosker (without the
 * client's address and phone), each with its history; the services they published; the reviews
 * they wrote and those written about them (without who wrote them).
 */
export async function jobsExportFor(db: Knex, userId: number) {
  const jobs = await db('jobs')
    .where((w) => w.where({ client_id: userId }).orWhere({ prosker_id: userId }))
    .orderBy('id');
  const history = await db('job_history')
    .whereIn(
      'job_id',
      jobs.map((job) => job.id),
    )
    .orderBy('id')
    .select('job_id', 'actor', 'action', 'from_status', 'to_status', 'comment', 'created_at');
  const own = (job: Record<string, unknown>) => {
    const role = Number(job.client_id) === userId ? 'client' : 'prosker';
    const row: Record<string, unknown> = { ...job, role };
    if (role === 'prosker') for (const column of CLIENT_CONTACT) delete row[column];
    return {
      ...row,
      history: history
        .filter((entry) => Number(entry.job_id) === Number(job.id))
        .map(({ job_id: _, ...entry }) => entry),
    };
  };
  const [services, given, received] = await Promise.all([
    db('services').where({ prosker_id: userId }).orderBy('id'),
    db('reviews')
      .where({ client_id: userId })
      .orderBy('id')
      .select('id', 'job_id', 'prosker_id', 'rating', 'text', 'created_at'),
    db('reviews')
      .where({ prosker_id: userId })
      .orderBy('id')
      .select('id', 'job_id', 'rating', 'text', 'created_at'),
  ]);
  return {
    jobs: jobs.map(own),
    services,
    reviewsGiven: given,
    reviewsReceived: received,
  };
}

/** The user's latest job (created or moved), or null: a transaction for the retention period. */
export async function jobsLastActivity(db: Knex, userId: number): Promise<Date | null> {
  const [row] = await db('jobs')
    .where((w) => w.where({ client_id: userId }).orWhere({ prosker_id: userId }))
    .max({ at: 'updated_at' });
  return row?.at ? new Date(row.at) : null;
}

/**
 * At the end of the retention period, in the caller's transaction: what the user's jobs say of
 * them goes (as client, the address, phone, problem and photos; their notes and comments; the
 * text of their reviews). The jobs stay, with amounts and dates, linked to nobody named.
 */
export async function jobsForget(trx: Knex.Transaction, userId: number): Promise<string[]> {
  // The photos of the client's problems go with their rows: their keys, for the caller.
  const photos = (await trx('jobs').where({ client_id: userId }).pluck('problem_photos')).flat();
  await trx('jobs')
    .where({ client_id: userId })
    .update({
      address_domicile: null,
      address_neighborhood: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
      address_country: null,
      address_country_code: null,
      contact_phone: null,
      problem: null,
      problem_photos: trx.raw(`'[]'::jsonb`),
      cancellation_note: null,
      help_note: null,
    });
  await trx('jobs').where({ prosker_id: userId }).update({ cancellation_note: null });
  await trx('job_history').where({ actor_id: userId }).update({ comment: null });
  await trx('reviews').where({ client_id: userId }).update({ text: '' });
  return (photos as unknown[])
    .filter((url): url is string => typeof url === 'string')
    .flatMap(storedImageKeys);
}
