/**
 * The category and skill names cards show, kept in memory: both tables are small and change
 * only when staff edit them. A page of cards then needs no join; staff edits clear the copy at
 * once on this instance, and every instance reloads it after `ttlMs` at the latest.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { ENTRY_FIELDS } from '../../../common/schemas/catalogue';
import { searchWords, trigramIndex, type TrigramIndex } from '../../../common/search';
import { entryOfSlug } from '../../../common/slugs';
import { slugsOf } from './rules';

export interface NamedItem {
  id: number;
  slug: string;
  slug_br: string;
  name_es: string;
  name_en: string;
  name_br: string;
  terms_es: string;
  terms_en: string;
  terms_br: string;
}

/** A word of a trade: a category's or a skill's name or one of the words people use for it. */
export interface TradeWord {
  word: string;
  kind: 'category' | 'skill';
  id: number;
  /** The category it belongs to (a skill's category, or the category itself). */
  categoryId: number;
}

export interface NameBook {
  categories: Map<number, NamedItem>;
  skills: Map<number, NamedItem>;
  /** The entries each slug (of any region) names: one, or two when regions' slugs meet. */
  categoriesBySlug: Map<string, NamedItem[]>;
  skillsBySlug: Map<string, NamedItem[]>;
  /** Every word of every enabled category and skill (names and terms, all languages). */
  vocabulary: TradeWord[];
  /** The vocabulary's words by their trigrams, in the vocabulary's order (typos). */
  trigrams: TrigramIndex;
}

const COLUMNS = ['id', ...ENTRY_FIELDS];

/**
 * The words a trade is found by: its names' words and its terms' words in every language. A
 * word of a longer name or term counts from four letters (so "de", "y", "com" stand for no
 * trade); a term of one word counts whole ("dj", "pc").
 */
export function tradeWords(item: NamedItem): string[] {
  const phrases = [
    item.name_es,
    item.name_en,
    item.name_br,
    ...[item.terms_es, item.terms_en, item.terms_br].flatMap((t) => (t ?? '').split(',')),
  ];
  const words = phrases.flatMap((phrase) => {
    const parts = searchWords(phrase);
    return parts.length === 1 ? parts : parts.filter((w) => w.length >= 4);
  });
  return [...new Set(words)];
}

/** An entry as a card names it: its slug in the page's region, its name in the language. */
export const localName = (item: NamedItem, language: Language, region: Region) => ({
  slug: slugsOf(item)[region],
  name: { es: item.name_es, en: item.name_en, br: item.name_br }[language],
});

/** The id of the entry a slug names in a region (ADR 0028), or undefined. */
export function idOfSlug(
  bySlug: Map<string, NamedItem[]>,
  slug: string,
  region: Region,
): number | undefined {
  const item = entryOfSlug(bySlug.get(slug) ?? [], slugsOf, slug, region);
  return item ? Number(item.id) : undefined;
}

export function createNames(db: Knex, ttlMs = 30_000) {
  let book: Promise<NameBook> | undefined;
  let loadedAt = 0;

  async function load(): Promise<NameBook> {
    const [categories, skills]: (NamedItem & { enabled: boolean; category_id?: number })[][] =
      await Promise.all([
        db('categories').select([...COLUMNS, 'enabled']),
        db('skills').select([...COLUMNS, 'enabled', 'category_id']),
      ]);
    const byId = (rows: NamedItem[]) => new Map(rows.map((r) => [Number(r.id), r]));
    const bySlug = (rows: NamedItem[]) => {
      const map = new Map<string, NamedItem[]>();
      for (const row of rows) {
        for (const slug of new Set(Object.values(slugsOf(row)))) {
          map.set(slug, [...(map.get(slug) ?? []), row]);
        }
      }
      return map;
    };
    const vocabulary = [
      ...categories
        .filter((c) => c.enabled)
        .map((c) => ({ item: c, kind: 'category' as const, categoryId: Number(c.id) })),
      ...skills
        .filter((s) => s.enabled)
        .map((s) => ({ item: s, kind: 'skill' as const, categoryId: Number(s.category_id) })),
    ].flatMap(({ item, kind, categoryId }) =>
      tradeWords(item).map((word) => ({ word, kind, id: Number(item.id), categoryId })),
    );
    return {
      categories: byId(categories),
      skills: byId(skills),
      categoriesBySlug: bySlug(categories),
      skillsBySlug: bySlug(skills),
      vocabulary,
      trigrams: trigramIndex(vocabulary.map((entry) => entry.word)),
    };
  }

  return {
    get(): Promise<NameBook> {
      if (!book || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        book = load();
        book.catch(() => (book = undefined));
      }
      return book;
    },
    invalidate() {
      book = undefined;
    },
  };
}

export type Names = ReturnType<typeof createNames>;
