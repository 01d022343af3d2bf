import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RouteName } from '../../../common/routes';
import { RouteLink } from '../routing/RouteLink';
import { useContentT, type ContentKey } from './content-text';

/** Every page about the product, help, the company and the legal texts, in their groups. */
export const CONTENT_LINK_GROUPS: [ContentKey, [ContentKey, RouteName][]][] = [
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

interface ContentLinksProps {
  /** Grid columns per breakpoint, e.g. `{ xs: 2, md: 4 }`. */
  columns: Partial<Record<'xs' | 'sm' | 'md', number>>;
  /** Called when a link is followed (a menu closes itself). */
  onNavigate?: () => void;
  testId: string;
}

/**
 * The content pages as titled lists of links, laid out in columns: the footer, the header's
 * "more" panel and the phone menu show the same groups.
 */
export function ContentLinks({ columns, onNavigate, testId }: ContentLinksProps) {
  const c = useContentT();
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, 1fr)`]),
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns, gap: 3 }} data-testid={testId}>
      {CONTENT_LINK_GROUPS.map(([title, links]) => (
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
                  onClick={onNavigate}
                >
                  {c(label)}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
