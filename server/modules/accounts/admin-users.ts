/**
 * Staff work on users: edit, ban and unban (a ban ends the user's sessions at once), the CSV
 * export, and the audit log every staff change writes in the same transaction.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { yup } from '../../../common/validation';
import { notFound, type Platform } from '../../platform';
import { adminUserUpdateSchema } from '../../../common/schemas/accounts';
import { BOM, csvLine } from './csv';
import { adminUserDto } from './dto';
import { userRegion } from './facts';
import { User } from './models';
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

export function createAdminUsers(platform: Platform) {
  const { db, tokens, events } = platform;
  const changed = (userId: number, trx: Knex.Transaction) =>
    events.emit(trx, { type: 'user.changed', userId });

  async function audit(
    trx: Knex | Knex.Transaction,
    staffId: number,
    action: string,
    targetId: number | null,
    details: Record<string, unknown> = {},
  ) {
    await trx('staff_audit').insert({
      staff_id: staffId,
      action,
      target_type: targetId === null ? null : 'user',
      target_id: targetId === null ? null : String(targetId),
      details: JSON.stringify(details),
    });
  }

  async function setBan(staffId: number, userId: number, banned: boolean) {
    const user = await db.transaction(async (trx) => {
      const user = await User.query(trx).findById(userId).forUpdate();
      if (!user) throw notFound('USER_NOT_FOUND');
      const updated = await User.query(trx).patchAndFetchById(userId, {
        banned_at: banned ? (user.banned_at ?? new Date()) : null,
      } as Partial<User>);
      if (banned) await tokens.revokeAll('user', userId, { trx });
      await audit(trx, staffId, banned ? 'user.ban' : 'user.unban', userId);
      await changed(userId, trx);
      return adminUserDto(updated);
    });
    return user;
  }

  return {
    audit,

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
          const changes = Object.fromEntries(
            (
              [
                'first_name',
                'last_name',
                'username',
                'phone_number',
                'type_user',
                'is_test_user',
              ] as const
            )
              .filter((k) => before[k] !== after[k])
              .map((k) => [k, { from: before[k], to: after[k] }]),
          );
          await audit(trx, staffId, 'user.update', userId, { changed: changes });
          await changed(userId, trx);
          return adminUserDto(after);
        });
        return user;
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
    },

    ban: (staffId: number, userId: number) => setBan(staffId, userId, true),
    unban: (staffId: number, userId: number) => setBan(staffId, userId, false),

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

    auditQuery(filter: Record<string, unknown>) {
      const query = db('staff_audit')
        .join('staff', 'staff.id', 'staff_audit.staff_id')
        .select('staff_audit.*', 'staff.email as staff_email');
      if (typeof filter.action === 'string') query.where('staff_audit.action', filter.action);
      return query;
    },
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
