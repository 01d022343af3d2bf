import surfaces from '../layout/surfaces.module.css';
import { RouteLink } from '../navigation/RouteLink';
import { usePosts } from './content-api';
import { useContentT } from '../i18n/content-text';
import { CardGrid, PostCard } from './PostCard';
import { Container, Text, linkClass } from '../ui';

/** The home page's strip of the three newest posts; nothing at all while there are none. */
export function LatestPosts() {
  const t = useContentT();
  const posts = usePosts(undefined, 3);
  const items = posts.data?.pages[0]?.items ?? [];
  if (!items.length) return null;
  return (
    <Container
      as="section"
      className={surfaces.sectionEnd}
      aria-labelledby="home-blog-title"
      data-testid="home-blog"
    >
      <div className={surfaces.titleRow}>
        <Text variant="h2" id="home-blog-title">
          {t('blog.latest')}
        </Text>
        <RouteLink className={linkClass} to="blog">
          {t('blog.seeAll')}
        </RouteLink>
      </div>
      <CardGrid>
        {items.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </CardGrid>
    </Container>
  );
}
