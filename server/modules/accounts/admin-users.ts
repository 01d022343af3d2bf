/**
 * Staff work on users: edit, ban with a reason and unban (a ban ends the user's sessions at
 * once), correct their addresses, the CSV export; each change writes its audit entry
 * (server/platform/audit.ts) in its own transaction.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { yup } from '../../../common/validation';
import { notFound, type Platform } from '../../platform';
import { auditEntries, recordAudit } from '../../platform/audit';
import { adminUserUpdateSchema, type AddressInput } from '../../../common/schemas/accounts';
import { updateAddressIn } from './addresses';
import { BOM, csvLine } from './csv';
import { addressDto, adminUserDto } from './dto';
import { userRegion } from './facts';
import { Address, Staff, User } from './models';
import { duplicateError } from './rules';

export { adminUserUpdateSchema };

/** The export's columns, in order (documented in API.md). */
export const EXPORT_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'role',
  'type_user',
  'phone_number',
  'region',
  'banned',
  'email_verified',
  'is_test_user',
  'created_at',
  'last_login_at',
] as const;
const EXPORT_BATCH = 1000;

/** What the audit log keeps of a ban or its lifting. */
const banState = (user: User) => ({
  banned: user.banned_at !== null,
  banReason: user.ban_reason,
});

export function createAdminUsers(platform: Platform) {
  const { db, tokens, events } = platform;
  const changed = (userId: number, trx: Knex.Transaction) =>
    events.emit(trx, { type: 'user.changed', userId });

  const auditUser = (
    trx: Knex.Transaction,
    staffId: number,
    action: string,
    userId: number,
    change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
    details?: Record<string, unknown>,
  ) =>
    recordAudit(trx, {
      staffId,
      action,
      target: { type: 'users', id: userId },
      ...change,
      ...(details ? { details } : {}),
    });

  /** Bans (with the reason the user is told) or lifts a ban; a ban ends the user's sessions. */
  async function setBan(staffId: number, userId: number, reason: string | null) {
    return db.transaction(async (trx) => {
      const user = await User.query(trx).findById(userId).forUpdate();
      if (!user) throw notFound('USER_NOT_FOUND');
      const updated = await User.query(trx).patchAndFetchById(userId, {
        banned_at: reason !== null ? (user.banned_at ?? new Date()) : null,
        ban_reason: reason,
      } as Partial<User>);
      if (reason !== null) await tokens.revokeAll('user', userId, { trx });
      await auditUser(trx, staffId, reason !== null ? 'users.ban' : 'users.unban', userId, {
        before: banState(user),
        after: banState(updated),
      });
      await changed(userId, trx);
      return adminUserDto(updated);
    });
  }

  return {
    /** An entry of the audit log outside a change of a user (an export). */
    audit: (staffId: number, action: string, details: Record<string, unknown>) =>
      recordAudit(db, { staffId, action, details }),

    /** The user's region, whose way of writing phone numbers staff's edits follow. */
    regionOf: (userId: number) => userRegion(db, userId),

    async update(
      staffId: number,
      userId: number,
      input: yup.InferType<typeof adminUserUpdateSchema>,
    ) {
      try {
        const user = await db.transaction(async (trx) => {
          const before = await User.query(trx).findById(userId).forUpdate();
          if (!before) throw notFound('USER_NOT_FOUND');
          const after = await User.query(trx).patchAndFetchById(userId, {
            first_name: input.firstName,
            last_name: input.lastName,
            username: input.username,
            phone_number: input.phoneNumber ?? null,
            type_user: input.type_user,
            is_test_user: input.isTestUser,
            updated_at: new Date(),
          } as Partial<User>);
          await auditUser(trx, staffId, 'users.update', userId, {
            before: adminUserDto(before),
            after: adminUserDto(after),
          });
          await changed(userId, trx);
          return adminUserDto(after);
        });
        return user;
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },

    ban: (staffId: number, userId: number, reason: string) => setBan(staffId, userId, reason),
    unban: (staffId: number, userId: number) => setBan(staffId, userId, null),

    /** A user's addresses as staff see them, default first. */
    addresses: (userId: number) =>
      Address.query(db)
        .where({ user_id: userId })
        .orderBy([{ column: 'is_default', order: 'desc' }, 'id']),

    /** Staff correct one of a user's addresses, by the storefront's rules. */
    async updateAddress(staffId: number, userId: number, id: number, input: AddressInput) {
      return db.transaction(async (trx) => {
        const { before, after } = await updateAddressIn(trx, userId, id, input);
        await auditUser(trx, staffId, 'addresses.update', userId, {
          before: addressDto(before),
          after: addressDto(after),
        });
        await changed(userId, trx);
        return after;
      });
    },

    /**
     * Every user matching the filter as CSV, read in keyset batches so memory stays flat
     * whatever the number of users.
     */
    exportCsv(query: Knex.QueryBuilder): Readable {
      async function* rows() {
        yield BOM + csvLine([...EXPORT_COLUMNS]);
        let lastId = 0;
        for (;;) {
          const batch: Record<string, unknown>[] = await query
            .clone()
            .where('id', '>', lastId)
            .orderBy('id')
            .limit(EXPORT_BATCH);
          if (batch.length === 0) return;
          let chunk = '';
          for (const row of batch) {
            const dto = adminUserDto(User.fromDatabaseJson(row));
            chunk += csvLine([
              dto.id,
              dto.username,
              dto.email,
              dto.firstName,
              dto.lastName,
              dto.role,
              dto.type_user,
              dto.phoneNumber,
              dto.region,
              dto.banned,
              dto.emailVerified,
              dto.isTestUser,
              dto.createdAt,
              dto.lastLoginAt,
            ]);
          }
          yield chunk;
          lastId = Number(batch[batch.length - 1].id);
        }
      }
      return Readable.from(rows());
    },

    /** The audit log's entries, each with the e-mail of the staff member who acted. */
    auditQuery: (filter: Record<string, unknown>) => auditEntries(db, filter),
    async withStaffEmails(rows: Record<string, unknown>[]) {
      const ids = [...new Set(rows.map((row) => Number(row.staff_id)))];
      const staff = ids.length
        ? await Staff.query(db).whereIn('id', ids).select('id', 'email')
        : [];
      const emails = new Map(staff.map((s) => [Number(s.id), s.email]));
      return rows.map((row) => ({ ...row, staff_email: emails.get(Number(row.staff_id)) ?? '' }));
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
