import { useLocation } from 'react-router-dom';
import { CONTENT_PAGE_ROUTES, type ContentPageSlug } from '../../../common/content';
import { matchRoute, type RouteName } from '../../../common/routes';
import { usePageTitle } from '../seo/use-page-title';
import { ImageAvatar, Picture } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import { useContentPage, type ContentPerson } from './content-api';
import { useFormat } from '../i18n/format';
import { useContentT, type ContentKey } from '../i18n/content-text';
import { ContentBody } from './ContentBody';
import { ContentState, FallbackNote } from './ContentState';
import { CardGrid } from './PostCard';
import styles from './ContentPage.module.css';
import { Card, CardContent, Container, LinkButton, Text, linkClass } from '../ui';

/** Each content route and the page it shows. */
const PAGE_OF_ROUTE = new Map(
  Object.entries(CONTENT_PAGE_ROUTES).map(([slug, route]) => [route, slug as ContentPageSlug]),
);

/** The calls to action of a landing or a how-to: where its reader goes next. */
const ACTIONS: Partial<Record<ContentPageSlug, [ContentKey, RouteName][]>> = {
  marketing: [
    ['landing.search', 'profiles'],
    ['landing.forProskers', 'proskersLanding'],
  ],
  proskers: [
    ['landing.startSelling', 'signUp'],
    ['landing.seePlans', 'subscriptionPlans'],
  ],
  clients: [
    ['landing.search', 'profiles'],
    ['landing.categories', 'categories'],
  ],
  'how-to-sell': [
    ['landing.startSelling', 'signUp'],
    ['landing.seePlans', 'subscriptionPlans'],
  ],
  'how-to-buy': [
    ['landing.search', 'profiles'],
    ['landing.signUp', 'signUp'],
  ],
};

const LANDINGS: ContentPageSlug[] = ['marketing', 'proskers', 'clients'];

function Actions({ slug }: { slug: ContentPageSlug }) {
  const t = useContentT();
  const actions = ACTIONS[slug];
  if (!actions) return null;
  return (
    <div className={styles.actions} data-testid="content-actions">
      {actions.map(([label, to], i) => (
        <LinkButton
          key={to}
          render={<RouteLink to={to} />}
          variant={i === 0 ? 'contained' : 'outlined'}
          size="large"
        >
          {t(label)}
        </LinkButton>
      ))}
    </div>
  );
}

function People({
  title,
  people,
  kind,
}: {
  title: string;
  people: ContentPerson[];
  kind: 'team' | 'partners';
}) {
  const t = useContentT();
  if (!people.length) return null;
  return (
    <section aria-labelledby={`about-${kind}`} className={styles.people}>
      <Text id={`about-${kind}`} variant="h4" as="h2" className={styles.peopleTitle}>
        {title}
      </Text>
      <CardGrid data-testid={`about-${kind}`}>
        {people.map((person) => (
          <Card key={person.slug} as="article">
            <CardContent
              className={kind === 'partners' ? `${styles.person} ${styles.partner}` : styles.person}
            >
              {kind === 'team' ? (
                <ImageAvatar url={person.image} kind="content" size={72} />
              ) : (
                person.image && (
                  <Picture
                    className={styles.logo}
                    sources={{ src: person.image }}
                    alt=""
                    width={120}
                    height={45}
                    sizes="120px"
                  />
                )
              )}
              <div className={styles.personText}>
                <Text variant="subtitle1" as="h3" strong>
                  {kind === 'partners' && person.link ? (
                    <a
                      className={linkClass}
                      href={person.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('about.partnerLink', { name: person.title })}
                    >
                      {person.title}
                    </a>
                  ) : (
                    person.title
                  )}
                </Text>
                <Text variant="body2" tone="secondary">
                  {person.summary}
                </Text>
                {person.html && <ContentBody html={person.html} small />}
              </div>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}

/**
 * A page staff keep (landings, about us, how-tos, legal texts), chosen by the route: its
 * title, the es note when the reader's language is missing, the legal version and date, the
 * body, and the page's calls to action; about us adds the team and the partners.
 */
export default function ContentPage() {
  const t = useContentT();
  const { date: longDate } = useFormat();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.name;
  const slug = (route && PAGE_OF_ROUTE.get(route)) || 'marketing';
  const query = useContentPage(slug);
  const page = query.data;
  usePageTitle(page?.title ?? '', { description: page?.summary || undefined });
  const landing = LANDINGS.includes(slug);
  return (
    <Container size="md" padded="reading" data-testid={`content-page-${slug}`}>
      <ContentState query={query}>
        {page && (
          <article>
            <Text variant="h1" className={styles.title}>
              {page.title}
            </Text>
            {page.summary && (
              <Text tone="secondary" className={styles.summary}>
                {page.summary}
              </Text>
            )}
            {page.version && page.effectiveOn && (
              <Text
                variant="body2"
                tone="secondary"
                className={styles.version}
                data-testid="legal-version"
              >
                {t('page.version', { version: page.version, date: longDate(page.effectiveOn) })}
              </Text>
            )}
            <FallbackNote show={page.fallback} />
            {landing && <Actions slug={slug} />}
            <ContentBody html={page.html} testId="content-body" />
            <People title={t('about.team')} people={page.team} kind="team" />
            <People title={t('about.partners')} people={page.partners} kind="partners" />
            <Actions slug={slug} />
          </article>
        )}
      </ContentState>
    </Container>
  );
}
