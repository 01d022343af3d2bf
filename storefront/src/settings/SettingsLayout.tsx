import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../app/use-page-title';
import { formColumnSx, twoColumnsSx } from '../forms/form-column';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import type { RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { useCompleteness } from '../profiles/catalogue-api';
import { CompletenessPanel } from '../profiles/CompletenessPanel';

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

const linkSx = {
  display: 'block',
  whiteSpace: 'nowrap',
  px: 2,
  py: 1.25,
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 500,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 },
} as const;

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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('settings.title')}
      </Typography>
      {prosker && user && <ProskerCompleteness username={user.username} />}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={t('settings.sectionsLabel')}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              gap: 0.5,
              overflowX: { xs: 'auto', md: 'visible' },
              pb: { xs: 1, md: 0 },
            }}
          >
            {SECTIONS.filter((section) => prosker || !section.prosker).map(({ to, label }) => (
              <li key={to}>
                <Box
                  component={RouteLink}
                  to={to}
                  sx={linkSx}
                  {...(to === section ? { 'aria-current': 'page' as const } : {})}
                >
                  {t(label)}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Container>
  );
}

/** The sections' forms sit in a column of comfortable reading width. */
export const formSx = { ...formColumnSx, maxWidth: 560 } as const;

/** Two fields side by side on wider screens, one under the other on a phone. */
export const twoColumns = twoColumnsSx;

/** A select field as the platform's own list, which phones show as their native picker. */
export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
