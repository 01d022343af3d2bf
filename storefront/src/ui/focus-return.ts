import { useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Where the focus goes when an anchored overlay closes: back to its button while the focus is
 * still inside the overlay (or lost with it), nowhere when the user has moved it elsewhere
 * meanwhile (a click on another button while this one's closing transition runs). The button is
 * the last anchor the overlay had: closing clears the anchor before the focus moves.
 */
export function useReturnFocus(
  anchor: HTMLElement | null,
  popup: RefObject<HTMLElement | null>,
): () => HTMLElement | false {
  const lastAnchor = useRef(anchor);
  if (anchor) lastAnchor.current = anchor;
  return () => {
    const active = document.activeElement;
    const stayed = !active || active === document.body || popup.current?.contains(active);
    return stayed && lastAnchor.current ? lastAnchor.current : false;
  };
}
