import type { CSSProperties } from 'react';
import type { RouteName } from '../../../common/routes';
import { RouteLink } from '../navigation/RouteLink';
import styles from './ContentLinks.module.css';
import { useContentT, type ContentKey } from '../i18n/content-text';

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
  /** Columns on a phone, and from the md breakpoint on (the same when not given). */
  columns: { xs: number; md?: number };
  /** Called when a link is followed (a menu closes itself). */
  onNavigate?: () => void;
  testId: string;
}

/**
 * The content pages as titled lists of links, laid out in columns: the footer, the header's
 * "more" panel and the phone menu show the same groups. Plain elements (`ContentLinks.module.css`).
 */
export function ContentLinks({ columns, onNavigate, testId }: ContentLinksProps) {
  const c = useContentT();
  const style = {
    '--columns-xs': columns.xs,
    '--columns-md': columns.md ?? columns.xs,
  } as CSSProperties;
  return (
    <div className={styles.groups} style={style} data-testid={testId}>
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
    </div>
  );
}
