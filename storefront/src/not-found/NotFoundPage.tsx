import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import surfaces from '../layout/surfaces.module.css';
import { RouteLink } from '../navigation/RouteLink';
import { LinkButton, Text } from '../ui';
import styles from './NotFoundPage.module.css';

/** An address with no page, or a page whose subject does not exist (plain parts only). */
export default function NotFoundPage() {
  const t = useT();
  // Rendered on the server, the answer's status says it too, and search engines leave it out.
  usePageTitle(t('notFound.title'), { status: 404, noindex: true });
  return (
    <div className={surfaces.messagePage} data-testid="not-found">
      <Text variant="h1" gutterBottom>
        {t('notFound.title')}
      </Text>
      <Text tone="secondary" className={styles.text}>
        {t('notFound.text')}
      </Text>
      <LinkButton variant="contained" render={<RouteLink to="home" />}>
        {t('notFound.backHome')}
      </LinkButton>
    </div>
  );
}
