import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { ViewportGuess } from '../preferences/use-viewport';

/** The element whose JSON carries what the server rendered with (never executed). */
export const RENDERED_STATE_ID = 'prosk-state';

/** What the browser needs to take over a server-rendered page without a visible change. */
export interface RenderedState {
  language: Language;
  /** The layout the page was rendered for, guessed from the browser's user agent. */
  viewport: ViewportGuess;
  /** Whether the request said the cookie notice was read (its cookie): rendered without it. */
  noticeRead: boolean;
  /** The answers the page was rendered from, so the browser does not ask for them again. */
  queries: DehydratedState;
  /**
   * False when the page rendered an error state (a failed answer is not carried over): the
   * browser then renders the page afresh instead of taking over the server's markup.
   */
  hydratable: boolean;
}

export function readRenderedState(): RenderedState | null {
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedState;
  } catch {
    return null;
  }
}
