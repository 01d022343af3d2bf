import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOffline } from '../api/connectivity';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';
import { SignedInOnly } from '../session/SignedInOnly';
import { useUpdateWaiting } from './update-state';

/** The messages' code comes with the first of them. */
const UpdatePrompt = lazyPart(() => import('./PwaMessages').then((m) => m.UpdatePrompt));
/** The offline outbox is a signed-in user's alone: its code too. */
const OutboxStatus = lazyPart(() => import('./OutboxStatus').then((m) => m.OutboxStatus));

/** Back online: what the page shows is read again, replacing saved copies and offline errors. */
function useRefreshWhenBack(offline: boolean) {
  const queryClient = useQueryClient();
  const was = useRef(offline);
  useEffect(() => {
    if (was.current && !offline) void queryClient.refetchQueries({ type: 'active' });
    was.current = offline;
  }, [offline, queryClient]);
}

/**
 * What the installed app tells about itself, in every page's layout: a new version waiting for
 * a reload (`PwaMessages.tsx`), and, for a signed-in user, the agenda decisions queued offline
 * (`OutboxStatus.tsx`). Refreshes the page's data when the connection returns.
 */
export function PwaStatus() {
  const offline = useOffline();
  const updateWaiting = useUpdateWaiting();
  useRefreshWhenBack(offline);
  const opened = useOpenedOnce(updateWaiting);
  return (
    <>
      {opened && (
        <LazyPart>
          <UpdatePrompt open={updateWaiting} />
        </LazyPart>
      )}
      <SignedInOnly>
        <OutboxStatus />
      </SignedInOnly>
    </>
  );
}
