import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollBehavior } from './scroll-behavior';

const STORAGE_KEY = 'prosk-scroll-positions';
/** Lazy pages and their data arrive after the navigation; wait this long for them at most. */
const WAIT_FOR_CONTENT_MS = 3000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Positions) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Positions): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Without storage, positions are still restored within this document.
  }
}

/**
 * History keys are unique per entry, except that every document's first entry is 'default';
 * adding the address keeps a fresh visit to another page from inheriting an old position.
 */
function entryKey({ key, pathname, search }: { key: string; pathname: string; search: string }) {
  return `${key}${pathname}${search}`;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** How the document itself was reached: 'navigate', 'reload' or 'back_forward'. */
function documentNavigation(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Runs `attempt` on each animation frame until it reports success or the wait is over, then
 * runs `giveUp`. Returns a cancel function for when the visitor navigates again meanwhile.
 */
function retryUntil(attempt: () => boolean, giveUp: () => void): () => void {
  const deadline = performance.now() + WAIT_FOR_CONTENT_MS;
  let frame = 0;
  const tick = () => {
    if (attempt()) return;
    if (performance.now() > deadline) {
      giveUp();
      return;
    }
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

/**
 * Spec point 2: after a navigation, scroll smoothly to the hash target if there is one;
 * otherwise, on back and forward, return to where the visitor was; otherwise go to the top.
 *
 * react-router's <ScrollRestoration> is not used because it jumps to a hash target without
 * animation and gives up when the target is in a lazy page that has not rendered yet.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Positions by history entry; kept in session storage so a reload can return to them too.
  const positions = useRef<Positions | null>(null);
  positions.current ??= readPositions();
  const currentKey = useRef(entryKey(location));
  // The document's first render: the page may have been scrolled before its code ran (a page
  // rendered on the server shows at once), and that position stands.
  const firstRender = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => savePositions(positions.current ?? {});
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    // A page rendered on the server can be scrolled before its code runs: where it is now.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const key = entryKey(location);
    currentKey.current = key;
    // A document's first entry returns to its position on a reload or back and forward, never
    // when its address was typed or followed again (then it is a new visit).
    const returning =
      navigationType === 'POP' && (!firstRender.current || documentNavigation() !== 'navigate');
    const saved = returning ? positions.current?.[key] : undefined;

    if (saved !== undefined) {
      // The page may still be too short to reach the old position (lazy code, data).
      return retryUntil(
        () => {
          const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
          if (reachable) window.scrollTo(0, saved);
          return reachable;
        },
        () => window.scrollTo(0, saved),
      );
    }

    if (location.hash) {
      return retryUntil(
        () => {
          const target = hashTarget(location.hash);
          target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
          return target !== null;
        },
        () => undefined,
      );
    }

    if (!firstRender.current) window.scrollTo(0, 0);
    return undefined;
  }, [location, navigationType]);

  useEffect(() => {
    firstRender.current = false;
  }, []);

  return null;
}
