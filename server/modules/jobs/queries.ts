/**
 * The SQL of what staff read about jobs (the back office): the jobs with their reasons' names,
 * completed with their prosker and client (accounts) and category name (catalogue), and one job
 * with its history and review. Only the module's own tables are named here.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import type { JobStatus } from '../../../common/jobs';
import { flaggedIds, userSummaries } from '../accounts';
import { categorySummaries } from '../catalogue';

type Row = Record<string, unknown>;

/** What the staff's list of jobs is narrowed by (each absent filter lets every job through). */
export interface StaffJobFilter {
  statuses?: JobStatus[];
  proskerId?: number;
  clientId?: number;
  /** An ILIKE pattern on the title. */
  titleLike?: string;
  ids?: number[];
  /** Only the jobs staff flagged for an admin (accounts' flags, docs/adr/0029). */
  flagged?: boolean;
}

/** Jobs (`j.*`) with the name of their cancellation and help reasons in `language`. */
export function staffJobsQuery(
  db: Knex,
  language: Language,
  filter: StaffJobFilter = {},
): Knex.QueryBuilder {
  const query = db('jobs as j')
    .leftJoin('cancellation_reasons as cr', 'cr.id', 'j.cancellation_reason_id')
    .leftJoin('help_reasons as hr', 'hr.id', 'j.help_reason_id')
    .select(
      'j.*',
      `cr.name_${language} as cancellation_reason`,
      `hr.name_${language} as help_reason`,
    );
  if (filter.statuses) query.whereIn('j.status', filter.statuses);
  if (filter.proskerId !== undefined) query.where('j.prosker_id', filter.proskerId);
  if (filter.clientId !== undefined) query.where('j.client_id', filter.clientId);
  if (filter.titleLike) query.whereILike('j.title', filter.titleLike);
  if (filter.ids) query.whereIn('j.id', filter.ids);
  if (filter.flagged) query.whereIn('j.id', flaggedIds(db, 'job'));
  return query;
}

/** The jobs' prosker and client (accounts) and category name (catalogue), asked of them. */
export async function withParties(db: Knex, rows: Row[], language: Language): Promise<Row[]> {
  const [users, categories] = await Promise.all([
    userSummaries(
      db,
      rows.flatMap((r) => [Number(r.prosker_id), Number(r.client_id)]),
    ),
    categorySummaries(db, {
      ids: rows.flatMap((r) => (r.category_id == null ? [] : [Number(r.category_id)])),
    }),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const nameOf = (id: unknown) => {
    const user = users.get(Number(id));
    return user ? `${user.firstName} ${user.lastName}`.trim() : '';
  };
  return rows.map((r) => ({
    ...r,
    prosker_name: nameOf(r.prosker_id),
    client_name: nameOf(r.client_id),
    prosker_email: users.get(Number(r.prosker_id))?.email,
    prosker_username: users.get(Number(r.prosker_id))?.username,
    client_email: users.get(Number(r.client_id))?.email,
    client_username: users.get(Number(r.client_id))?.username,
    category_name:
      r.category_id == null ? null : categoryById.get(Number(r.category_id))?.name[language],
  }));
}

/**
 * One job as staff read it: its row with parties, its history oldest first (each entry with
 * its actor's `actor_username`), and the client's review; undefined when there is no such job.
 */
export async function staffJob(db: Knex, id: number, language: Language) {
  const found = await staffJobsQuery(db, language).where('j.id', id).first();
  if (!found) return undefined;
  const [[row], history, review] = await Promise.all([
    withParties(db, [found], language),
    db('job_history').where('job_id', id).orderBy('id').select('*'),
    db('reviews').where({ job_id: id }).first(),
  ]);
  const actors = await userSummaries(
    db,
    history.flatMap((h) => (h.actor_id == null ? [] : [Number(h.actor_id)])),
  );
  return {
    row,
    history: history.map((h) => ({
      ...h,
      actor_username:
        h.actor_id == null ? null : (actors.get(Number(h.actor_id))?.username ?? null),
    })) as Row[],
    review: review as Row | undefined,
  };
}
