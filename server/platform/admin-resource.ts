/**
 * Back-office resources that are a list and a form over one table (ra-data-simple-rest dialect):
 * one factory builds their list, get, create, update and delete routes from a description, so
 * ids, ranges, sort, filters, constraint errors and delete-or-disable live here once. The table
 * access comes from the owning module (a `TableStore` it builds with its database); the module's
 * admin routes only describe the resource. See docs/adr/0014-back-office-resource-factory.md.
 */
import type { Knex } from 'knex';
import type { AnyObject, AnySchema, ObjectSchema } from 'yup';
import { out } from './contract';
import { databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, type Db } from './db';
import { AppError, notFound, type FieldError } from './errors';
import { recordAudit, staffIdOf } from './audit';
import { idOf, route, type AppContext, type RouteSpec } from './http';
import { listFilters, parseListQuery, respondWithList } from './list-query';

export const CHECK_VIOLATION = '23514';

type Row = Record<string, unknown>;

/**
 * A broken constraint and the field it speaks for: by constraint name, or by kind alone when
 * the table has one constraint of that kind.
 */
export interface ConstraintField extends FieldError {
  kind: 'unique' | 'foreignKey' | 'check';
  constraint?: string;
}

const SQLSTATE = {
  unique: UNIQUE_VIOLATION,
  foreignKey: FOREIGN_KEY_VIOLATION,
  check: CHECK_VIOLATION,
} as const;

/** A broken constraint as the validation error of the field it guards; else undefined. */
export function constraintError(
  error: unknown,
  fields: readonly ConstraintField[],
  params?: Record<string, unknown>,
): AppError | undefined {
  const { code, constraint } = databaseError(error);
  const found = fields.find(
    (f) => SQLSTATE[f.kind] === code && (f.constraint === undefined || f.constraint === constraint),
  );
  if (!found) return undefined;
  return new AppError('VALIDATION_FAILED', 422, {
    fields: [{ field: found.field, key: found.key, params: params ?? found.params }],
  });
}

/**
 * The table access a module gives the factory: its rows (with usage) and plain writes. Each
 * write takes the transaction the factory opens, in which it also writes the audit entry.
 */
