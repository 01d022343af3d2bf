/**
 * The back office's list dialect (ra-data-simple-rest): `range=[start,end]`, `sort=[field,order]`
 * and `filter={...}` as JSON query parameters, answered with a `Content-Range` header.
 */
import type { Knex } from 'knex';
import { AppError } from './errors';
import type { AppContext } from './http';

export interface ListQuery {
  start: number;
  end: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: name, key: 'fields.invalid' }],
    });
  }
}

const invalid = (field: string) =>
  new AppError('VALIDATION_FAILED', 422, { fields: [{ field, key: 'fields.invalid' }] });

/** Parses and checks the list parameters; sort fields outside `sortable` are refused. */
export function parseListQuery(
  query: Record<string, unknown>,
  sortable: Record<string, string>,
  defaultSort: string,
): ListQuery {
  const range = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  ) {
    throw invalid('range');
  }
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'ASC'];
  if (!Array.isArray(sort) || sort.length !== 2 || !(String(sort[0]) in sortable)) {
    throw invalid('sort');
  }
  const order = String(sort[1]).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw invalid('sort');
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalid('filter');
  return {
    start: range[0],
    end: range[1],
    sortField: sortable[String(sort[0])],
    sortOrder: order,
    filter: filter as Record<string, unknown>,
  };
}

/** Runs a filtered query as one page plus a total, and sets Content-Range. */
export async function respondWithList<T>(
  ctx: AppContext,
  resource: string,
  list: ListQuery,
  base: Knex.QueryBuilder,
  toDto: (row: Record<string, unknown>) => T,
  tieBreaker = 'id',
): Promise<void> {
  const [{ total }] = await base
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ total: number }[]>({ total: '*' });
  const rows: Record<string, unknown>[] = await base
    .clone()
    .orderBy(list.sortField, list.sortOrder)
    .orderBy(tieBreaker, list.sortOrder)
    .offset(list.start)
    .limit(list.end - list.start + 1);
  const last = rows.length === 0 ? list.start : list.start + rows.length - 1;
  ctx.set('Content-Range', `${resource} ${list.start}-${last}/${total}`);
  ctx.body = rows.map(toDto);
}

type CursorValue = string | number | boolean;

/** An opaque keyset cursor: the sort values of the last row of a page. */
export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Reads a cursor back; anything that is not one of ours is a validation error on `cursor`. */
export function decodeCursor<T extends CursorValue[]>(
  raw: string,
  valid: (values: unknown[]) => values is T,
): T {
  try {
    const values: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(values) && valid(values)) return values;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', 422, {
    fields: [{ field: 'cursor', key: 'fields.invalid' }],
  });
}

/** Readers of react-admin list filters: absent when empty, VALIDATION_FAILED when malformed. */
export const listFilters = {
  invalid(name: string) {
    return new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: `filter.${name}`, key: 'fields.invalid' }],
    });
  },

  /** A true/false filter (a boolean, sometimes its text). */
  boolean(filter: Record<string, unknown>, name: string): boolean | undefined {
    const value = filter[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw listFilters.invalid(name);
  },

  /** A positive id (number or digits). */
  id(filter: Record<string, unknown>, name: string): number | undefined {
    const value = filter[name];
    if (value === undefined || value === null || value === '') return undefined;
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id <= 0) throw listFilters.invalid(name);
    return id;
  },

  /** One of the allowed values, or several of them (a list). */
  choice<T extends string>(
    filter: Record<string, unknown>,
    name: string,
    allowed: readonly T[],
  ): T[] | undefined {
    const value = filter[name];
    if (value === undefined || value === null || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => allowed.includes(v as T))) throw listFilters.invalid(name);
    return values as T[];
  },

  /** `id: [1, 2]`, as react-admin's getMany sends it. */
  ids(filter: Record<string, unknown>): number[] | undefined {
    if (filter.id === undefined) return undefined;
    const values = Array.isArray(filter.id) ? filter.id : [filter.id];
    const ids = values.map(Number);
    if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw listFilters.invalid('id');
    return ids;
  },
};
