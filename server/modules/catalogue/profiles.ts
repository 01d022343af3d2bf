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
import {
  profileFacets,
  searchFacets,
  searchNormalize,
  searchTsquery,
  searchWords,
} from '../../../common/search';
import { accountFacts, isProsker, userIdsAfter } from '../accounts';
import { linkedPaymentAccounts, premiumUsers } from '../billing';
import { decodeCursor, encodeCursor, notFound, type Platform } from '../../platform';
import { LISTED_PROFILES_SQL } from './facts';
import { createNames, localName, type NameBook, type NamedItem, type Names } from './names';
import { createWordStatistics, type WordStatistics } from './word-statistics';

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
  'category_ids',
  'skill_ids',
];
const PAGE_MAX = 50;
/**
 * How far a page walks the listing order looking for matches before it asks the filter
 * indexes instead: enough for any filter that matches more than about 2% of profiles.
 */
const WALK_ROWS = 3000;
const LISTING_ORDER = 'p.is_premium DESC, p.rating_avg DESC, p.user_id DESC';
/**
 * The word index of a profile from its accent-free text and its facet words: whole words of
 * the text ('simple' configuration: any language, no stemming; positions dropped, as no query
 * needs them) plus the facets (searchFacets), taken verbatim.
 */
export const SEARCH_WORDS_SQL = `strip(to_tsvector('simple', ?)) || array_to_tsvector(?::text[])`;

/** The category or skill ids of each user, in display order. */
async function idsByUser(
  db: Knex | Knex.Transaction,
  table: 'categories' | 'skills',
  userIds: number[],
): Promise<Map<number, number[]>> {
  const link = table === 'categories' ? 'user_categories' : 'user_skills';
  const key = table === 'categories' ? 'category_id' : 'skill_id';
  const rows: { user_id: number; id: number }[] = await db(`${link} as l`)
    .join(`${table} as t`, 't.id', `l.${key}`)
    .whereIn('l.user_id', userIds)
    .orderBy(['l.user_id', 't.position', 't.id'])
    .select('l.user_id', 't.id');
  const byUser = new Map<number, number[]>();
  for (const row of rows) {
    const id = Number(row.user_id);
    byUser.set(id, [...(byUser.get(id) ?? []), Number(row.id)]);
  }
  return byUser;
}

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

/** The columns of a profile row a refresh copies from the account and what it makes of it. */
export const PROFILE_FACT_COLUMNS = [
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
];

