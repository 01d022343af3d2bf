import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../../common/constants';
import type { RouteName } from '../../../common/routes';
import { useContentT, type ContentKey } from '../content/content-text';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';

/** The footer's columns: every page about the product, help, the company and the legal texts. */
const COLUMNS: [ContentKey, [ContentKey, RouteName][]][] = [
  [
    'nav.product',
    [
      ['nav.marketing', 'marketing'],
      ['nav.clients', 'clientsLanding'],
      ['nav.proskers', 'proskersLanding'],
      ['nav.plans', 'subscriptionPlans'],
    ],
  ],
  [
    'nav.help',
    [
      ['nav.howToBuy', 'howToBuy'],
      ['nav.howToSell', 'howToSell'],
      ['nav.faq', 'faq'],
      ['nav.contact', 'contact'],
    ],
  ],
  [
    'nav.company',
    [
      ['nav.about', 'about'],
      ['nav.blog', 'blog'],
    ],
  ],
  [
    'nav.legal',
    [
      ['nav.terms', 'terms'],
      ['nav.privacy', 'privacy'],
      ['nav.cookies', 'cookies'],
    ],
  ],
];

export function Footer() {
  const t = useT();
  const c = useContentT();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4, mt: 6 }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label={t('footer.tagline')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 3,
            mb: 3,
          }}
          data-testid="footer-links"
        >
          {COLUMNS.map(([title, links]) => (
            <Box key={title}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {c(title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {links.map(([label, to]) => (
                  <Box component="li" key={to} sx={{ py: 0.5 }}>
                    <Link
                      component={RouteLink}
                      to={to}
                      color="text.secondary"
                      underline="hover"
                      variant="body2"
                    >
                      {c(label)}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
            borderTop: 1,
            borderColor: 'divider',
            pt: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('footer.tagline')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>{' '}
            <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
