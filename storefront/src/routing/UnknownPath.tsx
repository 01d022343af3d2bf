import { Navigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useRegion } from '../navigation/use-region';

/**
 * Spec point 2: every unknown path shows /page-not-found. Replacing the history entry keeps
 * the back button from returning to the bad address.
 */
export function UnknownPath() {
  return <Navigate replace to={pathFor('notFound', useRegion())} />;
}