export interface TableStore {
  /** The rows, each with its `usage`, as a query to filter, sort and page. */
  query(trx?: Knex.Transaction): Knex.QueryBuilder;
  /** Inserts a row and answers it as stored (without usage). */
  insert(row: Row, trx?: Knex.Transaction): Promise<Row>;
  /** Updates a row; answers how many rows changed (0: no such row). */
  update(id: number, row: Row, trx?: Knex.Transaction): Promise<number>;
  remove(id: number, trx?: Knex.Transaction): Promise<void>;
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/**
 * A module's store over one of its tables. `usage` is the SQL expression counting what refers
 * to a row (written by the owning module, `0` when nothing does).
 */
export function tableStore(db: Db, table: string, usage = '0'): TableStore {
  return {
    query: (trx) => (trx ?? db)(table).select(`${table}.*`, db.raw(`(${usage})::int AS usage`)),
    async insert(row, trx) {
      const [stored] = await (trx ?? db)(table).insert(row).returning('*');
      return stored as Row;
    },
    update: (id, row, trx) => (trx ?? db)(table).where({ id }).update(row),
    async remove(id, trx) {
      await (trx ?? db)(table).where({ id }).delete();
    },
    transaction: (work) => db.transaction(work),
  };
}

/** The texts of `q`: `%term%`, or undefined when absent or blank. */
export function searchTerm(filter: Record<string, unknown>): string | undefined {
  return typeof filter.q === 'string' && filter.q.trim() ? `%${filter.q.trim()}%` : undefined;
}

export interface AdminResource<C extends AnyObject, U extends AnyObject = C> {
  /** The path under /admin/api and the name in Content-Range. */
  path: string;
  store: TableStore;
  summaries: { list: string; one: string; create: string; update: string; remove: string };
  /** Errors the list declares (the OpenAPI document). */
  listErrors?: string[];
  /** API field → column, for `sort`. */
  sorts: Record<string, string>;
  defaultSort: string;
  /** Columns `filter.q` searches (ILIKE). */
  searchColumns: string[];
  /** Other filters, applied to the list query (`filter.id` is applied by the factory). */
  filter?(query: Knex.QueryBuilder, filter: Record<string, unknown>): void;
  createSchema: ObjectSchema<C>;
  updateSchema: ObjectSchema<U>;
  /** The answer for a row; the row's `usage` is what refers to it. */
  toDto(row: Row): Record<string, unknown>;
  /** What `toDto` answers, as a contract (see contract.ts). */
  record: AnySchema;
  toRow(input: C | U): Row;
  constraints: readonly ConstraintField[];
  /** Params for the field error of a failed update (say, how many uses a limit is below). */
  updateErrorParams?(id: number): Promise<Record<string, unknown>>;
  /**
   * Delete or disable: a row something uses (`usage > 0`, or `when` says so) is never deleted
   * (the client disables it with an update); deleting one answers 409 with this code.
   */
  inUse: { code: string; when?(id: number, record: Record<string, unknown>): Promise<boolean> };
  /**
   * Rows the product relies on (say, a reason it writes itself): staff may read them but not
   * edit nor delete them; either answers 409 with `code`, changing nothing.
   */
  locked?: { code: string; when(row: Row): boolean };
  /** Errors the update may answer besides NOT_FOUND. */
  updateErrors?: string[];
  /** Told after each write (create, update, delete). */
  changed?(id: number): void;
}

/** The five routes of a one-table back-office resource. */
export function adminResource<C extends AnyObject, U extends AnyObject = C>(
  spec: AdminResource<C, U>,
): RouteSpec[] {
  const { path, store, summaries } = spec;
  const { record } = spec;
  const response = { body: record };
  const find = async (id: number, trx?: Knex.Transaction): Promise<Row> => {
    const row = await store.query(trx).where('id', id).first();
    if (!row) throw notFound();
    return row as Row;
  };
  const one = async (id: number) => spec.toDto(await find(id));
  /** The record as the audit log keeps it: what staff edit, not what refers to it. */
  const audited = (row: Row) => {
    const { usage: _usage, ...record } = spec.toDto(row);
    return record;
  };
  const audit = (
    ctx: AppContext,
    trx: Knex.Transaction,
    verb: 'create' | 'update' | 'delete',
    id: number,
    before: Row | null,
    after: Row | null,
  ) =>
    recordAudit(trx, {
      staffId: staffIdOf(ctx),
      action: `${path}.${verb}`,
      target: { type: path, id },
      before: before && audited(before),
      after: after && audited(after),
    });
  const refuseLocked = (row: Row) => {
    if (spec.locked?.when(row)) throw new AppError(spec.locked.code, 409);
  };
  const lockedErrors = spec.locked ? [spec.locked.code] : [];
  const asFieldError = (error: unknown, params?: Record<string, unknown>) =>
    constraintError(error, spec.constraints, params) ?? error;
  const inUse = async (id: number, row: Row, record: Record<string, unknown>) =>
    Number(row.usage) > 0 || (spec.inUse.when ? await spec.inUse.when(id, record) : false);
  return [
    route({
      method: 'get',
      path: `/${path}`,
      summary: summaries.list,
      tag: path,
      access: 'staff',
      ...(spec.listErrors ? { errors: spec.listErrors } : {}),
      response: { body: out.list(record) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, spec.sorts, spec.defaultSort);
        const query = store.query();
        const term = searchTerm(list.filter);
        if (term) {
          query.where((w) => {
            for (const column of spec.searchColumns) w.orWhereILike(column, term);
          });
        }
        spec.filter?.(query, list.filter);
        const ids = listFilters.ids(list.filter);
        if (ids) query.whereIn('id', ids);
        await respondWithList(ctx, path, list, query, spec.toDto);
      },
    }),
    route({
      method: 'get',
      path: `/${path}/:id`,
      summary: summaries.one,
      tag: path,
      access: 'staff',
      errors: ['NOT_FOUND'],
      response,
      async handler(ctx) {
        ctx.body = await one(idOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: `/${path}`,
      summary: summaries.create,
      tag: path,
      access: 'staff',
      staffRoles: ['admin'],
      body: spec.createSchema,
      stripUnknownBody: true,
      response: { status: 201, body: record },
      async handler(ctx, { body }) {
        let row: Row;
        try {
          row = await store.transaction(async (trx) => {
            const stored = await store.insert(spec.toRow(body), trx);
            const id = Number(stored.id);
            await audit(ctx, trx, 'create', id, null, await find(id, trx));
            return stored;
          });
        } catch (error) {
          throw asFieldError(error);
        }
        spec.changed?.(Number(row.id));
        ctx.status = 201;
        ctx.body = spec.toDto({ ...row, usage: 0 });
      },
    }),
    route({
      method: 'put',
      path: `/${path}/:id`,
      summary: summaries.update,
      tag: path,
      access: 'staff',
      staffRoles: ['admin'],
      body: spec.updateSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', ...lockedErrors, ...(spec.updateErrors ?? [])],
      response,
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        try {
          await store.transaction(async (trx) => {
            const before = await store.query(trx).where('id', id).forUpdate().first();
            if (before) refuseLocked(before as Row);
            if (!before || (await store.update(id, spec.toRow(body), trx)) === 0) throw notFound();
            await audit(ctx, trx, 'update', id, before as Row, await find(id, trx));
          });
        } catch (error) {
          throw asFieldError(error, await spec.updateErrorParams?.(id));
        }
        spec.changed?.(id);
        ctx.body = await one(id);
      },
    }),
    route({
      method: 'delete',
      path: `/${path}/:id`,
      summary: summaries.remove,
      tag: path,
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['NOT_FOUND', ...lockedErrors, spec.inUse.code],
      response,
      async handler(ctx) {
        const id = idOf(ctx);
        const row = await find(id);
        refuseLocked(row);
        const record = spec.toDto(row);
        if (await inUse(id, row, record)) throw new AppError(spec.inUse.code, 409);
        try {
          await store.transaction(async (trx) => {
            await store.remove(id, trx);
            await audit(ctx, trx, 'delete', id, row, null);
          });
        } catch (error) {
          // Something came to use it in the meantime.
          if (databaseError(error).code === FOREIGN_KEY_VIOLATION) {
            throw new AppError(spec.inUse.code, 409);
          }
          throw error;
        }
        spec.changed?.(id);
        ctx.body = record;
      },
    }),
  ];
}
