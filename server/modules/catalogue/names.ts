/**
 * The category and skill names cards show, kept in memory: both tables are small and change
 * only when staff edit them. A page of cards then needs no join; staff edits clear the copy at
 * once on this instance, and every instance reloads it after `ttlMs` at the latest.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';

export interface NamedItem {
  id: number;
  slug: string;
  name_es: string;
  name_en: string;
  name_br: string;
}

export interface NameBook {
  categories: Map<number, NamedItem>;
  skills: Map<number, NamedItem>;
  categoryIdBySlug: Map<string, number>;
  skillIdBySlug: Map<string, number>;
}

const COLUMNS = ['id', 'slug', 'name_es', 'name_en', 'name_br'];

export const localName = (item: NamedItem, language: Language) => ({
  slug: item.slug,
  name: { es: item.name_es, en: item.name_en, br: item.name_br }[language],
});

export function createNames(db: Knex, ttlMs = 30_000) {
  let book: Promise<NameBook> | undefined;
  let loadedAt = 0;

  async function load(): Promise<NameBook> {
    const [categories, skills]: NamedItem[][] = await Promise.all([
      db('categories').select(COLUMNS),
      db('skills').select(COLUMNS),
    ]);
    const byId = (rows: NamedItem[]) => new Map(rows.map((r) => [Number(r.id), r]));
    const bySlug = (rows: NamedItem[]) => new Map(rows.map((r) => [r.slug, Number(r.id)]));
    return {
      categories: byId(categories),
      skills: byId(skills),
      categoryIdBySlug: bySlug(categories),
      skillIdBySlug: bySlug(skills),
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
