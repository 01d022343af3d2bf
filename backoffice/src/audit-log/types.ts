/** What staff did, as GET /backoffice/api/audit-log lists it. */
export type AuditAction = 'user.update' | 'user.ban' | 'user.unban' | 'users.export';

export interface AuditEntry {
  id: number;
  staffEmail: string;
  action: AuditAction;
  /** The kind of record acted on ('user'); absent for actions on a whole list (an export). */
  targetType: string | null;
  targetId: number | string | null;
  /** What changed or what was asked for: the fields of an edit, the filter of an export. */
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** Action codes with their catalogue keys (codes hold dots, which polyglot reads as paths). */
export const AUDIT_ACTION_CHOICES: { id: AuditAction; name: string }[] = [
  { id: 'user.update', name: 'backoffice.auditLog.actions.userUpdate' },
  { id: 'user.ban', name: 'backoffice.auditLog.actions.userBan' },
  { id: 'user.unban', name: 'backoffice.auditLog.actions.userUnban' },
  { id: 'users.export', name: 'backoffice.auditLog.actions.usersExport' },
];
