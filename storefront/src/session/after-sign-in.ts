import { NEXT_PARAM, safeNextPath } from '../../../common/next-path';
import { DEFAULT_REGION, REGIONS } from '../../../common/regions';
import type { RouteName } from '../../../common/routes';
import type { Region } from '../../../common/regions';

export { NEXT_PARAM };

/**
 * Only paths of this site are followed: a `next` such as `//evil.example` or
 * `https://evil.example` would turn the sign-in page into an open redirect.
 */
export function safeNext(value: string | null | undefined): string | null {
  return safeNextPath(value);
}

/**
 * Where a signed-in user lands when no page waits for them (after signing in, from the logo): a
 * prosker's business home, anyone else's home page.
 */
export function landingRoute(role: string | null | undefined): RouteName {
  return role === 'prosker' ? 'sellerHome' : 'home';
}

export function nextSearch(next: string | null): string {
  return next ? `?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '';
}

/** What a visitor pressed that needs an account; the account-needed page says it. */
export const INTENTS = ['hire', 'chat', 'favorite'] as const;
export type Intent = (typeof INTENTS)[number];
export const INTENT_PARAM = 'intent';
export const PROSKER_PARAM = 'prosker';

/**
 * The account-needed page's query: what was pressed, about which prosker (their username or
 * id: the page reads the name from the catalogue, so a link cannot put other words in our
 * mouth), and where to come back to.
 */
export function accountNeededSearch(
  intent: Intent,
  prosker: string | number,
  next: string,
): string {
  return `?${new URLSearchParams({
    [INTENT_PARAM]: intent,
    [PROSKER_PARAM]: String(prosker),
    [NEXT_PARAM]: next,
  }).toString()}`;
}

const SOCIAL_KEY = 'prosk-social-sign-in';

interface SocialStart {
  next: string | null;
  region: Region;
}

/**
 * A social sign-in leaves the site and comes back to a fixed callback path; what the visitor
 * was doing (target page, region) waits in session storage for the callback page.
 */
export function rememberSocialStart(start: SocialStart): void {
  try {
    window.sessionStorage.setItem(SOCIAL_KEY, JSON.stringify(start));
  } catch {
    // Without storage the visitor lands on the home page of the callback's region.
  }
}

export function takeSocialStart(): SocialStart | null {
  try {
    const saved = window.sessionStorage.getItem(SOCIAL_KEY);
    window.sessionStorage.removeItem(SOCIAL_KEY);
    if (!saved) return null;
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { next, region } = parsed as Record<string, unknown>;
    return {
      next: typeof next === 'string' ? safeNext(next) : null,
      region: (REGIONS as readonly unknown[]).includes(region)
        ? (region as Region)
        : DEFAULT_REGION,
    };
  } catch {
    return null;
  }
}
