import Box from '@mui/material/Box';
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

/** One style for the whole block: its thirty-odd elements are plain, styled from here. */
const listSx = {
  display: 'grid',
  gap: 3,
  '& h2': { typography: 'subtitle2', m: 0, mb: 1 },
  '& ul': { listStyle: 'none', p: 0, m: 0 },
  '& li': { py: 0.5 },
  '& a': {
    typography: 'body2',
    color: 'text.secondary',
    textDecoration: 'none',
    borderRadius: 0.5,
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  },
} as const;

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
    <Box sx={{ ...listSx, gridTemplateColumns }} data-testid={testId}>
      {CONTENT_LINK_GROUPS.map(([title, links]) => (
        <div key={title}>
          <h2>{c(title)}</h2>
          <ul>
            {links.map(([label, to]) => (
              <li key={to}>
                <RouteLink to={to} onClick={onNavigate}>
                  {c(label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Box>
  );
}
