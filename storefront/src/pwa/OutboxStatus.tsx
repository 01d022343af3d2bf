import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useOffline } from '../api/connectivity';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';
import { useRegion } from '../navigation/use-region';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';
import { waiting } from './outbox';
import { useOutbox } from './outbox-store';
import { replayOutbox } from './replay';

const RefusedNotice = lazyPart(() => import('./PwaMessages').then((m) => m.RefusedNotice));

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

/**
 * A signed-in user's queued agenda decisions (`outbox.ts`): sent when they can be, and a
 * message when the server refused some (named in full on the agenda, so not shown there).
 * Loaded for signed-in users alone (`PwaStatus`).
 */
export function OutboxStatus() {
  const [refused, clearRefused] = useOutboxReplay();
  const region = useRegion();
  const { pathname } = useLocation();
  const onAgenda = pathname === pathFor('agenda', region);
  const shown = refused > 0 && !onAgenda;
  const opened = useOpenedOnce(shown);
  return opened ? (
    <LazyPart>
      <RefusedNotice open={shown} onRead={clearRefused} />
    </LazyPart>
  ) : null;
}
