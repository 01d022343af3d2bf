import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouteLink } from '../routing/RouteLink';
import { usePosts } from './content-api';
import { useContentT } from './content-text';
import { CARD_GRID, PostCard } from './PostCard';

/** The home page's strip of the three newest posts; nothing at all while there are none. */
export function LatestPosts() {
  const t = useContentT();
  const posts = usePosts(undefined, 3);
  const items = posts.data?.pages[0]?.items ?? [];
  if (!items.length) return null;
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="home-blog-title"
      sx={{ pb: { xs: 4, md: 6 } }}
      data-testid="home-blog"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 3 }}>
        <Typography variant="h2" id="home-blog-title" sx={{ flex: 1 }}>
          {t('blog.latest')}
        </Typography>
        <Link component={RouteLink} to="blog">
          {t('blog.seeAll')}
        </Link>
      </Box>
      <Box sx={CARD_GRID}>
        {items.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </Box>
    </Container>
  );
}
