import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { usePageTitle } from '../app/use-page-title';
import { imageSources, ResponsiveImage } from '../media/ResponsiveImage';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { blogPosting, breadcrumbs } from '../seo/structured-data';
import { usePost } from './content-api';
import { useContentT, useLongDate } from './content-text';
import { ContentBody } from './ContentBody';
import { ContentState, FallbackNote } from './ContentState';
import { COVER_RATIO } from './PostCard';

/** A blog post: title, author, date, reading time, cover, body and its tags. */
export default function BlogPostPage() {
  const t = useContentT();
  const longDate = useLongDate();
  const slug = useParams().slug ?? '';
  const query = usePost(slug);
  const post = query.data;
  const region = useRegion();
  const path = pathFor('blogPost', region, { slug });
  const cover = imageSources(post?.image, 'content', COVER_RATIO);
  usePageTitle(post?.title ?? t('blog.title'), {
    type: 'article',
    description: post?.summary,
    image: post?.image ?? undefined,
    structuredData: post
      ? [
          blogPosting({ ...post, path, publisher: t('blog.publisher') }),
          breadcrumbs([
            { name: t('blog.title'), path: pathFor('blog', region) },
            { name: post.title, path },
          ]),
        ]
      : [],
  });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="blog-post-page">
      <Button
        component={RouteLink}
        to="blog"
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ mb: 2 }}
      >
        {t('blog.back')}
      </Button>
      <ContentState query={query}>
        {post && (
          <Box component="article">
            <Typography variant="h1" sx={{ fontWeight: 700, mb: 1 }}>
              {post.title}
            </Typography>
            <Typography color="text.secondary" variant="body2" data-testid="post-meta">
              {post.author && `${t('blog.by', { author: post.author })} · `}
              <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time> ·{' '}
              {t('blog.readingTime', { count: post.readingMinutes })}
            </Typography>
            <FallbackNote show={post.fallback} />
            {cover && (
              <ResponsiveImage
                sources={cover}
                alt=""
                width={1200}
                height={630}
                sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
                // The page's largest picture.
                loading="priority"
                testId="post-cover"
                sx={{
                  width: '100%',
                  height: 'auto',
                  borderRadius: 2,
                  my: 3,
                  aspectRatio: '1200 / 630',
                  display: 'block',
                }}
              />
            )}
            <ContentBody html={post.html} testId="post-body" />
            {post.tags.length > 0 && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 4 }}>
                {post.tags.map((tag) => (
                  <Chip
                    key={tag}
                    label={tag}
                    component={RouteLink}
                    to="blog"
                    search={`?tag=${encodeURIComponent(tag)}`}
                    clickable
                  />
                ))}
              </Box>
            )}
          </Box>
        )}
      </ContentState>
    </Container>
  );
}
