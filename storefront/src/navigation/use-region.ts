import { useLocation } from 'react-router-dom';
import { regionOfPath } from '../../../common/routes';
import type { Region } from '../../../common/regions';

/** The region of the page being shown; the path prefix is the only source of truth for it. */
export function useRegion(): Region {
  return regionOfPath(useLocation().pathname);
}
