import type { ReactNode } from 'react';
import { LazyPart } from '../navigation/lazy-part';
import { useSession } from './session';

/**
 * Parts only a signed-in user has (the chat link and socket, the notices, the legal prompt),
 * loaded for them alone. Nothing for a visitor: the server's page and its hydration hold none.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <LazyPart>{children}</LazyPart> : null;
}
