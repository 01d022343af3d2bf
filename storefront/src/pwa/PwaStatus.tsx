import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { LazyPart, lazyPart, useOpenedOnce } from '../layout/lazy-part';
import { useRegion } from '../routing/use-region';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';
import { useOffline } from '../api/connectivity';
import { waiting } from './outbox';
import { useOutbox } from './outbox-store';
import { useUpdateWaiting } from './register';
import { replayOutbox } from './replay';

/** The messages' code comes with the first of them. */
const PwaMessages = lazyPart(() => import('./PwaMessages').then((m) => m.PwaMessages));

/** While decisions wait and the browser says it is online, try again this often. */
const RETRY_MS = 30_000;

/**
 * Sends the agenda decisions taken offline (`outbox.ts`): at start, when the connection
 * returns, when one is queued while online (the request failed anyway), and every
 * `RETRY_MS` while any waits. Returns how many were refused by the last round.
 */
function useOutboxReplay(): [number, () => void] {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const offline = useOffline();
  const list = useOutbox();
  const [refusedNow, setRefusedNow] = useState(0);
  const userId = user?.id ?? null;
  const pending = userId === null ? 0 : waiting(list, userId).length;

  useEffect(() => {
    if (userId === null || offline || pending === 0) return undefined;
    let active = true;
    const run = () =>
      void replayOutbox(userId).then((report) => {
        if (report.sent.length || report.refused.length) {
          void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'agenda'] });
        }
        if (active && report.refused.length) setRefusedNow(report.refused.length);
      });
    run();
    const timer = window.setInterval(run, RETRY_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [userId, offline, pending, queryClient]);

  return [refusedNow, () => setRefusedNow(0)];
}

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
 * a reload, and decisions the server refused (named in full on the agenda; `PwaMessages.tsx`).
 * Sends the queued decisions and refreshes the page's data when the connection returns.
 */
export function PwaStatus() {
  const offline = useOffline();
  const updateWaiting = useUpdateWaiting();
  const [refused, clearRefused] = useOutboxReplay();
  useRefreshWhenBack(offline);
  const region = useRegion();
  const { pathname } = useLocation();
  const onAgenda = pathname === pathFor('agenda', region);
  const refusedShown = refused > 0 && !onAgenda;
  const opened = useOpenedOnce(updateWaiting || refusedShown);

  return opened ? (
    <LazyPart>
      <PwaMessages
        updateWaiting={updateWaiting}
        refusedShown={refusedShown}
        onRefusedRead={clearRefused}
      />
    </LazyPart>
  ) : null;
}
