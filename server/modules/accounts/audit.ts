/**
 * The audit log of staff writes (`staff_audit`): who did what to which record, with what it was
 * before and after, written in the transaction of the change. Other modules write through
 * `recordStaffAction` of index.ts.
 */
import type { Knex } from 'knex';

export interface StaffAction {
  staffId: number;
  /** `<record>.<verb>`, e.g. `job.cancel`, `job.refund`, `user.ban`. */
  action: string;
  target: { type: string; id: number | string } | null;
  /** What the record was and became (only what the action changes), and anything else to keep. */
  details?: Record<string, unknown>;
}

export async function recordStaffAction(trx: Knex | Knex.Transaction, entry: StaffAction) {
  await trx('staff_audit').insert({
    staff_id: entry.staffId,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target === null ? null : String(entry.target.id),
    details: JSON.stringify(entry.details ?? {}),
  });
}
