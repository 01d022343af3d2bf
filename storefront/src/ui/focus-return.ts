import type { RefObject } from 'react';

/**
 * Where the focus goes when an anchored overlay closes: back to its button while the focus is
 * still inside the overlay (or lost with it), nowhere when the user has moved it elsewhere
 * meanwhile (a click on another button while this one's closing transition runs).
 */
export function returnFocusTo(
  anchor: HTMLElement | null,
  popup: RefObject<HTMLElement | null>,
): () => HTMLElement | false {
  return () => {
    const active = document.activeElement;
    const stayed = !active || active === document.body || popup.current?.contains(active);
    return stayed && anchor ? anchor : false;
  };
}
