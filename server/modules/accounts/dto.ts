import type { Address, Staff, User } from './models';
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
    banReason: user.banned_at !== null ? (user.ban_reason ?? null) : null,
    isTestUser: user.is_test_user,
    emailVerified: user.email_verified_at !== null,
    createdAt: iso(user.created_at),
    lastLoginAt: iso(user.last_login_at),
  };
}

export function staffDto(staff: Staff) {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role };
}

export function addressDto(address: Address) {
  return {
    id: address.id,
    domicile: address.domicile,
    postalCode: address.postal_code,
    city: address.city,
    state: address.state,
    neighborhood: address.neighborhood,
    country: address.country,
    countryCode: address.country_code,
    isDefault: address.is_default,
  };
}

const birthDate = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

/** A user's chosen categories and skills by name, in the reader's language. */
export interface UserTaxonomy {
  categories: string[];
  skills: string[];
}

const NO_TAXONOMY: UserTaxonomy = { categories: [], skills: [] };

/** Fields every visitor may see; the rest only where the owner's privacy settings show them. */
export function publicUserDto(user: User, taxonomy: UserTaxonomy = NO_TAXONOMY) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    type_user: user.type_user,
    role: isProsker(user.type_user) ? 'prosker' : 'client',
    description: user.description,
    profile_img: user.profile_img,
    banner_img: user.banner_img,
    category_name: [...taxonomy.categories],
    skill_name: [...taxonomy.skills],
    createdAt: iso(user.created_at),
    ...(user.privacy.showEmail ? { email: user.email } : {}),
    ...(user.privacy.showPhone ? { phoneNumber: user.phone_number } : {}),
    ...(user.privacy.showCompany ? { company: user.company } : {}),
    ...(user.privacy.showLastLogin ? { lastLoginAt: iso(user.last_login_at) } : {}),
  };
}

/** Everything the owner may see of their own account; never a password hash or a token. */
export function ownerUserDto(
  user: User,
  addresses: Address[],
  billing: { paymentAccountLinked: boolean },
  taxonomy: UserTaxonomy = NO_TAXONOMY,
) {
  return {
    ...publicUserDto(user, taxonomy),
    email: user.email,
    phoneNumber: user.phone_number,
    company: user.company,
    lastLoginAt: iso(user.last_login_at),
    birthDate: birthDate(user.birth_date),
    identificationType: user.identification_type,
    identificationNumber: user.identification_number,
    language: user.language,
    region: user.region,
    isTestUser: user.is_test_user,
    emailVerified: user.email_verified_at !== null,
    pendingEmail: user.pending_email,
    paymentAccountLinked: billing.paymentAccountLinked,
    privacy: user.privacy,
    notifications: user.notifications,
    addresses: addresses.map(addressDto),
  };
}
