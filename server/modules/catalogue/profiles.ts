/**
 * The public profile read model: one `profiles` row per user with the completeness score, the
 * visibility gate and the normalised search text, rebuilt from the account's facts and the
 * user's categories and skills whenever either changes.
 */
import type { Knex } from 'knex';
import {
  completeness,
  isVisiblePercent,
  refreshedPercent,
  type CompletenessItem,
} from '../../../common/completeness';
import type { Language } from '../../../common/i18n';
import { searchNormalize, searchWords } from '../../../common/search';
import { accountFacts, isProsker } from '../accounts';
import { decodeCursor, encodeCursor, notFound, type Platform } from '../../platform';

const REFRESH_BATCH = 1000;
/** What a card shows; the wide search text is never read back. */
const CARD_COLUMNS = [
  'user_id',
  'username',
  'first_name',
  'last_name',
  'profile_img',
  'department',
  'country_code',
  'rating_avg',
  'rating_count',
  'is_premium',
];
const PAGE_MAX = 50;

interface Named {
  user_id: number;
  slug: string;
  name_es: string;
  name_en: string;
  name_br: string;
}

async function namesByUser(
  db: Knex | Knex.Transaction,
  table: 'categories' | 'skills',
  userIds: number[],
): Promise<Map<number, Named[]>> {
  const link = table === 'categories' ? 'user_categories' : 'user_skills';
  const key = table === 'categories' ? 'category_id' : 'skill_id';
  const rows: Named[] = await db(`${link} as l`)
    .join(`${table} as t`, 't.id', `l.${key}`)
    .whereIn('l.user_id', userIds)
    .orderBy(['l.user_id', 't.position', 't.id'])
    .select('l.user_id', 't.slug', 't.name_es', 't.name_en', 't.name_br');
  const byUser = new Map<number, Named[]>();
  for (const row of rows) {
    const id = Number(row.user_id);
    byUser.set(id, [...(byUser.get(id) ?? []), row]);
  }
  return byUser;
}

const localName = (row: Named, language: Language) => ({
  slug: row.slug,
  name: { es: row.name_es, en: row.name_en, br: row.name_br }[language],
});

type ListingCursor = [premium: boolean, rating: number, userId: number];
const isListingCursor = (v: unknown[]): v is ListingCursor =>
  v.length === 3 &&
  typeof v[0] === 'boolean' &&
  Number.isFinite(v[1]) &&
  Number.isSafeInteger(v[2]);

export interface SearchFilters {
  q?: string;
  category?: string;
  skill?: string;
  department?: string;
  minRating?: number;
  cursor?: string;
  limit?: number;
}

