import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteName } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
import { useAcceptLegal, usePendingLegal } from './content-api';
import { useContentT } from './content-text';

const ROUTE_OF: Record<string, RouteName> = { terms: 'terms', privacy: 'privacy' };

/**
 * A signed-in user whose accepted legal texts are older than the published ones is asked to
 * accept the new versions (or sign out) before going on; the texts themselves stay readable.
 */
export function LegalPrompt() {
  const t = useContentT();
  const { signOut } = useSession();
  const pending = usePendingLegal();
  const accept = useAcceptLegal();
  const { pathname } = useLocation();
  const documents = pending.data ?? [];
  const route = matchRoute(pathname)?.name;
  // Reading the text being accepted is the one thing allowed before accepting it.
  const reading = route !== undefined && Object.values(ROUTE_OF).includes(route);
  if (!documents.length || reading) return null;
  const outdated =
    accept.error instanceof ApiError && accept.error.code === 'LEGAL_VERSION_OUTDATED';
  return (
    <Dialog open aria-labelledby="legal-prompt-title" data-testid="legal-prompt">
      <DialogTitle id="legal-prompt-title">{t('legal.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('legal.intro')}</Typography>
        <ul>
          {documents.map((doc) => (
            <li key={doc.slug}>
              <Link component={RouteLink} to={ROUTE_OF[doc.slug] ?? 'terms'}>
                {t('legal.item', { title: doc.title, version: doc.version })}
              </Link>
            </li>
          ))}
        </ul>
        <FormErrorAlert error={outdated ? null : accept.error} />
        {outdated && <Typography color="warning.main">{t('legal.outdated')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>{t('legal.later')}</Button>
        <Button
          variant="contained"
          disabled={accept.isPending}
          onClick={() => accept.mutate(documents)}
          data-testid="legal-accept"
        >
          {t('legal.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
