/**
 * Published services as staff see them in the back office: searched by title, prosker,
 * category, region and state, and withdrawn with a reason the prosker is told (a notice and a
 * mail, through the outbox in the withdrawal's transaction). A service with open jobs is never
 * withdrawn; a client buying it at that moment waits for the withdrawal (the row is locked) and
 * is then refused.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import { FINAL_STATUSES, type ServiceState } from '../../../common/jobs';
import { REGION_FACTS, type Region } from '../../../common/regions';
import { AppError, notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import { userSummaries } from '../accounts';
import { categorySummaries } from '../catalogue';

type Row = Record<string, unknown>;

export interface StaffServiceFilter {
  /** An ILIKE pattern on the title. */
  titleLike?: string;
  proskerId?: number;
  categoryId?: number;
  regions?: Region[];
  states?: ServiceState[];
  ids?: number[];
}

const STATE_SQL: Record<ServiceState, (q: Knex.QueryBuilder) => void> = {
  published: (q) => q.where('s.enabled', true),
  disabled: (q) => q.where('s.enabled', false).whereNull('s.withdrawn_at'),
  withdrawn: (q) => q.whereNotNull('s.withdrawn_at'),
};

export const stateOf = (row: Row): ServiceState =>
  row.withdrawn_at ? 'withdrawn' : row.enabled ? 'published' : 'disabled';

export function createStaffServices(platform: Platform) {
  const { db, events } = platform;

  /** The services (`s.*`) with how many of their jobs are open, narrowed by `filter`. */
  function query(filter: StaffServiceFilter = {}): Knex.QueryBuilder {
    const q = db('services as s').select(
      's.*',
      db.raw(
        `(SELECT count(*) FROM jobs j WHERE j.service_id = s.id
           AND j.status <> ALL(?::text[]))::int AS open_jobs`,
        [FINAL_STATUSES],
      ),
    );
    if (filter.titleLike) q.whereILike('s.title', filter.titleLike);
    if (filter.proskerId !== undefined) q.where('s.prosker_id', filter.proskerId);
    if (filter.categoryId !== undefined) q.where('s.category_id', filter.categoryId);
    if (filter.regions) {
      q.whereIn(
        's.currency',
        filter.regions.map((region) => REGION_FACTS[region].currency),
      );
    }
    if (filter.states) {
      const states = filter.states;
      q.where((w) => {
        for (const state of states) w.orWhere((one) => STATE_SQL[state](one));
      });
    }
    if (filter.ids) q.whereIn('s.id', filter.ids);
    return q;
  }

  /** Completes a page of services with their prosker (accounts) and category name (catalogue). */
  async function withNames(rows: Row[], language: Language): Promise<Row[]> {
    const [users, categories] = await Promise.all([
      userSummaries(
        db,
        rows.map((r) => Number(r.prosker_id)),
      ),
      categorySummaries(db, { ids: rows.map((r) => Number(r.category_id)) }),
    ]);
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    return rows.map((r) => {
      const prosker = users.get(Number(r.prosker_id));
      return {
        ...r,
        prosker_username: prosker?.username ?? '',
        prosker_email: prosker?.email ?? '',
        category_name: categoryById.get(Number(r.category_id))?.name[language] ?? '',
      };
    });
  }

  return {
    query,
    withNames,

    async one(id: number, language: Language): Promise<Row> {
      const row = await query().where('s.id', id).first();
      if (!row) throw notFound();
      return (await withNames([row], language))[0];
    },

    /**
     * Withdraws a service with the reason its prosker is told. Refused, changing nothing, while
     * one of its jobs is open, or when it was already withdrawn.
     */
    async withdraw(staffId: number, id: number, reason: string): Promise<void> {
      await db.transaction(async (trx) => {
        const before = await trx('services').where({ id }).forUpdate().first();
        if (!before) throw notFound();
        if (before.withdrawn_at) throw new AppError('SERVICE_ALREADY_WITHDRAWN', 409);
        const open = await trx('jobs')
          .where({ service_id: id })
          .whereNotIn('status', FINAL_STATUSES)
          .first(trx.raw('count(*)::int AS count'));
        if (Number(open?.count) > 0) {
          throw new AppError('SERVICE_HAS_OPEN_JOBS', 409, {
            params: { count: Number(open?.count) },
            details: { openJobs: Number(open?.count) },
          });
        }
        const [after] = await trx('services')
          .where({ id })
          .update({
            enabled: false,
            withdrawn_at: trx.fn.now(),
            withdrawn_reason: reason,
            withdrawn_by: staffId,
          })
          .returning('*');
        const proskerId = Number(before.prosker_id);
        await events.emit(trx, { type: 'services.changed', userId: proskerId });
        await events.emit(trx, {
          type: 'service.withdrawn',
          userId: proskerId,
          serviceId: id,
          title: String(before.title),
          reason,
        });
        await recordAudit(trx, {
          staffId,
          action: 'services.withdraw',
          target: { type: 'services', id },
          before: { state: stateOf(before), withdrawnReason: null },
          after: { state: stateOf(after), withdrawnReason: reason },
        });
      });
    },
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
