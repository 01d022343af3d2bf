/**
 * The staff audit log: every write a staff member makes in the back office leaves one entry,
 * in the same transaction as the write (who, what, on which record, before and after). Modules
 * and the one-table resource factory (admin-resource.ts) write through `recordAudit`; the
 * back office reads the entries through `auditEntries` (accounts' audit-log route).
 */
import type { Knex } from 'knex';
import type { AppContext } from './http';

type Fields = Record<string, unknown>;

export interface AuditEntry {
  staffId: number;
  /** `<resource>.<verb>`: `categories.update`, `users.ban`, `services.withdraw`. */
  action: string;
  target?: { type: string; id: number | string };
  /** The record as it was (absent for a creation) and as it is (absent for a deletion). */
  before?: Fields | null;
  after?: Fields | null;
  /** What else the action said (a reason, an export's filter). */
  details?: Fields;
}

/** The staff member a back-office request is signed in as. */
export function staffIdOf(ctx: AppContext): number {
  const auth = ctx.state.auth;
  if (auth?.subjectType !== 'staff') throw new Error('a staff route without its staff member');
  return auth.subjectId;
}

/**
 * Only what changed, on both sides (a field equal before and after tells nothing); a creation
 * or a deletion keeps the whole record.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const same = (key: string) => JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(key),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes one entry with the caller's transaction (the write and its entry stand or fall together). */
export async function recordAudit(trx: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await trx('staff_audit').insert({
    staff_id: entry.staffId,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target ? String(entry.target.id) : null,
    details: JSON.stringify(entry.details ?? {}),
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
  });
}

/** The entries, filtered by action, target type and id, or staff member, as a list query. */
export function auditEntries(db: Knex, filter: Record<string, unknown>): Knex.QueryBuilder {
  const query = db('staff_audit').select('staff_audit.*');
  if (typeof filter.action === 'string') query.where('staff_audit.action', filter.action);
  if (typeof filter.targetType === 'string') {
    query.where('staff_audit.target_type', filter.targetType);
  }
  if (typeof filter.targetId === 'string' || typeof filter.targetId === 'number') {
    query.where('staff_audit.target_id', String(filter.targetId));
  }
  if (Number.isSafeInteger(filter.staffId)) {
    query.where('staff_audit.staff_id', filter.staffId as number);
  }
  return query;
}
