import { parseListQuery, respondWithList, route, notFound, type RouteSpec } from '../../platform';
import { adminUserDto, staffDto } from './dto';
import { User } from './models';
import { staffSignInSchema } from './rules';
import type { AccountsService } from './service';

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
export function accountsAdminRoutes(service: AccountsService): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/auth/login',
      summary: 'Staff sign-in',
      tag: 'staff',
      access: 'public',
      body: staffSignInSchema,
      errors: ['AUTH_INVALID_CREDENTIALS', 'AUTH_RATE_LIMITED'],
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
      async handler(ctx) {
        const list = parseListQuery(ctx.query, USER_SORTS, 'id');
        await respondWithList(ctx, 'users', list, service.adminUsersQuery(list.filter), (row) =>
          adminUserDto(User.fromDatabaseJson(row)),
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
      async handler(ctx) {
        const id = Number(ctx.params.id);
        const user = Number.isSafeInteger(id) ? await service.findUser(id) : undefined;
        if (!user) throw notFound('USER_NOT_FOUND');
        ctx.body = adminUserDto(user);
      },
    }),
  ];
}
