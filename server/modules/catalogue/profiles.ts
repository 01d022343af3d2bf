/**
 * The public profile read model: one `profiles` row per user with the completeness score, the
 * visibility gate and the normalised search text, rebuilt from the account's facts and the
 * user's categories and skills whenever either changes.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  completeness,
  isVisiblePercent,
  refreshedPercent,
  type CompletenessItem,
} from '../../../common/completeness';
import type { Language } from '../../../common/i18n';
import { DEFAULT_REGION, type Region } from '../../../common/regions';
import {
  profileFacets,
  regionFacet,
  searchFacets,
  searchNormalize,
  searchTsqueryOf,
  searchWords,
  standsFor,
} from '../../../common/search';
import { accountFacts, isProsker, userIdsAfter } from '../accounts';
import { linkedPaymentAccounts, premiumUsers } from '../billing';
import { decodeCursor, encodeCursor, namedQuery, notFound, type Platform } from '../../platform';
import { LISTED_PROFILES_SQL } from './facts';
import {
  createNames,
  idOfSlug,
  localName,
  type NameBook,
  type NamedItem,
  type Names,
} from './names';
import { createStems } from './stems';
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
  'region',
  'price_from',
  'jobs_done',
  'reply_minutes',
  'listing_score',
];
const PAGE_MAX = 50;
/**
 * How far a page walks the listing order looking for matches before it asks the filter
 * indexes instead: enough for any filter that matches more than about 2% of profiles.
 */
const WALK_ROWS = 3000;
/**
 * Filters expected to meet fewer than this share of all profiles (the statistics' estimate, an
 * upper bound) ask the word index without the region and keep the rows of the region: the other
 * region's rows read then cost about what merging the region's facet (half of every profile)
 * in the word index would.
 */
const RARE_SHARE = 0.005;
/** How long a walk that found less than a page is not tried again for the same filters. */
const VAIN_WALK_MS = 5 * 60_000;
const VAIN_WALKS_KEPT = 2000;
const LISTING_ORDER = 'p.listing_score DESC, p.user_id DESC';
/** Search statements are named by their text; this many texts are remembered (shapes of search). */
const STATEMENT_NAMES_KEPT = 500;
const statementNames = new Map<string, { name: string; text: string }>();
/**
 * A profile's words meet a tsquery. The tsquery comes as a one-row subquery, not as a value, so
 * that planning a search never reads the word statistics (a few thousand words, unpacked again
 * for every statement, which cost more than running most searches): the search chooses its plan
 * itself (a walk of the listing or the word index), not from the planner's estimate.
 */
const WORDS_MATCH = 'p.search_words @@ (SELECT ?::tsquery)';
/**
 * The word index of a profile from its accent-free text and its facet words: whole words of
 * the text ('simple' configuration), the same text stemmed in Spanish, Portuguese and English
 * (`prosk_es`, `prosk_pt`, `prosk_en`: accents removed, then the language's stemmer), positions
 * dropped as no query needs them, plus the facets (searchFacets), taken verbatim.
 */
export const SEARCH_WORDS_SQL = `(SELECT strip(to_tsvector('simple', t) || to_tsvector('prosk_es', t)
    || to_tsvector('prosk_pt', t) || to_tsvector('prosk_en', t)) FROM (SELECT ?::text AS t) s)
  || array_to_tsvector(?::text[])`;

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

/** A page ends at a profile of a relevance tier, with its listing score and user id. */
type ListingCursor = [tier: number, score: number, userId: number];
const isListingCursor = (v: unknown[]): v is ListingCursor =>
  v.length === 3 && v.every((n) => Number.isSafeInteger(n)) && (v[0] as number) >= 0;

export interface SearchFilters {
  q?: string;
  category?: string;
  skill?: string;
  department?: string;
  minRating?: number;
  cursor?: string;
  limit?: number;
  /** The market searched; the default region when absent. */
  region?: Region;
}

/** Typed words each stand for these trades' facet words, kept per name book. */
const tradesByBook = new WeakMap<NameBook, Map<string, string[]>>();

/** The category and skill facets a typed word stands for (names and terms, typos included). */
function tradeFacetsOf(word: string, book: NameBook): string[] {
  let known = tradesByBook.get(book);
  if (!known) tradesByBook.set(book, (known = new Map()));
  let facets = known.get(word);
  if (!facets) {
    const similarity = book.trigrams.similarities(word);
    facets = [
      ...new Set(
        book.vocabulary
          .filter((entry, i) => standsFor(word, entry.word, () => similarity.get(i) ?? 0))
          .map((entry) =>
            entry.kind === 'category'
              ? searchFacets.category(entry.id)
              : searchFacets.skill(entry.id),
          ),
      ),
    ];
    if (known.size > 5000) known.clear();
    known.set(word, facets);
  }
  return facets;
}

