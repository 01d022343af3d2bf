/**
 * The back office's list dialect (ra-data-simple-rest): `range=[start,end]`, `sort=[field,order]`
 * and `filter={...}` as JSON query parameters, answered with a `Content-Range` header.
 */
import type { Knex } from 'knex';
import { AppError } from './errors';
import { findNulByte, isRealDateTime, parseId, type AppContext } from './http';

export interface ListQuery {
  start: number;
  end: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

const invalid = (field: string) =>
  new AppError('VALIDATION_FAILED', 422, { fields: [{ field, key: 'fields.invalid' }] });

/** A JSON query parameter; absent when not given, refused when given twice, null or broken. */
function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  // A parameter given twice arrives as a list of texts.
  if (typeof raw !== 'string') throw invalid(name);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(name);
  }
  if (value === null) throw invalid(name);
  return value;
}

/** `range=[start,end]`: whole numbers from 0, at most a page apart. */
function parseRange(query: Record<string, unknown>): [number, number] {
  const range = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  ) {
    throw invalid('range');
  }
  return range as [number, number];
}

/** `sort=[field,order]`: a field name (never one every object has) and ASC or DESC. */
function parseSort(query: Record<string, unknown>, defaultSort: string): [string, 'asc' | 'desc'] {
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'ASC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !/^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(sort[0]) ||
    sort[0] in Object.prototype ||
    typeof sort[1] !== 'string'
  ) {
    throw invalid('sort');
  }
  const order = sort[1].toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw invalid('sort');
  return [sort[0], order];
}

/** Parses and checks the list parameters; sort fields outside `sortable` are refused. */
export function parseListQuery(
  query: Record<string, unknown>,
  sortable: Record<string, string>,
  defaultSort: string,
): ListQuery {
  const [start, end] = parseRange(query);
  const [field, order] = parseSort(query, defaultSort);
  if (!Object.hasOwn(sortable, field)) throw invalid('sort');
  return {
    start,
    end,
    sortField: sortable[field],
    sortOrder: order,
    filter: parseListFilter(query),
  };
}

const LOOKS_LIKE_A_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The `filter` parameter: a JSON object with no NUL character, whose date-like texts are real
 * dates and whose `id` (react-admin's getMany) is a list of ids within PostgreSQL's integer
 * range, given back as numbers.
 */
export function parseListFilter(query: Record<string, unknown>): Record<string, unknown> {
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw invalid('filter');
  }
  const nul = findNulByte(filter, 'filter');
  if (nul !== undefined) throw invalid(nul);
  const values = filter as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (name in Object.prototype) throw invalid(`filter.${name}`);
    if (typeof value === 'string' && LOOKS_LIKE_A_DATE.test(value) && !isRealDateTime(value)) {
      throw new AppError('VALIDATION_FAILED', 422, {
        fields: [{ field: `filter.${name}`, key: 'fields.date' }],
      });
    }
  }
  if (Object.hasOwn(values, 'id')) values.id = listFilters.ids(values);
  return values;
}

/**
 * Checks the list parameters every back-office route may receive, before its handler runs, so
 * a route that reads them on its own (or ignores them) still never runs with malformed ones.
 */
export function checkListParams(ctx: AppContext): void {
  parseRange(ctx.query);
  parseSort(ctx.query, 'id');
  parseListFilter(ctx.query);
}

/**
 * Runs a filtered query as one page plus a total, and sets Content-Range. `complete` adds to the
 * page's rows what other modules know (names asked of their index.ts) before `toDto`.
 */
export async function respondWithList<T>(
  ctx: AppContext,
  resource: string,
  list: ListQuery,
  base: Knex.QueryBuilder,
  toDto: (row: Record<string, unknown>) => T,
  tieBreaker = 'id',
  complete?: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>,
): Promise<void> {
  const [{ total }] = await base
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ total: number }[]>({ total: '*' });
  const page: Record<string, unknown>[] = await base
    .clone()
    .orderBy(list.sortField, list.sortOrder)
    .orderBy(tieBreaker, list.sortOrder)
    .offset(list.start)
    .limit(list.end - list.start + 1);
  const rows = complete ? await complete(page) : page;
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
    const id = parseId(value);
    if (id === undefined) throw listFilters.invalid(name);
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
    const values: unknown[] = Array.isArray(filter.id) ? filter.id : [filter.id];
    const ids = values.map(parseId);
    if (!ids.every((id) => id !== undefined)) throw listFilters.invalid('id');
    return ids as number[];
  },
};
