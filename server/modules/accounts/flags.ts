/**
 * Staff flags (docs/adr/0029-what-support-may-do.md): support or an admin flags a job or a user
 * with a reason, for an admin to look at, and clears it. One open flag per target (a unique
 * index); each flag and each clearing is in the audit log, in the same transaction.
 */
import type { Knex } from 'knex';
import {
  AppError,
  listFilters,
  notFound,
  parseListQuery,
  respondWithList,
  route,
  type RouteSpec,
} from '../../platform';
import { idOf } from '../../platform/http';
import { out } from '../../platform/contract';
import { databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, type Db } from '../../platform/db';
import { staffFlagSchema } from '../../../common/schemas/accounts';
import { recordAudit } from '../../platform/audit';
import { staffFlagSchema as staffFlagAnswer } from './contract';

type Row = Record<string, unknown>;

const FLAG_SORTS = { id: 'f.id', createdAt: 'f.created_at', clearedAt: 'f.cleared_at' };

const targetOf = (row: Row) =>
  row.job_id !== null
    ? { type: 'job' as const, id: Number(row.job_id) }
    : { type: 'user' as const, id: Number(row.user_id) };

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function flagDto(row: Row) {
  const target = targetOf(row);
  return {
    id: Number(row.id),
    jobId: target.type === 'job' ? target.id : null,
    userId: target.type === 'user' ? target.id : null,
    reason: row.reason as string,
    flaggedBy: (row.flagged_by_email as string | null) ?? '',
    createdAt: iso(row.created_at)!,
    clearedBy: (row.cleared_by_email as string | null) ?? null,
    clearedAt: iso(row.cleared_at),
  };
}

/** The ids of the jobs or users with an open flag, as a subquery for the staff lists. */
export function flaggedIds(db: Db | Knex, target: 'job' | 'user') {
  const column = target === 'job' ? 'job_id' : 'user_id';
  return db('staff_flags').whereNull('cleared_at').whereNotNull(column).select(column);
}

function flagsQuery(db: Db) {
  return db('staff_flags as f')
    .leftJoin('staff as s', 's.id', 'f.flagged_by')
    .leftJoin('staff as c', 'c.id', 'f.cleared_by')
    .select('f.*', 's.email as flagged_by_email', 'c.email as cleared_by_email');
}

export function createFlags(db: Db) {
  const one = async (id: number) => {
    const row = await flagsQuery(db).where('f.id', id).first();
    if (!row) throw notFound();
    return flagDto(row);
  };
  return {
    list(filter: { jobId?: number; userId?: number; open?: boolean }) {
      const query = flagsQuery(db);
      if (filter.jobId !== undefined) query.where('f.job_id', filter.jobId);
      if (filter.userId !== undefined) query.where('f.user_id', filter.userId);
      if (filter.open === true) query.whereNull('f.cleared_at');
      if (filter.open === false) query.whereNotNull('f.cleared_at');
      return query;
    },

    /** Flags a job or a user: `ALREADY_FLAGGED` while an open flag is there. */
    async flag(staffId: number, input: { jobId?: number; userId?: number; reason: string }) {
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const [row] = await trx('staff_flags')
            .insert({
              job_id: input.jobId ?? null,
              user_id: input.userId ?? null,
              reason: input.reason,
              flagged_by: staffId,
            })
            .returning('*');
          await recordAudit(trx, {
            staffId,
            action: `${targetOf(row).type}.flag`,
            target: targetOf(row),
            after: { flagId: Number(row.id), reason: input.reason },
          });
          return Number(row.id);
        });
      } catch (error) {
        const { code } = databaseError(error);
        if (code === UNIQUE_VIOLATION) throw new AppError('ALREADY_FLAGGED', 409);
        if (code === FOREIGN_KEY_VIOLATION) {
          throw input.jobId !== undefined ? notFound() : notFound('USER_NOT_FOUND');
        }
        throw error;
      }
      return one(id);
    },

    /** Clears an open flag; one already cleared (or none) is `NOT_FOUND`. */
    async clear(staffId: number, id: number) {
      await db.transaction(async (trx) => {
        const [row] = await trx('staff_flags')
          .where({ id })
          .whereNull('cleared_at')
          .update({ cleared_by: staffId, cleared_at: trx.fn.now() })
          .returning('*');
        if (!row) throw notFound();
        await recordAudit(trx, {
          staffId,
          action: `${targetOf(row).type}.unflag`,
          target: targetOf(row),
          before: { flagId: Number(row.id), reason: row.reason },
        });
      });
      return one(id);
    },
  };
}

export type Flags = ReturnType<typeof createFlags>;

/** `/staff-flags…` of the back office: every staff member, support and admin alike. */
export function flagRoutes(flags: Flags): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/staff-flags',
      summary: 'Staff flags, newest first; `jobId`, `userId` and `open` filter them',
      tag: 'users',
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(staffFlagAnswer) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, FLAG_SORTS, 'id');
        const query = flags.list({
          jobId: listFilters.id(list.filter, 'jobId'),
          userId: listFilters.id(list.filter, 'userId'),
          open: listFilters.boolean(list.filter, 'open'),
        });
        await respondWithList(ctx, 'staff-flags', list, query, flagDto, 'f.id');
      },
    }),
    route({
      method: 'post',
      path: '/staff-flags',
      summary: 'Flag a job or a user for an admin, with a reason (audited)',
      tag: 'users',
      access: 'staff',
      body: staffFlagSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'ALREADY_FLAGGED'],
      response: { status: 201, body: staffFlagAnswer },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await flags.flag(ctx.state.auth!.subjectId, body);
      },
    }),
    route({
      method: 'post',
      path: '/staff-flags/:id/clear',
      summary: 'Clear an open flag (audited)',
      tag: 'users',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: staffFlagAnswer },
      async handler(ctx) {
        ctx.body = await flags.clear(ctx.state.auth!.subjectId, idOf(ctx));
      },
    }),
  ];
}
