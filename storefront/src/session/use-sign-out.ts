import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { noticeState } from '../navigation/notices';
import type { Notice } from '../navigation/notices';
import { useRegion } from '../navigation/use-region';
import { useSession } from './session';

/**
 * Ends the session on purpose and lands on the home page with a notice. The home page is
 * rendered first, synchronously: if the session ended while a signed-in page was still on
 * screen, its guard would send the visitor to sign-in instead.
 */
export function useSignOutToHome(): (
  notice: Notice,
  options?: { callServer?: boolean },
) => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const region = useRegion();
  return useCallback(
    async (notice, options) => {
      await navigate(pathFor('home', region), { state: noticeState(notice), flushSync: true });
      await signOut(options);
    },
    [navigate, region, signOut],
  );
}
