import { useLocation } from 'react-router-dom';
import { matchRoute, type RouteName } from '../../../common/routes';
import { ApiError } from '../api/api-client';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import { useAcceptLegal, usePendingLegal } from './content-api';
import { useContentT } from '../i18n/content-text';
import { Alert, Button, Dialog, Text, linkClass } from '../ui';
import styles from './LegalPrompt.module.css';

const ROUTE_OF: Record<string, RouteName> = { terms: 'terms', privacy: 'privacy' };

/** The prompt closes only by accepting or signing out: Escape and the backdrop do nothing. */
const stayOpen = () => {};

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
    <Dialog
      open
      onClose={stayOpen}
      title={t('legal.title')}
      testId="legal-prompt"
      actions={
        <>
          <Button onClick={() => void signOut()}>{t('legal.later')}</Button>
          <Button
            variant="contained"
            disabled={accept.isPending}
            onClick={() => accept.mutate(documents)}
            data-testid="legal-accept"
          >
            {t('legal.accept')}
          </Button>
        </>
      }
    >
      <Text className={styles.intro}>{t('legal.intro')}</Text>
      <ul className={styles.list}>
        {documents.map((doc) => (
          <li key={doc.slug}>
            <RouteLink to={ROUTE_OF[doc.slug] ?? 'terms'} className={linkClass}>
              {t('legal.item', { title: doc.title, version: doc.version })}
            </RouteLink>
          </li>
        ))}
      </ul>
      <FormErrorAlert error={outdated ? null : accept.error} />
      {outdated && <Alert severity="warning">{t('legal.outdated')}</Alert>}
    </Dialog>
  );
}