export function createProfiles(platform: Platform) {
  const { db } = platform;

  /** Rebuilds the profile rows of some users; `routine` applies the scheduled floor to 0. */
  async function refresh(userIds: number[], options: { routine?: boolean } = {}) {
    if (userIds.length === 0) return;
    const facts = await accountFacts(db, userIds);
    const categories = await namesByUser(db, 'categories', userIds);
    const skills = await namesByUser(db, 'skills', userIds);
    const rows = facts.map((f) => {
      const userCategories = categories.get(f.userId) ?? [];
      const userSkills = skills.get(f.userId) ?? [];
      const score = completeness({
        prosker: isProsker(f.typeUser),
        hasProfileImage: Boolean(f.profileImg),
        hasFirstAndLastName: Boolean(f.firstName.trim() && f.lastName.trim()),
        categoryCount: userCategories.length,
        skillCount: userSkills.length,
        hasBannerImage: Boolean(f.bannerImg),
        addressCount: f.addressCount,
        // Billing links payment accounts; until it does, the item stays missing.
        hasPaymentAccount: false,
      });
      const percent = options.routine ? refreshedPercent(score.percent) : score.percent;
      const words = [
        f.firstName,
        f.lastName,
        f.username,
        f.company,
        f.description,
        ...[...userCategories, ...userSkills].flatMap((n) => [n.name_es, n.name_en, n.name_br]),
      ];
      return {
        user_id: f.userId,
        username: f.username,
        first_name: f.firstName,
        last_name: f.lastName,
        company: f.company,
        description: f.description,
        profile_img: f.profileImg,
        banner_img: f.bannerImg,
        prosker: isProsker(f.typeUser),
        completeness: percent,
        missing: score.missing,
        visible: isVisiblePercent(percent) && !f.banned && !f.closed && f.verified,
        department: f.department,
        country_code: f.countryCode,
        search_text: searchNormalize(words.filter(Boolean).join(' ')),
        created_at: f.createdAt,
        updated_at: new Date(),
      };
    });
    // PostgreSQL takes at most 65,535 parameters a statement: write in slices.
    for (let i = 0; i < rows.length; i += 500) await upsertProfiles(rows.slice(i, i + 500));
  }

  async function upsertProfiles(rows: Record<string, unknown>[]) {
    await db('profiles')
      .insert(rows)
      .onConflict('user_id')
      .merge([
        'username',
        'first_name',
        'last_name',
        'company',
        'description',
        'profile_img',
        'banner_img',
        'prosker',
        'completeness',
        'missing',
        'visible',
        'department',
        'country_code',
        'search_text',
        'updated_at',
      ]);
  }

  /** Users without a profile row yet (seeded or imported straight into the database). */
  async function refreshMissing() {
    for (;;) {
      const ids = (
        await db('users as u')
          .leftJoin('profiles as p', 'p.user_id', 'u.id')
          .whereNull('p.user_id')
          .orderBy('u.id')
          .limit(REFRESH_BATCH)
          .select('u.id')
      ).map((r) => Number(r.id));
      if (ids.length === 0) return;
      await refresh(ids);
    }
  }

  /** Every user, in id batches: the scheduled refresh routine. */
  async function refreshAll(options: { routine?: boolean } = { routine: true }) {
    let lastId = 0;
    for (;;) {
      const ids = (
        await db('users').where('id', '>', lastId).orderBy('id').limit(REFRESH_BATCH).select('id')
      ).map((r) => Number(r.id));
      if (ids.length === 0) return;
      await refresh(ids, options);
      lastId = ids[ids.length - 1];
    }
  }

  async function cards(rows: Record<string, unknown>[], language: Language) {
    const ids = rows.map((r) => Number(r.user_id));
    const categories = ids.length ? await namesByUser(db, 'categories', ids) : new Map();
    const skills = ids.length ? await namesByUser(db, 'skills', ids) : new Map();
    return rows.map((r) => {
      const id = Number(r.user_id);
      return {
        id,
        username: r.username as string,
        firstName: r.first_name as string,
        lastName: r.last_name as string,
        profileImg: r.profile_img as string | null,
        department: r.department as string | null,
        countryCode: r.country_code as string | null,
        categories: (categories.get(id) ?? []).map((n: Named) => localName(n, language)),
        skills: (skills.get(id) ?? []).map((n: Named) => localName(n, language)),
        ratingAvg: Number(r.rating_avg),
        ratingCount: Number(r.rating_count),
        isPremium: Boolean(r.is_premium),
      };
    });
  }

  function filtered(filters: SearchFilters) {
    const query = db('profiles as p').where('p.visible', true).where('p.prosker', true);
    for (const word of searchWords(filters.q ?? '').slice(0, 8)) {
      query.where('p.search_text', 'like', `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    }
    if (filters.category) {
      query.whereExists(
        db('user_categories as uc')
          .join('categories as c', 'c.id', 'uc.category_id')
          .whereRaw('uc.user_id = p.user_id')
          .where('c.slug', filters.category),
      );
    }
    if (filters.skill) {
      query.whereExists(
        db('user_skills as us')
          .join('skills as s', 's.id', 'us.skill_id')
          .whereRaw('us.user_id = p.user_id')
          .where('s.slug', filters.skill),
      );
    }
    if (filters.department) query.where('p.department', filters.department);
    if (filters.minRating !== undefined) query.where('p.rating_avg', '>=', filters.minRating);
    return query;
  }

  return {
    refresh,
    refreshAll,
    refreshMissing,

    /** Keyset pages over visible proskers: premium, then rating, then newest; no OFFSET. */
    async search(filters: SearchFilters, language: Language) {
      const limit = Math.min(Math.max(filters.limit ?? 20, 1), PAGE_MAX);
      const query = filtered(filters);
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, isListingCursor);
        query.whereRaw('(p.is_premium, p.rating_avg, p.user_id) < (?, ?, ?)', cursor);
      }
      const rows = await query
        .orderBy([
          { column: 'p.is_premium', order: 'desc' },
          { column: 'p.rating_avg', order: 'desc' },
          { column: 'p.user_id', order: 'desc' },
        ])
        .limit(limit + 1)
        .select(CARD_COLUMNS.map((c) => `p.${c}`));
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        data: await cards(page, language),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor([last.is_premium, Number(last.rating_avg), Number(last.user_id)])
            : null,
      };
    },

    /** One profile by username or id; hidden ones exist only for their owner. */
    async profile(query: string, viewerId: number | undefined, language: Language) {
      const byId = /^\d+$/.test(query) ? Number(query) : undefined;
      const row = await db('profiles')
        .where(byId !== undefined ? { user_id: byId } : { username: query })
        .first();
      const owner = row && viewerId === Number(row.user_id);
      if (!row || (!row.visible && !owner)) throw notFound();
      const [card] = await cards([row], language);
      return {
        ...card,
        description: row.description as string | null,
        company: row.company as string | null,
        bannerImg: row.banner_img as string | null,
        createdAt: new Date(row.created_at).toISOString(),
        ...(owner
          ? {
              completeness: {
                percent: row.completeness as number,
                missing: row.missing as CompletenessItem[],
                visible: row.visible as boolean,
              },
            }
          : {}),
      };
    },

    async completenessOf(userId: number) {
      let row = await db('profiles').where({ user_id: userId }).first();
      if (!row) {
        await refresh([userId]);
        row = await db('profiles').where({ user_id: userId }).first();
      }
      return {
        percent: row.completeness as number,
        missing: row.missing as CompletenessItem[],
        visible: row.visible as boolean,
      };
    },

    async visibleUserId(userId: number): Promise<boolean> {
      const row = await db('profiles').where({ user_id: userId, visible: true }).first('user_id');
      return Boolean(row);
    },

    cards,
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
