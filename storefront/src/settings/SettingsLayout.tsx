import type { ReactNode } from 'react';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import type { RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { useCompleteness } from '../profiles/catalogue-api';
import { CompletenessPanel } from '../profiles/CompletenessPanel';
import { Container, Surface, Text } from '../ui';
import styles from './SettingsLayout.module.css';

/** The sections of "Mi cuenta", each its own address so a link can open the right one. */
const SECTIONS: { to: RouteName; label: StorefrontKey; prosker?: boolean }[] = [
  { to: 'settings', label: 'settings.nav.profile' },
  { to: 'settingsCatalogue', label: 'settings.nav.catalogue', prosker: true },
  { to: 'settingsMedia', label: 'settings.nav.media' },
  { to: 'settingsPosts', label: 'settings.nav.posts', prosker: true },
  { to: 'settingsServices', label: 'settings.nav.services', prosker: true },
  { to: 'settingsPayments', label: 'settings.nav.payments', prosker: true },
  { to: 'settingsAccount', label: 'settings.nav.account' },
  { to: 'settingsPrivacy', label: 'settings.nav.privacy' },
  { to: 'settingsNotifications', label: 'settings.nav.notifications' },
  { to: 'myAddress', label: 'settings.nav.addresses' },
  { to: 'settingsData', label: 'settings.nav.data' },
];

/**
 * The signed-in area: a list of section links (a side column on wide screens, a row that
 * scrolls sideways on a phone) and the section's content. Links rather than tabs, because each
 * section is a page of its own with its own address.
 */
/** A prosker sees how complete the profile is above every section, updated after each change. */
function ProskerCompleteness({ username }: { username: string }) {
  const completeness = useCompleteness();
  if (!completeness.data) return null;
  return <CompletenessPanel completeness={completeness.data} profileLink={username} />;
}

export function SettingsLayout({
  title,
  section,
  children,
}: {
  title: string;
  /** The section a page inside one belongs to (an edit page of "Mis servicios"), marked current. */
  section?: RouteName;
  children: ReactNode;
}) {
  const t = useT();
  const { user } = useSession();
  const prosker = user?.role === 'prosker';
  usePageTitle(title);
  return (
    <Container padded="page">
      <Text variant="h1" className={styles.title}>
        {t('settings.title')}
      </Text>
      {prosker && user && <ProskerCompleteness username={user.username} />}
      <div className={styles.columns}>
        <nav aria-label={t('settings.sectionsLabel')}>
          <ul className={styles.links}>
            {SECTIONS.filter((section) => prosker || !section.prosker).map(({ to, label }) => (
              <li key={to}>
                <RouteLink
                  to={to}
                  className={styles.link}
                  {...(to === section ? { 'aria-current': 'page' as const } : {})}
                >
                  {t(label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <Surface as="section" className={styles.panel}>
          <Text variant="h2" className={styles.sectionTitle}>
            {title}
          </Text>
          {children}
        </Surface>
      </div>
    </Container>
  );
}