/** The category whose words come closest to the typed ones, for a search that found nothing. */
function closestCategory(words: string[], book: NameBook): number | undefined {
  const similarities = words.map((word) => book.trigrams.similarities(word));
  let best: { id: number; similarity: number } | undefined;
  book.vocabulary.forEach((entry, i) => {
    for (const byEntry of similarities) {
      const similarity = byEntry.get(i) ?? 0;
      if (similarity > (best?.similarity ?? 0.3)) best = { id: entry.categoryId, similarity };
    }
  });
  return best?.id;
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

/**
 * What a prosker's work adds to their profile: published services (their words and lowest
 * price), completed jobs and reviews (read by the jobs module).
 */
export type ServiceSummaries = (
  db: Knex,
  userIds: number[],
) => Promise<
  Map<
    number,
    {
      text: string;
      priceFrom: number | null;
      jobsDone: number;
      ratingAvg: number;
      ratingCount: number;
    }
  >
>;
/** The median minutes a prosker takes to answer a client in chat (read by messaging). */
export type ReplyMinutes = (db: Knex, userIds: number[]) => Promise<Map<number, number>>;

export function createProfiles(
  platform: Platform,
  options: {
    names?: Names;
    walkRows?: number;
    statistics?: WordStatistics;
    serviceSummaries?: ServiceSummaries;
    replyMinutes?: ReplyMinutes;
    /** Sees every search statement as it is sent, in PostgreSQL's form ($1, $2…): the bench explains them. */
    onStatement?: (statement: { sql: string; bindings: unknown[] }) => void;
  } = {},
) {
  const { db } = platform;
  const stems = createStems(db);
  const serviceSummaries: ServiceSummaries = options.serviceSummaries ?? (async () => new Map());
  const replyMinutes: ReplyMinutes = options.replyMinutes ?? (async () => new Map());
  const statistics = options.statistics ?? createWordStatistics(db);
  const names = options.names ?? createNames(db);
  const walkRows = options.walkRows ?? WALK_ROWS;
  /**
   * Filters (of a tier, in a region) whose walk from the top found less than a page, until
   * when: words and filters the statistics take for independent may rarely go together ("ltda"
   * and one department), and such a search, asked again, goes straight to the word index.
   */
  const vainWalks = new Map<string, number>();

  /** Rebuilds the profile rows of some users; `routine` applies the scheduled floor to 0. */
  async function refresh(userIds: number[], options: { routine?: boolean } = {}) {
    if (userIds.length === 0) return;
    const facts = await accountFacts(db, userIds);
    const categories = await idsByUser(db, 'categories', userIds);
    const skills = await idsByUser(db, 'skills', userIds);
    const book = await names.get();
    const linked = await linkedPaymentAccounts(db, userIds);
    const premium = await premiumUsers(db, userIds);
    const services = await serviceSummaries(db, userIds);
    const replies = await replyMinutes(db, userIds);
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
      const offered = services.get(f.userId);
      const words = [
        f.firstName,
        f.lastName,
        f.username,
        f.company,
        f.description,
        f.department,
        ...named.flatMap((n) => (n ? [n.name_es, n.name_en, n.name_br] : [])),
        offered?.text,
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
        region: f.region,
        price_from: offered?.priceFrom ?? null,
        jobs_done: offered?.jobsDone ?? 0,
        reply_minutes: replies.get(f.userId) ?? null,
        // Only a new row takes the rating from here; jobs' events keep it afterwards.
        rating_avg: offered?.ratingAvg ?? 0,
        rating_count: offered?.ratingCount ?? 0,
        search_words: db.raw(SEARCH_WORDS_SQL, [
          searchNormalize(words.filter(Boolean).join(' ')),
          [
            regionFacet(f.region),
            ...profileFacets({ department: f.department, categoryIds, skillIds }),
          ],
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
      .merge([
        ...PROFILE_FACT_COLUMNS,
        'region',
        'price_from',
        'jobs_done',
        'reply_minutes',
        'search_words',
        'category_ids',
        'skill_ids',
        'updated_at',
      ]);
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

  /** Profile cards, their categories and skills named in `language` with `region`'s slugs. */
  async function cards(rows: Record<string, unknown>[], language: Language, region: Region) {
    const book = await names.get();
    const named = (ids: unknown, from: Map<number, NamedItem>) =>
      ((ids as number[] | null) ?? []).flatMap((id) => {
        const item = from.get(Number(id));
        return item ? [localName(item, language, region)] : [];
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
      region: (r.region as Region | undefined) ?? DEFAULT_REGION,
      priceFrom: r.price_from === null || r.price_from === undefined ? null : Number(r.price_from),
      jobsDone: Number(r.jobs_done ?? 0),
      replyMinutes:
        r.reply_minutes === null || r.reply_minutes === undefined ? null : Number(r.reply_minutes),
    }));
  }

  /**
   * The filters of a search, or null when a named category or skill does not exist (nothing
   * can match). Free text: every typed word must be met by one of its alternatives: the
   * beginning of a word of the profile (names, username, company, description, department,
   * category and skill names in every language, published services), one of its stems in
   * Spanish, Portuguese or English, or a category or skill the word stands for (a trade's name
   * or term, typos included: `tradeFacetsOf`). `walk` tests one row at a time (cheap columns
   * first); `indexed` puts text and facets in one word-index query. With trades named, the
   * matches come in two tiers: the proskers of those trades first, then the others.
   */
  async function conditions(filters: SearchFilters, book: NameBook) {
    const words = searchWords(filters.q ?? '').slice(0, 8);
    const region = filters.region ?? DEFAULT_REGION;
    const categoryId = filters.category
      ? idOfSlug(book.categoriesBySlug, filters.category, region)
      : undefined;
    const skillId = filters.skill ? idOfSlug(book.skillsBySlug, filters.skill, region) : undefined;
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
    const wordStems = await stems.of(words);
    const trades = words.map((w) => tradeFacetsOf(w, book));
    const groups = words.map((w, i) => ({ prefixes: [w], exact: [...wordStems[i], ...trades[i]] }));
    const named = [...new Set(trades.flat())];
    const text = groups.length ? searchTsqueryOf(groups, []) : undefined;
    const anyTrade = named.length ? searchTsqueryOf([{ prefixes: [], exact: named }], []) : '';
    // Each tier: the word-index condition it adds to the text (none without trades).
    const tiers = named.length ? [anyTrade, `!${anyTrade}`] : [''];
    const rating = filters.minRating !== undefined ? ['p.rating_avg >= ?'] : [];
    const ratingBindings = filters.minRating !== undefined ? [filters.minRating] : [];
    const estimate = [...groups, ...facets.map((f) => ({ prefixes: [], exact: [f] }))];
    return {
      region,
      words,
      /** Whether the word index narrows the search (more than the region). */
      indexed: words.length + facets.length > 0,
      /** What the statistics estimate: every group of alternatives and every facet. */
      estimate: [...estimate, { prefixes: [], exact: [regionFacet(region)] }],
      /** The same in every region. */
      estimateAnyRegion: estimate,
      tiers: tiers.map((extra) => {
        const tierText = [text, extra].filter(Boolean).join(' & ');
        const tsquery = (regionFacets: string[]) =>
          [searchTsqueryOf([], [...regionFacets, ...facets]), tierText].filter(Boolean).join(' & ');
        return {
          walk: {
            sql: [...walk, ...(tierText ? [WORDS_MATCH] : []), ...rating],
            bindings: [...walkBindings, ...(tierText ? [tierText] : []), ...ratingBindings],
          },
          /** The word index answers the region too. */
          indexed: {
            sql: [WORDS_MATCH, ...rating],
            bindings: [tsquery([regionFacet(region)]), ...ratingBindings],
          },
          /** The rows the word index finds in every region are kept in the region. */
          indexedAnyRegion: {
            sql: ['p.region = ?', WORDS_MATCH, ...rating],
            bindings: [region, tsquery([]), ...ratingBindings],
          },
        };
      }),
    };
  }

  type Where = NonNullable<Awaited<ReturnType<typeof conditions>>>;
  type Row = Record<string, unknown>;

  /**
   * Runs a search statement (`?` placeholders) as a named one: PostgreSQL parses each shape of
   * search once per connection, not on every page, and plans it once when one plan serves any
   * values (every shape's plan is fixed by how it is written: a walk of the listing index or the
   * word index, whatever the values).
   */
  async function statement(sql: string, bindings: Knex.Value[]): Promise<Row[]> {
    let named = statementNames.get(sql);
    if (!named) {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const hash = createHash('sha1').update(text).digest('hex').slice(0, 24);
      named = { name: `catalogue_search_${hash}`, text };
      if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
      statementNames.set(sql, named);
    }
    options.onStatement?.({ sql: named.text, bindings });
    return namedQuery<Row>(db, named.name, named.text, bindings);
  }

  /**
   * Up to `want` profiles of one tier after `after` (listing score and user id), by the cheapest
   * of three plans: the listing index alone (no filter but the region), a bounded walk of it,
   * or the word index (rare filters).
   */
  async function tierRows(
    where: Where,
    tier: Where['tiers'][number],
    after: [score: number, userId: number] | undefined,
    want: number,
  ): Promise<Row[]> {
    const afterSql = after ? '(p.listing_score, p.user_id) < (?, ?)' : 'true';
    const afterBindings: Knex.Value[] = after ?? [];
    const columns = CARD_COLUMNS.map((c) => `p.${c}`).join(', ');
    const listed = `SELECT ${columns} FROM profiles p WHERE ${LISTED_PROFILES_SQL}`;
    const inRegion = 'p.region = ?';
    const direct = async () => {
      const rare = ((await statistics.share(where.estimateAnyRegion)) ?? 1) < RARE_SHARE;
      const indexed = rare ? tier.indexedAnyRegion : tier.indexed;
      return statement(
        `${listed} AND ${[...indexed.sql, afterSql].join(' AND ')}
          ORDER BY p.listing_score + 0 DESC, p.user_id DESC LIMIT ?`,
        [...indexed.bindings, ...afterBindings, want],
      );
    };
    if (!where.indexed) {
      return statement(
        `${listed} AND ${[inRegion, ...tier.walk.sql, afterSql].join(' AND ')}
          ORDER BY ${LISTING_ORDER} LIMIT ?`,
        [where.region, ...tier.walk.bindings, ...afterBindings, want],
      );
    }
    // The statistics say the walk would not find a page, or it lately did not from the top.
    const shape = `${where.region} ${JSON.stringify(tier.walk.bindings)}`;
    if (((await statistics.share(where.estimate)) ?? 1) * walkRows < want) return direct();
    if (!after && (vainWalks.get(shape) ?? 0) > Date.now()) return direct();
    const walked = await statement(
      `SELECT ${columns} FROM (
         SELECT * FROM profiles p WHERE ${LISTED_PROFILES_SQL} AND ${inRegion} AND ${afterSql}
         ORDER BY ${LISTING_ORDER} LIMIT ${walkRows}
       ) p WHERE ${tier.walk.sql.join(' AND ') || 'true'} ORDER BY ${LISTING_ORDER} LIMIT ?`,
      [where.region, ...afterBindings, ...tier.walk.bindings, want],
    );
    if (walked.length >= want) return walked;
    // Only a walk from the top tells about the filters (a deep page may simply be the last).
    if (!after) {
      if (vainWalks.size >= VAIN_WALKS_KEPT) vainWalks.clear();
      vainWalks.set(shape, Date.now() + VAIN_WALK_MS);
    }
    return direct();
  }

  return {
    refresh,
    refreshAll,
    refreshMissing,

    /**
     * Keyset pages over the visible proskers of one region, in relevance tiers (the proskers
     * of the trades the words name first), each by listing score (Premium, rating,
     * completeness), then newest; no OFFSET. A page walks the listing index of the region from
     * the cursor for at most WALK_ROWS profiles, which finds a page at once when the filters
     * are common. When they are rare (expected so by the word statistics, or found so by the
     * walk), one word-index query finds every match and only the matches are sorted; its sort
     * key is written so that the planner cannot choose the listing walk again. A search that
     * finds nothing suggests the category closest to its words.
     */
    async search(filters: SearchFilters, language: Language) {
      const limit = Math.min(Math.max(filters.limit ?? 20, 1), PAGE_MAX);
      const book = await names.get();
      const where = await conditions(filters, book);
      if (!where) return { data: [], nextCursor: null, suggestion: null };
      const cursor = filters.cursor ? decodeCursor(filters.cursor, isListingCursor) : undefined;
      const rows: Row[] = [];
      /** The relevance tier of each row. */
      const tiers: number[] = [];
      for (let tier = cursor?.[0] ?? 0; tier < where.tiers.length; tier++) {
        const after: [number, number] | undefined =
          cursor && cursor[0] === tier ? [cursor[1], cursor[2]] : undefined;
        for (const row of await tierRows(
          where,
          where.tiers[tier],
          after,
          limit + 1 - rows.length,
        )) {
          rows.push(row);
          tiers.push(tier);
        }
        if (rows.length > limit) break;
      }
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const suggested =
        rows.length === 0 && !cursor && where.words.length
          ? closestCategory(where.words, book)
          : undefined;
      const category = suggested !== undefined ? book.categories.get(suggested) : undefined;
      return {
        data: await cards(page, language, where.region),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor([
                tiers[page.length - 1],
                Number(last.listing_score),
                Number(last.user_id),
              ])
            : null,
        suggestion: category ? localName(category, language, where.region) : null,
      };
    },

    /**
     * One profile by username or id; hidden ones exist only for their owner. Its categories and
     * skills carry `region`'s slugs.
     */
    async profile(
      query: string,
      viewerId: number | undefined,
      language: Language,
      region: Region = DEFAULT_REGION,
    ) {
      const byId = /^\d+$/.test(query) ? Number(query) : undefined;
      const row = await db('profiles')
        .where(byId !== undefined ? { user_id: byId } : { username: query })
        .first();
      const owner = row && viewerId === Number(row.user_id);
      if (!row || (!row.visible && !owner)) throw notFound();
      const [card] = await cards([row], language, region);
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
