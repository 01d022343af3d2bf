/** What other modules may know of accounts to build their own views (the public profile). */
import type { Knex } from 'knex';
import { DEFAULT_REGION, isRegion, regionOfCountry, type Region } from '../../../common/regions';
import { containingPattern } from '../../platform';

/** The database, or a transaction other modules read within. */
type Reader = Knex | Knex.Transaction;

/** A user's region (how their phone numbers are written); the default region for none. */
export async function userRegion(db: Reader, userId: number): Promise<Region> {
  const user = await db('users').where({ id: userId }).first('region');
  return (user?.region as Region | undefined) ?? DEFAULT_REGION;
}

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
  /** The market the user signed up in (uy or br): where a prosker is listed and sells. */
  region: Region;
}

export async function accountFacts(db: Reader, userIds: number[]): Promise<AccountFacts[]> {
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
      'u.region',
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
    region: isRegion(r.region) ? r.region : regionOfCountry(r.country_code),
  }));
}

/** Whether each of the given accounts is banned or closed (unknown ids are absent). */
export async function accountStates(
  db: Reader,
  userIds: number[],
): Promise<Map<number, { banned: boolean; closed: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db('users').whereIn('id', userIds).select('id', 'banned_at', 'closed_at');
  return new Map(
    rows.map((r) => [Number(r.id), { banned: r.banned_at !== null, closed: r.closed_at !== null }]),
  );
}

/** The account's profile and banner images (URLs of stored media); the owner's own change. */
export async function setAccountImages(
  db: Reader,
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

export async function accountContacts(db: Reader, userIds: number[]): Promise<AccountContact[]> {
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

/** Who a user is in lists of other modules (back-office lists, reviews): names and e-mail. */
export interface UserSummary {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The summaries of the given users, by id; unknown ids are absent. */
export async function userSummaries(
  db: Reader,
  userIds: number[],
): Promise<Map<number, UserSummary>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db('users')
    .whereIn('id', ids)
    .select('id', 'username', 'email', 'first_name', 'last_name');
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        userId: Number(r.id),
        username: r.username,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
      },
    ]),
  );
}

/** Up to `limit` user ids greater than `afterId`, ascending: a walk over every account. */
export async function userIdsAfter(db: Reader, afterId: number, limit: number): Promise<number[]> {
  const rows = await db('users').where('id', '>', afterId).orderBy('id').limit(limit).select('id');
  return rows.map((r) => Number(r.id));
}

/**
 * Locks the account's row until the transaction ends and answers its current images, or
 * undefined when there is no such account: concurrent image replacements take turns.
 */
export async function lockAccountImages(
  trx: Knex.Transaction,
  userId: number,
): Promise<{ profileImg: string | null; bannerImg: string | null } | undefined> {
  const row = await trx('users')
    .where({ id: userId })
    .forUpdate()
    .first('profile_img', 'banner_img');
  return row ? { profileImg: row.profile_img, bannerImg: row.banner_img } : undefined;
}

/**
 * Which of the given users' names (first and last name, username) contain the normalised text
 * (lower case, without accents): a search among people a user already knows.
 */
export async function userIdsNamed(
  db: Reader,
  userIds: number[],
  normalisedText: string,
): Promise<number[]> {
  if (userIds.length === 0 || normalisedText === '') return [];
  const rows = await db('users')
    .whereIn('id', [...new Set(userIds)])
    .whereRaw(`unaccent(lower(first_name || ' ' || last_name || ' ' || username)) LIKE ?`, [
      containingPattern(normalisedText),
    ])
    .select('id');
  return rows.map((r) => Number(r.id));
}

/** What the notifications service needs to tell a user something: where, how and in what words. */
export interface NotificationContact {
  userId: number;
  typeUser: number;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
  region: string;
  /** The saved choices: topic → { email, whatsapp }; an absent topic is e-mail on, WhatsApp off (the default). */
  preferences: Record<string, { email?: boolean; whatsapp?: boolean } | undefined>;
  banned: boolean;
  closed: boolean;
}

export async function notificationContacts(
  db: Reader,
  userIds: number[],
): Promise<Map<number, NotificationContact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db('users')
    .whereIn('id', [...new Set(userIds)])
    .select(
      'id',
      'type_user',
      'email',
      'email_verified_at',
      'first_name',
      'last_name',
      'phone_number',
      'language',
      'region',
      'notifications',
      'banned_at',
      'closed_at',
    );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        userId: Number(r.id),
        typeUser: r.type_user,
        email: r.email,
        emailVerified: r.email_verified_at !== null,
        firstName: r.first_name,
        lastName: r.last_name,
        phone: r.phone_number,
        language: r.language,
        region: r.region,
        preferences: (r.notifications ?? {}) as NotificationContact['preferences'],
        banned: r.banned_at !== null,
        closed: r.closed_at !== null,
      },
    ]),
  );
}

/**
 * Turns one channel of one notification topic off (a one-click unsubscribe); the other choices
 * stay. Answers whether the user exists.
 */
export async function turnNotificationOff(
  db: Reader,
  userId: number,
  topic: string,
  channel: 'email' | 'whatsapp',
): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .whereNull('closed_at')
    .update({
      notifications: db.raw(
        `jsonb_set(coalesce(notifications, '{}'::jsonb), ?::text[],
           coalesce(notifications -> ?, '{"email": true, "whatsapp": false}'::jsonb) || jsonb_build_object(?::text, false))`,
        [`{${topic}}`, topic, channel],
      ),
    });
  return updated > 0;
}

/** The names of the given staff members, by id; unknown ids are absent. */
export async function staffNames(db: Reader, staffIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return new Map();
  const rows = await db('staff').whereIn('id', ids).select('id', 'name');
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}
