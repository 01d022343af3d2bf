import LockOutlinedIcon from 'plain-icon:LockOutlined';
import OpenInNewIcon from 'plain-icon:OpenInNew';
import { useParams } from 'react-router-dom';
import type { RouteName } from '../../../common/routes';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { Container, LinkButton, Text } from '../ui';
import { RouteLink } from '../navigation/RouteLink';
import styles from './StaffOnlyPage.module.css';
import { backofficeScreen, useBackofficeOrigin } from '../navigation/backoffice';

/**
 * The staff paths of the spec (`admin/users`, `admin/cupones`, `admin-categorias`…) for a
 * signed-in user: staff work in the back office, on its own origin and with its own sign-in
 * (ADR 0003), so a storefront account is never staff. It says the page is for the team, with a
 * link to the matching back office screen. Visitors are sent to sign-in first, and staff who
 * sign in there are sent on to the back office (`SignInPage`).
 */
export default function StaffOnlyPage({ name }: { name: RouteName }) {
  const t = useT();
  const { id } = useParams();
  usePageTitle(t('staffOnly.title'));
  const origin = useBackofficeOrigin();
  return (
    <Container size="sm" className={styles.page} data-testid="permission-denied">
      <LockOutlinedIcon className={styles.lock} />
      <Text variant="h1" gutterBottom className={styles.title}>
        {t('staffOnly.title')}
      </Text>
      <Text tone="secondary" className={styles.text}>
        {t('staffOnly.text')}
      </Text>
      {origin && (
        <Text tone="secondary" className={styles.staffText}>
          {t('staffOnly.staffText')}
        </Text>
      )}
      <div className={styles.actions}>
        {origin && (
          <LinkButton
            render={
              <a href={`${origin}/${backofficeScreen(name, id)}`} data-testid="backoffice-link" />
            }
            variant="outlined"
            endIcon={<OpenInNewIcon />}
          >
            {t('staffOnly.open')}
          </LinkButton>
        )}
        <LinkButton render={<RouteLink to="home" />} variant="contained">
          {t('staffOnly.backHome')}
        </LinkButton>
      </div>
    </Container>
  );
}
