/**
 * The catalogue's pure decisions (no database): how a downloaded file is named, which column
 * holds a region's slug.
 */
import type { Region } from '../../../common/regions';
import type { RegionSlugs } from '../../../common/slugs';

/** The column of a category or skill that holds its slug in each region (ADR 0028). */
export const SLUG_COLUMNS = { uy: 'slug', br: 'slug_br' } as const satisfies Record<Region, string>;

/** A category's or skill's row as its slugs per region. */
export const slugsOf = (row: Record<(typeof SLUG_COLUMNS)[Region], string>): RegionSlugs => ({
  uy: row[SLUG_COLUMNS.uy],
  br: row[SLUG_COLUMNS.br],
});

const NAME_MAX = 120;

/**
 * The name a downloaded file is offered under: the sender's base name without folders,
 * control or direction-override characters and characters file systems refuse, at most
 * 120 characters, always ending in the extension of what was really stored.
 */
export function sanitizeFileName(raw: string | null | undefined, extension: string): string {
  const ext = `.${extension.toLowerCase()}`;
  const base = String(raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .normalize('NFC')
    // Controls and invisible format characters (bidirectional overrides, zero-width ones).
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  let stem = base.toLowerCase().endsWith(ext) ? base.slice(0, -ext.length) : base;
  stem = stem.replace(/[.\s]+$/, '');
  stem = Array.from(stem)
    .slice(0, NAME_MAX - ext.length)
    .join('')
    .trim();
  return `${stem || 'documento'}${ext}`;
}
