import type { Staff, User } from './models';
import { isProsker } from './rules';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A user as staff see it in the back office. */
export function adminUserDto(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    type_user: user.type_user,
    role: isProsker(user.type_user) ? 'prosker' : 'client',
    phoneNumber: user.phone_number,
    region: user.region,
    banned: user.banned_at !== null,
    isTestUser: user.is_test_user,
    emailVerified: user.email_verified_at !== null,
    createdAt: iso(user.created_at),
    lastLoginAt: iso(user.last_login_at),
  };
}

export function staffDto(staff: Staff) {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role };
}
