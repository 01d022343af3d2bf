import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LazyPart, lazyPart, useOpenedOnce } from '../navigation/lazy-part';
import { noticeOf } from '../navigation/notices';
import type { Notice } from '../navigation/notices';

/** The snackbar's code comes with the first notice. */
const NoticeMessage = lazyPart(() => import('./NoticeMessage').then((m) => m.NoticeMessage));

/**
 * Shows the notice a navigation carried in its state, then removes it from the history entry
 * so that a reload or a later back/forward does not show it again.
 */
export function NoticeSnackbar() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const opened = useOpenedOnce(notice !== null);
  const arrived = noticeOf(location.state);

  useEffect(() => {
    if (!arrived) return;
    setNotice(arrived);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [arrived, location.pathname, location.search, location.hash, navigate]);

  return opened ? (
    <LazyPart>
      <NoticeMessage notice={notice} onClose={() => setNotice(null)} />
    </LazyPart>
  ) : null;
}
