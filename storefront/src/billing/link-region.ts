import { isLanguage } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { REGIONS } from '../../../common/regions';
import type { Region } from '../../../common/regions';

const KEY = 'prosk-payment-link-start';

/** Where a link to Mercado Pago started: the settings page's region and the language shown. */
export interface LinkStart {
  region: Region;
  language: Language;
}

/**
 * Mercado Pago sends the browser back to one fixed callback path (no /br prefix), where a
 * fresh page would pick the language and region of that path. What the prosker was using
 * waits here, so the callback answers in the same language and returns to the same region.
 */
export function rememberLinkStart(start: LinkStart): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(start));
  } catch {
    // Without storage the callback falls back to the region of its own path.
  }
}

export function takeLinkStart(): LinkStart | null {
  try {
    const saved = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!saved) return null;
    const { region, language } = JSON.parse(saved) as Record<string, unknown>;
    if (!(REGIONS as readonly unknown[]).includes(region) || !isLanguage(language)) return null;
    return { region: region as Region, language };
  } catch {
    return null;
  }
}
