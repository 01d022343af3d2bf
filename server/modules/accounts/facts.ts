/** What other modules may know of accounts to build their own views (the public profile). */
import type { Knex } from 'knex';

export interface AccountFacts {
  userId: number;
  typeUser: number;
  username: string;
  /** For payment providers that need the payer's e-mail; never shown to other users. */
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  description: string | null;
  profileImg: string | null;
  bannerImg: string | null;
  banned: boolean;
  closed: boolean;
  verified: boolean;
  createdAt: Date;
  addressCount: number;
  department: string | null;
  countryCode: string | null;
}

export async function accountFacts(
  db: Knex | Knex.Transaction,
  userIds: number[],
): Promise<AccountFacts[]> {
  if (userIds.length === 0) return [];
  const rows = await db('users as u')
    .whereIn('u.id', userIds)
    .leftJoin('addresses as a', function defaultAddress() {
      this.on('a.user_id', '=', 'u.id').andOn('a.is_default', '=', db.raw('true'));
    })
    .select(
      'u.id',
      'u.type_user',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.company',
      'u.description',
      'u.profile_img',
      'u.banner_img',
      'u.banned_at',
      'u.closed_at',
      'u.email_verified_at',
      'u.created_at',
      'a.state as department',
      'a.country_code',
      db.raw('(SELECT count(*) FROM addresses x WHERE x.user_id = u.id)::int AS address_count'),
    );
  return rows.map((r) => ({
    userId: Number(r.id),
    typeUser: r.type_user,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    description: r.description,
    profileImg: r.profile_img,
    bannerImg: r.banner_img,
    banned: r.banned_at !== null,
    closed: r.closed_at !== null,
    verified: r.email_verified_at !== null,
    createdAt: r.created_at,
    addressCount: r.address_count,
    department: r.department ?? null,
    countryCode: r.country_code ?? null,
  }));
}

/** The account's profile and banner images (URLs of stored media); the owner's own change. */
export async function setAccountImages(
  db: Knex | Knex.Transaction,
  userId: number,
  images: { profileImg?: string | null; bannerImg?: string | null },
): Promise<{ profileImg: string | null; bannerImg: string | null }> {
  const [row] = await db('users')
    .where({ id: userId })
    .update({
      ...(images.profileImg !== undefined ? { profile_img: images.profileImg } : {}),
      ...(images.bannerImg !== undefined ? { banner_img: images.bannerImg } : {}),
      updated_at: new Date(),
    })
    .returning(['profile_img', 'banner_img']);
  return { profileImg: row.profile_img, bannerImg: row.banner_img };
}

/**
 * A user's e-mail and phone, and whether their privacy settings show each to other users. Other
 * modules that keep or show a user's contact must not show a hidden value to anyone but its
 * owner.
 */
export interface AccountContact {
  userId: number;
  email: string;
  phone: string | null;
  showEmail: boolean;
  showPhone: boolean;
}

export async function accountContacts(
  db: Knex | Knex.Transaction,
  userIds: number[],
): Promise<AccountContact[]> {
  if (userIds.length === 0) return [];
  const rows = await db('users')
    .whereIn('id', [...new Set(userIds)])
    .select('id', 'email', 'phone_number', 'privacy');
  return rows.map((r) => ({
    userId: Number(r.id),
    email: r.email,
    phone: r.phone_number,
    showEmail: r.privacy?.showEmail === true,
    showPhone: r.privacy?.showPhone === true,
  }));
}
