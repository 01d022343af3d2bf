/**
 * Dates a notice is due for (scheduled every few minutes): the reminders 24 h and 2 h before an
 * appointment still to happen, and the review request two days after a job completed without a
 * review. Each is emitted once per job: a marker column is set by a conditional UPDATE … WHERE
 * marker IS NULL … RETURNING in the transaction of the `job.due` event, so two instances running
 * the task at once never both emit, and the work is taken in pages so it stays flat.
 */
import type { Knex } from 'knex';
import type { Platform } from '../../platform';
import { visitOf } from './rules';

type DueKind = 'reminder24h' | 'reminder2h' | 'reviewRequest';

/** Jobs one statement marks and emits at most. */
export const DUE_PAGE = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A job whose appointment is still to happen (paid or not yet paid). */
const UPCOMING = ['paymentRequired', 'readyToExecute'];
/** The review is asked this long after completion, and no longer after REVIEW_REQUEST_UNTIL. */
export const REVIEW_REQUEST_AFTER_DAYS = 2;
export const REVIEW_REQUEST_UNTIL_DAYS = 30;

const MARKER: Record<DueKind, string> = {
  reminder24h: 'reminded_24h_at',
  reminder2h: 'reminded_2h_at',
  reviewRequest: 'review_requested_at',
};

/** The jobs of `kind` due at `now` and not marked yet, as a query of their ids. */
function dueQuery(trx: Knex.Transaction, kind: DueKind, now: Date) {
  const marker = MARKER[kind];
  const query = trx('jobs').whereNull(marker).select('id').orderBy('id').limit(DUE_PAGE);
  const at = (ms: number) => new Date(now.getTime() + ms);
  if (kind === 'reminder24h') {
    return query
      .whereIn('status', UPCOMING)
      .where('start_date', '>', at(2 * HOUR))
      .where('start_date', '<=', at(DAY));
  }
  if (kind === 'reminder2h') {
    return query
      .whereIn('status', UPCOMING)
      .where('start_date', '>', now)
      .where('start_date', '<=', at(2 * HOUR));
  }
  // A complete job moves no more: its last update is its completion.
  return query
    .where('status', 'complete')
    .where('updated_at', '<=', at(-REVIEW_REQUEST_AFTER_DAYS * DAY))
    .where('updated_at', '>', at(-REVIEW_REQUEST_UNTIL_DAYS * DAY))
    .whereNotExists((q) =>
      q.from('reviews as r').whereRaw('r.job_id = jobs.id').select(trx.raw(1)),
    );
}

export function createDueNotices(platform: Platform) {
  const { db, events } = platform;

  /** Marks and emits one page of `kind`; answers how many were marked. */
  async function page(kind: DueKind, now: Date): Promise<number> {
    return db.transaction(async (trx) => {
      const marker = MARKER[kind];
      // Rows another instance is marking are skipped; the WHERE is checked again on the row.
      const rows = await trx('jobs')
        .whereIn('id', dueQuery(trx, kind, now).forUpdate().skipLocked())
        .whereNull(marker)
        .update({ [marker]: now })
        .returning([
          'id',
          'client_id',
          'prosker_id',
          'title',
          'start_date',
          'time_of_day',
          'hour_agreed',
          'address_domicile',
          'address_neighborhood',
          'address_city',
          'address_state',
          'address_postal_code',
          'address_country',
          'address_country_code',
        ]);
      for (const row of rows) {
        await events.emit(trx, {
          type: 'job.due',
          jobId: Number(row.id),
          kind,
          clientId: Number(row.client_id),
          proskerId: Number(row.prosker_id),
          title: row.title as string,
          startDate: new Date(row.start_date as string).toISOString(),
          ...visitOf(row),
        });
      }
      return rows.length;
    });
  }

  return {
    /** Emits every notice due at `now` once; answers how many of each kind. */
    async emitDue(now = new Date()): Promise<Record<DueKind, number>> {
      const counts: Record<DueKind, number> = { reminder24h: 0, reminder2h: 0, reviewRequest: 0 };
      for (const kind of Object.keys(MARKER) as DueKind[]) {
        for (;;) {
          const marked = await page(kind, now);
          counts[kind] += marked;
          if (marked < DUE_PAGE) break;
        }
      }
      return counts;
    },
  };
}
