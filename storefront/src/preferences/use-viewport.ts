import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from './palette';

/**
 * The server cannot see the screen: it guesses from the browser's user agent whether the page
 * is for a phone, renders that layout, and sends its guess along. While the browser takes the
 * page over it answers with the same guess (so the markup matches), then with the real width.
 */
export type ViewportGuess = 'phone' | 'desktop';

const ViewportGuessContext = createContext<ViewportGuess>('desktop');
export const ViewportGuessProvider = ViewportGuessContext.Provider;

/** The server's guess from a User-Agent header. */
export function guessViewport(userAgent: string | undefined): ViewportGuess {
  return /\b(Mobi|iPhone|iPod|Android.+Mobile|Windows Phone)\b/i.test(userAgent ?? '')
    ? 'phone'
    : 'desktop';
}

/** Whether the window is narrower than the theme's breakpoint (`md`: phones, `lg`: tablets). */
export function useNarrowerThan(breakpoint: 'sm' | 'md' | 'lg'): boolean {
  const guess = useContext(ViewportGuessContext);
  // As MUI's `breakpoints.down`: just under the breakpoint's width.
  const query = `(max-width:${BREAKPOINTS[breakpoint] - 0.05}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guess === 'phone',
  );
}
