import {
  AppError,
  idOf,
  parseListQuery,
  respondWithList,
  route,
  notFound,
  type AppContext,
  type RouteSpec,
} from '../../platform';
import { out } from '../../platform/contract';
import { adminUserUpdateSchema, type AdminUsers } from './admin-users';
import { addressSchema, banSchema } from '../../../common/schemas/accounts';
import {
  addressAnswerSchema,
  adminUserSchema,
  auditEntrySchema,
  staffSchema,
  staffSessionSchema,
} from './contract';
import { addressDto, adminUserDto, staffDto } from './dto';
import { User } from './models';
import { staffSignInSchema } from './rules';
import type { StaffService } from './staff';

const USER_SORTS: Record<string, string> = {
  id: 'id',
  username: 'username',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  type_user: 'type_user',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
};

/** Back-office routes of the accounts module, in the ra-data-simple-rest dialect. */
const AUDIT_SORTS: Record<string, string> = {
  id: 'staff_audit.id',
  createdAt: 'staff_audit.created_at',
};

const staffId = (ctx: AppContext) => ctx.state.auth!.subjectId;

function parseFilter(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  try {
    const value = JSON.parse(String(raw));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', 422, {
    fields: [{ field: 'filter', key: 'fields.invalid' }],
  });
}

export function accountsAdminRoutes(service: StaffService, admin: AdminUsers): RouteSpec[] {
  /** Ban (with the reason the user is told) or lift a ban (admin): answers the user. */
  const banRoutes = [
    route({
      method: 'post',
      path: '/users/:id/ban',
      summary: 'Ban a user with a reason they are told: their sessions end at once (admin)',
      tag: 'users',
      access: 'staff',
      staffRoles: ['admin'],
      body: banSchema,
      errors: ['USER_NOT_FOUND'],
      response: { body: adminUserSchema },
      async handler(ctx, { body }) {
        ctx.body = await admin.ban(staffId(ctx), idOf(ctx), body.reason);
      },
    }),
    route({
      method: 'post',
      path: '/users/:id/unban',
      summary: 'Lift a ban (admin)',
      tag: 'users',
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['USER_NOT_FOUND'],
      response: { body: adminUserSchema },
      async handler(ctx) {
        ctx.body = await admin.unban(staffId(ctx), idOf(ctx));
      },
    }),
  ];
  const userAddressRoutes = [
    route({
      method: 'get',
      path: '/users/:id/addresses',
      summary: 'A user’s addresses, default first',
      tag: 'users',
      access: 'staff',
      response: { body: out.list(addressAnswerSchema) },
      async handler(ctx) {
        const rows = await admin.addresses(idOf(ctx));
        ctx.set('Content-Range', `addresses 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
        ctx.body = rows.map(addressDto);
      },
    }),
    route({
      method: 'put',
      path: '/users/:id/addresses/:addressId',
      summary: 'Correct one of a user’s addresses, by the storefront’s rules (admin)',
      tag: 'users',
      access: 'staff',
      staffRoles: ['admin'],
      body: addressSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND'],
      response: { body: addressAnswerSchema },
      async handler(ctx, { body }) {
        const addressId = idOf(ctx, 'addressId');
        ctx.body = addressDto(await admin.updateAddress(staffId(ctx), idOf(ctx), addressId, body));
      },
    }),
  ];
  return [
    route({
      method: 'post',
      path: '/auth/login',
      summary: 'Staff sign-in',
      tag: 'staff',
      access: 'public',
      body: staffSignInSchema,
      errors: ['AUTH_INVALID_CREDENTIALS', 'AUTH_RATE_LIMITED'],
      response: { body: staffSessionSchema },
      async handler(ctx, { body }) {
        const { token, staff } = await service.staffSignIn(body, {
          ip: ctx.ip,
          userAgent: ctx.get('user-agent'),
        });
        ctx.body = { access_token: token, staff: staffDto(staff) };
      },
    }),
    route({
      method: 'post',
      path: '/auth/logout',
      summary: 'Staff sign-out: revokes the token',
      tag: 'staff',
      access: 'staff',
      response: { status: 204 },
      async handler(ctx) {
        await service.signOut(ctx);
        ctx.status = 204;
      },
    }),
    route({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in staff member',
      tag: 'staff',
      access: 'staff',
      response: { body: staffSchema },
      async handler(ctx) {
        const staff = await service.findStaff(ctx.state.auth!.subjectId);
        if (!staff) throw notFound();
        ctx.body = staffDto(staff);
      },
    }),
    route({
      method: 'get',
      path: '/users',
      summary: 'Users, filtered, sorted and paged',
      tag: 'users',
      access: 'staff',
      response: { body: out.list(adminUserSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, USER_SORTS, 'id');
        await respondWithList(ctx, 'users', list, service.adminUsersQuery(list.filter), (row) =>
          adminUserDto(User.fromDatabaseJson(row)),
        );
      },
    }),
    route({
      method: 'get',
      path: '/users/export',
      summary: 'Every user matching the filter as CSV (UTF-8 with BOM), streamed',
      tag: 'users',
      access: 'staff',
      response: { file: 'text/csv' },
      async handler(ctx) {
        const filter = parseFilter(ctx.query.filter);
        await admin.audit(staffId(ctx), 'users.export', { filter });
        const day = new Date().toISOString().slice(0, 10);
        ctx.set('Content-Disposition', `attachment; filename="users-${day}.csv"`);
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body = admin.exportCsv(service.adminUsersQuery(filter));
      },
    }),
    route({
      method: 'put',
      path: '/users/:id',
      summary: 'Edit a user (admin)',
      tag: 'users',
      access: 'staff',
      staffRoles: ['admin'],
      body: adminUserUpdateSchema,
      bodyContext: async (ctx) => ({ region: await admin.regionOf(idOf(ctx)) }),
      stripUnknownBody: true,
      errors: ['USER_NOT_FOUND', 'USERNAME_TAKEN'],
      response: { body: adminUserSchema },
      async handler(ctx, { body }) {
        ctx.body = await admin.update(staffId(ctx), idOf(ctx), body);
      },
    }),
    ...banRoutes,
    ...userAddressRoutes,
    route({
      method: 'get',
      path: '/audit-log',
      summary: 'Staff actions, newest first (admin)',
      tag: 'audit',
      access: 'staff',
      staffRoles: ['admin'],
      response: { body: out.list(auditEntrySchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, AUDIT_SORTS, 'id');
        await respondWithList(
          ctx,
          'audit-log',
          list,
          admin.auditQuery(list.filter),
          (row) => ({
            id: row.id,
            staffEmail: row.staff_email,
            action: row.action,
            targetType: row.target_type,
            targetId: row.target_id,
            details: row.details,
            before: row.before ?? null,
            after: row.after ?? null,
            createdAt: new Date(row.created_at as string).toISOString(),
          }),
          'staff_audit.id',
          (rows) => admin.withStaffEmails(rows),
        );
      },
    }),
    route({
      method: 'get',
      path: '/users/:id',
      summary: 'One user',
      tag: 'users',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminUserSchema },
      async handler(ctx) {
        const id = Number(ctx.params.id);
        const user = Number.isSafeInteger(id) ? await service.findUser(id) : undefined;
        if (!user) throw notFound('USER_NOT_FOUND');
        ctx.body = adminUserDto(user);
      },
    }),
  ];
}
