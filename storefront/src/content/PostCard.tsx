import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { imageSources, ResponsiveImage, type ImageLoading } from '../media/ResponsiveImage';
import { RouteLink } from '../routing/RouteLink';
import type { BlogPostSummary } from './content-api';
import { useContentT, useLongDate } from './content-text';

/** The content pages' card grid: one column on a phone, two on a tablet, three on a desktop. */
/** A post's cover: 1200 × 630, the proportions of a shared link's picture. */
export const COVER_RATIO = 1200 / 630;

export const CARD_GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** A card's width in the grid (a container `lg` wide, 24px between cards). */
const CARD_SIZES =
  '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/**
 * A post in a list: cover (its space kept while it loads), title, excerpt, date, reading time.
 * `loading` is the cover's: a card of the first row of a page is seen at once (`eager`).
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  loading = 'lazy',
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  loading?: ImageLoading;
}) {
  const cover = imageSources(post.image, 'content', COVER_RATIO);
  const t = useContentT();
  const longDate = useLongDate();
  return (
    <Card variant="outlined" component="article" data-testid="post-card" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouteLink}
        to="blogPost"
        params={{ slug: post.slug }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '1200 / 630', bgcolor: 'action.hover' }}>
          {cover && (
            <ResponsiveImage
              sources={cover}
              alt=""
              width={1200}
              height={630}
              sizes={CARD_SIZES}
              loading={loading}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time> ·{' '}
            {t('blog.readingTime', { count: post.readingMinutes })}
          </Typography>
          <Typography
            variant="h6"
            component={headingLevel}
            sx={{ mt: 0.5, mb: 1, lineHeight: 1.3 }}
          >
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {post.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