export function createProfiles(
  platform: Platform,
  options: { names?: Names; walkRows?: number; statistics?: WordStatistics } = {},
) {
  const { db } = platform;
  const statistics = options.statistics ?? createWordStatistics(db);
  const names = options.names ?? createNames(db);
  const walkRows = options.walkRows ?? WALK_ROWS;

  /** Rebuilds the profile rows of some users; `routine` applies the scheduled floor to 0. */
  async function refresh(userIds: number[], options: { routine?: boolean } = {}) {
    if (userIds.length === 0) return;
    const facts = await accountFacts(db, userIds);
    const categories = await idsByUser(db, 'categories', userIds);
    const skills = await idsByUser(db, 'skills', userIds);
    const book = await names.get();
    const linked = await linkedPaymentAccounts(db, userIds);
    const premium = await premiumUsers(db, userIds);
    const rows = facts.map((f) => {
      const categoryIds = categories.get(f.userId) ?? [];
      const skillIds = skills.get(f.userId) ?? [];
      const named = [
        ...categoryIds.map((id) => book.categories.get(id)),
        ...skillIds.map((id) => book.skills.get(id)),
      ];
      const score = completeness({
        prosker: isProsker(f.typeUser),
        hasProfileImage: Boolean(f.profileImg),
        hasFirstAndLastName: Boolean(f.firstName.trim() && f.lastName.trim()),
        categoryCount: categoryIds.length,
        skillCount: skillIds.length,
        hasBannerImage: Boolean(f.bannerImg),
        addressCount: f.addressCount,
        hasPaymentAccount: linked.has(f.userId),
      });
      const percent = options.routine ? refreshedPercent(score.percent) : score.percent;
      const words = [
        f.firstName,
        f.lastName,
        f.username,
        f.company,
        f.description,
        ...named.flatMap((n) => (n ? [n.name_es, n.name_en, n.name_br] : [])),
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
        // Only a new row takes it from here; billing's events keep it afterwards.
        is_premium: premium.has(f.userId),
        search_words: db.raw(SEARCH_WORDS_SQL, [
          searchNormalize(words.filter(Boolean).join(' ')),
          profileFacets({ department: f.department, categoryIds, skillIds }),
        ]),
        category_ids: categoryIds,
        skill_ids: skillIds,
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
      .merge([...PROFILE_FACT_COLUMNS, 'search_words', 'category_ids', 'skill_ids', 'updated_at']);
  }

  /** Users without a profile row yet (seeded or imported straight into the database). */
  async function refreshMissing() {
    let lastId = 0;
    for (;;) {
      const ids = await userIdsAfter(db, lastId, REFRESH_BATCH);
      if (ids.length === 0) return;
      const present = new Set(
        (await db('profiles').whereIn('user_id', ids).select('user_id')).map((r) =>
          Number(r.user_id),
        ),
      );
      const missing = ids.filter((id) => !present.has(id));
      if (missing.length > 0) await refresh(missing);
      lastId = ids[ids.length - 1];
    }
  }

  /** Every user, in id batches: the scheduled refresh routine. */
  async function refreshAll(options: { routine?: boolean } = { routine: true }) {
    let lastId = 0;
    for (;;) {
      const ids = await userIdsAfter(db, lastId, REFRESH_BATCH);
      if (ids.length === 0) return;
      await refresh(ids, options);
      lastId = ids[ids.length - 1];
    }
  }

  async function cards(rows: Record<string, unknown>[], language: Language) {
    const book = await names.get();
    const named = (ids: unknown, from: Map<number, NamedItem>) =>
      ((ids as number[] | null) ?? []).flatMap((id) => {
        const item = from.get(Number(id));
        return item ? [localName(item, language)] : [];
      });
    return rows.map((r) => ({
      id: Number(r.user_id),
      username: r.username as string,
      firstName: r.first_name as string,
      lastName: r.last_name as string,
      profileImg: r.profile_img as string | null,
      department: r.department as string | null,
      countryCode: r.country_code as string | null,
      categories: named(r.category_ids, book.categories),
      skills: named(r.skill_ids, book.skills),
      ratingAvg: Number(r.rating_avg),
      ratingCount: Number(r.rating_count),
      isPremium: Boolean(r.is_premium),
    }));
  }

  /**
   * The filters of a search, or null when a named category or skill does not exist (nothing
   * can match). Free text: every word of the query must begin a word of the profile (names,
   * username, company, description, category and skill names in every language), accents and
   * case aside. `walk` tests one row at a time (cheap columns first); `indexed` puts text and
   * facets in one word-index query.
   */
  function conditions(filters: SearchFilters, book: NameBook) {
    const words = searchWords(filters.q ?? '').slice(0, 8);
    const categoryId = filters.category ? book.categoryIdBySlug.get(filters.category) : undefined;
    const skillId = filters.skill ? book.skillIdBySlug.get(filters.skill) : undefined;
    if ((filters.category && categoryId === undefined) || (filters.skill && skillId === undefined))
      return null;
    const walk: string[] = [];
    const walkBindings: Knex.Value[] = [];
    const facets: string[] = [];
    if (categoryId !== undefined) {
      walk.push('p.category_ids @> ARRAY[?]::integer[]');
      walkBindings.push(categoryId);
      facets.push(searchFacets.category(categoryId));
    }
    if (skillId !== undefined) {
      walk.push('p.skill_ids @> ARRAY[?]::integer[]');
      walkBindings.push(skillId);
      facets.push(searchFacets.skill(skillId));
    }
    if (filters.department) {
      walk.push('p.department = ?');
      walkBindings.push(filters.department);
      facets.push(searchFacets.department(filters.department));
    }
    if (words.length) {
      walk.push('p.search_words @@ ?::tsquery');
      walkBindings.push(searchTsquery(words, []));
    }
    const rating = filters.minRating !== undefined ? ['p.rating_avg >= ?'] : [];
    const ratingBindings = filters.minRating !== undefined ? [filters.minRating] : [];
    const indexed = words.length || facets.length ? ['p.search_words @@ ?::tsquery'] : [];
    return {
      words,
      facets,
      walk: { sql: [...walk, ...rating], bindings: [...walkBindings, ...ratingBindings] },
      indexed: {
        sql: [...indexed, ...rating],
        bindings: [...(indexed.length ? [searchTsquery(words, facets)] : []), ...ratingBindings],
      },
    };
  }

  return {
    refresh,
    refreshAll,
    refreshMissing,

    /**
     * Keyset pages over visible proskers: premium, then rating, then newest; no OFFSET.
     * With text, category, skill or department filters, a page walks the listing index from
     * the cursor for at most WALK_ROWS profiles, which finds a page at once when the filters
     * are common. When they are rare (expected so by the word statistics, or found so by the
     * walk, as when two common filters seldom meet), one word-index query finds every match
     * and only the matches are sorted; its sort key is written so that the planner cannot
     * choose the listing walk again. A rating alone is a range of the listing index itself.
     */
    async search(filters: SearchFilters, language: Language) {
      const limit = Math.min(Math.max(filters.limit ?? 20, 1), PAGE_MAX);
      const where = conditions(filters, await names.get());
      if (!where) return { data: [], nextCursor: null };
      const cursor = filters.cursor ? decodeCursor(filters.cursor, isListingCursor) : undefined;
      const after = cursor ? '(p.is_premium, p.rating_avg, p.user_id) < (?, ?, ?)' : 'true';
      const afterBindings: Knex.Value[] = cursor ?? [];
      const columns = CARD_COLUMNS.map((c) => `p.${c}`).join(', ');
      const listed = `SELECT ${columns} FROM profiles p WHERE ${LISTED_PROFILES_SQL}`;
      const indexed = where.words.length + where.facets.length > 0;

      const direct = async () =>
        (
          await db.raw(
            `${listed} AND ${[...where.indexed.sql, after].join(' AND ')}
              ORDER BY p.is_premium::int DESC, p.rating_avg DESC, p.user_id DESC
              LIMIT ${limit + 1}`,
            [...where.indexed.bindings, ...afterBindings],
          )
        ).rows as Record<string, unknown>[];

      let rows: Record<string, unknown>[];
      if (!indexed) {
        rows = (
          await db.raw(
            `${listed} AND ${[...where.walk.sql, after].join(' AND ')}
              ORDER BY ${LISTING_ORDER} LIMIT ${limit + 1}`,
            [...where.walk.bindings, ...afterBindings],
          )
        ).rows;
      } else if (
        // The statistics say the walk would not find a page: skip it.
        ((await statistics.share(where.words, where.facets)) ?? 1) * walkRows <
        limit + 1
      ) {
        rows = await direct();
      } else {
        rows = (
          await db.raw(
            `SELECT ${columns} FROM (
               SELECT * FROM profiles p WHERE ${LISTED_PROFILES_SQL} AND ${after}
               ORDER BY ${LISTING_ORDER} LIMIT ${walkRows}
             ) p WHERE ${where.walk.sql.join(' AND ')} ORDER BY ${LISTING_ORDER} LIMIT ${limit + 1}`,
            [...afterBindings, ...where.walk.bindings],
          )
        ).rows;
        if (rows.length <= limit) rows = await direct();
      }
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        data: await cards(page, language),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor([
                Boolean(last.is_premium),
                Number(last.rating_avg),
                Number(last.user_id),
              ])
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
    /** Billing's entitlement changed: search ranks premium proskers first. */
    async setPremium(userId: number, premium: boolean) {
      await db('profiles')
        .where({ user_id: userId })
        .update({ is_premium: premium, updated_at: new Date() });
    },
    /** Jobs' reviews changed: the rating shown on cards and used by search. */
    async setRating(userId: number, average: number, count: number) {
      await db('profiles')
        .where({ user_id: userId })
        .update({ rating_avg: average, rating_count: count, updated_at: new Date() });
    },
    /** Staff changed a category or skill: names are read again, search texts rebuilt. */
    async namesChanged(kind: 'categories' | 'skills', id: number) {
      names.invalidate();
      const column = kind === 'categories' ? 'category_ids' : 'skill_ids';
      let lastId = 0;
      for (;;) {
        const ids = (
          await db('profiles')
            .whereRaw(`${column} @> ARRAY[?]::integer[]`, [id])
            .where('user_id', '>', lastId)
            .orderBy('user_id')
            .limit(REFRESH_BATCH)
            .select('user_id')
        ).map((r) => Number(r.user_id));
        if (ids.length === 0) return;
        await refresh(ids);
        lastId = ids[ids.length - 1];
      }
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
