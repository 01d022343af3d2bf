import type { Schemas } from '../api/contract';

/** What staff did, as GET /backoffice/api/audit-log lists it. */
export type AuditAction = 'user.update' | 'user.ban' | 'user.unban' | 'users.export';

export type AuditEntry = Schemas['AuditEntry'];

/** Action codes with their catalogue keys (codes hold dots, which polyglot reads as paths). */
export const AUDIT_ACTION_CHOICES: { id: AuditAction; name: string }[] = [
  { id: 'user.update', name: 'backoffice.auditLog.actions.userUpdate' },
  { id: 'user.ban', name: 'backoffice.auditLog.actions.userBan' },
  { id: 'user.unban', name: 'backoffice.auditLog.actions.userUnban' },
  { id: 'users.export', name: 'backoffice.auditLog.actions.usersExport' },
];
