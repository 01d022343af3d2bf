import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { CONTENT_PAGE_ROUTES, type ContentPageSlug } from '../../../common/content';
import { matchRoute, type RouteName } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { ImageAvatar, ResponsiveImage } from '../media/ResponsiveImage';
import { RouteLink } from '../routing/RouteLink';
import { useContentPage, type ContentPerson } from './content-api';
import { useFormat } from '../i18n/format';
import { useContentT, type ContentKey } from './content-text';
import { ContentBody } from './ContentBody';
import { ContentState, FallbackNote } from './ContentState';
import { CardGrid } from './PostCard';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 3 }} data-testid="content-actions">
      {actions.map(([label, to], i) => (
        <Button
          key={to}
          component={RouteLink}
          to={to}
          variant={i === 0 ? 'contained' : 'outlined'}
          size="large"
        >
          {t(label)}
        </Button>
      ))}
    </Box>
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
    <Box component="section" aria-labelledby={`about-${kind}`} sx={{ mt: 6 }}>
      <Typography id={`about-${kind}`} variant="h4" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <CardGrid data-testid={`about-${kind}`}>
        {people.map((person) => (
          <Card key={person.slug} variant="outlined" component="article">
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              {kind === 'team' ? (
                <ImageAvatar url={person.image} kind="content" size={72} />
              ) : (
                person.image && (
                  <ResponsiveImage
                    sources={{ src: person.image }}
                    alt=""
                    width={120}
                    height={45}
                    sizes="120px"
                    sx={{ objectFit: 'contain', flexShrink: 0 }}
                  />
                )
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {kind === 'partners' && person.link ? (
                    <Link
                      href={person.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('about.partnerLink', { name: person.title })}
                    >
                      {person.title}
                    </Link>
                  ) : (
                    person.title
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {person.summary}
                </Typography>
                {person.html && (
                  <Box sx={{ '& p': { m: 0, mt: 1 }, typography: 'body2' }}>
                    <ContentBody html={person.html} />
                  </Box>
                )}
              </Box>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </Box>
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
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid={`content-page-${slug}`}>
      <ContentState query={query}>
        {page && (
          <Box component="article">
            <Typography variant="h1" sx={{ mb: 1, fontWeight: 700 }}>
              {page.title}
            </Typography>
            {page.summary && (
              <Typography
                color="text.secondary"
                sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: '60ch' }}
              >
                {page.summary}
              </Typography>
            )}
            {page.version && page.effectiveOn && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1 }}
                data-testid="legal-version"
              >
                {t('page.version', { version: page.version, date: longDate(page.effectiveOn) })}
              </Typography>
            )}
            <FallbackNote show={page.fallback} />
            {landing && <Actions slug={slug} />}
            <ContentBody html={page.html} testId="content-body" />
            <People title={t('about.team')} people={page.team} kind="team" />
            <People title={t('about.partners')} people={page.partners} kind="partners" />
            <Actions slug={slug} />
          </Box>
        )}
      </ContentState>
    </Container>
  );
}
