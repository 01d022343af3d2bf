import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/**
 * What the layout shows a signed-in user that belongs to a feature: the layout draws where they
 * go and the route table hands them in (`routing/signed-in-parts.tsx`), so the layout imports
 * no feature folder. Each is rendered inside `SignedInOnly`: loaded for signed-in users alone.
 */
export interface SignedInParts {
  /** In the bar, before the account menu: the chat's link and the notices' bell. */
  BarLinks: ComponentType;
  /** Mounted while signed in, drawing nothing: the chat's live connection. */
  Connection: ComponentType;
  /** Over the page when the user must answer (new legal texts to accept). */
  Prompt: ComponentType;
}

const nothing = () => null;

export const SignedInPartsContext = createContext<SignedInParts>({
  BarLinks: nothing,
  Connection: nothing,
  Prompt: nothing,
});

export function useSignedInParts(): SignedInParts {
  return useContext(SignedInPartsContext);
}
