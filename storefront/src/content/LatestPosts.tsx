import surfaces from '../layout/surfaces.module.css';
import { RouteLink } from '../routing/RouteLink';
import { usePosts } from './content-api';
import { useContentT } from './content-text';
import { CardGrid, PostCard } from './PostCard';

/** The home page's strip of the three newest posts; nothing at all while there are none. */
export function LatestPosts() {
  const t = useContentT();
  const posts = usePosts(undefined, 3);
  const items = posts.data?.pages[0]?.items ?? [];
  if (!items.length) return null;
  return (
    <section
      className={`${surfaces.container} ${surfaces.sectionEnd}`}
      aria-labelledby="home-blog-title"
      data-testid="home-blog"
    >
      <div className={surfaces.titleRow}>
        <h2 className={surfaces.sectionTitle} id="home-blog-title">
          {t('blog.latest')}
        </h2>
        <RouteLink className={surfaces.link} to="blog">
          {t('blog.seeAll')}
        </RouteLink>
      </div>
      <CardGrid>
        {items.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </CardGrid>
    </section>
  );
}
