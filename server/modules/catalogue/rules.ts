/** The catalogue's pure decisions (no database): how a downloaded file is named. */

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
