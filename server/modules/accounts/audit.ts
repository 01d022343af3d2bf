/**
 * Staff actions on other modules' records (a job cancelled or refunded, a conversation opened, a
 * flag) go to the one audit log of staff writes (`recordAudit`, server/platform/audit.ts), in the
 * transaction of the change. Other modules write through `recordStaffAction` of index.ts.
 */
import type { Knex } from 'knex';
import { recordAudit } from '../../platform/audit';

export interface StaffAction {
  staffId: number;
  /** `<record>.<verb>`, e.g. `job.cancel`, `job.refund`, `user.flag`. */
  action: string;
  target: { type: string; id: number | string } | null;
  /**
   * What the record was and became (`before`, `after`: only what the action changes), and
   * anything else to keep (a reason, an amount).
   */
  details?: Record<string, unknown>;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields | undefined =>
  value && typeof value === 'object' ? (value as Fields) : undefined;

export async function recordStaffAction(trx: Knex | Knex.Transaction, entry: StaffAction) {
  const { before, after, ...details } = entry.details ?? {};
  await recordAudit(trx, {
    staffId: entry.staffId,
    action: entry.action,
    target: entry.target ?? undefined,
    before: fieldsOf(before),
    after: fieldsOf(after),
    details,
  });
}
