import type { Schemas } from '../api/contract';
import { CONTENT_RESOURCES } from '../content/types';

/** What staff did, as GET /backoffice/api/audit-log lists it. */
export type AuditEntry = Schemas['AuditEntry'];

/**
 * The kinds of record the audit log names (`targetType`, the back-office resource): the filter's
 * choices, each named by its resource's name in the catalogue.
 */
export const AUDITED_RESOURCES = [
  'users',
  'services',
  'predefined-services',
  'categories',
  'skills',
  'coupons',
  'plans',
  'cancellation-reasons',
  'help-reasons',
  'conversation-reports',
  ...CONTENT_RESOURCES,
  'contact-messages',
  'subscriptions',
  'notification-deliveries',
] as const;

/** `categories.update` → the resource (`categories`) and the verb (`update`). */
export function actionParts(action: string): { resource: string; verb: string } {
  const dot = action.lastIndexOf('.');
  return dot < 0
    ? { resource: action, verb: '' }
    : { resource: action.slice(0, dot), verb: action.slice(dot + 1) };
}

/** One changed field: its name and its value before and after (null: none, or not there). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields an entry changed, in the order the record has them. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
  }));
}
