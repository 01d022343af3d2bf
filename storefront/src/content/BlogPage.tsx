import RssFeedIcon from 'plain-icon:RssFeed';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../seo/use-page-title';
import { useLanguage } from '../i18n/use-language';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { Button, Chip, Container, Skeleton, Text, linkClass } from '../ui';
import styles from './BlogPage.module.css';
import { usePosts } from './content-api';
import { useContentT } from '../i18n/content-text';
import { CardGrid, PostCard } from './PostCard';

/**
 * The blog: newest first, a page at a time (by cursor), narrowed by a tag in the address
 * (`?tag=…`), with the feed of the reader's language.
 */
export default function BlogPage() {
  const t = useContentT();
  const { language } = useLanguage();
  usePageTitle(t('blog.title'), { description: t('blog.description') });
  const [search, setSearch] = useSearchParams();
  const tag = search.get('tag')?.trim() || undefined;
  const posts = usePosts(tag);
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  const tags = [...new Set(items.flatMap((p) => p.tags))];
  const chooseTag = (next?: string) =>
    setSearch(next ? { tag: next } : {}, { preventScrollReset: true });
  return (
    <Container padded="reading" data-testid="blog-page">
      <div className={styles.head}>
        <Text variant="h1">{t('blog.title')}</Text>
        <a
          className={`${linkClass} ${styles.rss}`}
          href={`/rss/blog-${language}.xml`}
          type="application/rss+xml"
        >
          <RssFeedIcon fontSize="small" aria-hidden />
          {t('blog.rss')}
        </a>
      </div>
      <Text tone="secondary" className={styles.description}>
        {t('blog.description')}
      </Text>
      {(tags.length > 0 || tag) && (
        <div className={styles.tags} role="group" aria-label={t('blog.title')}>
          <Chip pressed={!tag} onClick={() => chooseTag()}>
            {t('blog.allTags')}
          </Chip>
          {[...new Set([...(tag ? [tag] : []), ...tags])].map((name) => (
            <Chip key={name} pressed={tag === name} onClick={() => chooseTag(name)}>
              {name}
            </Chip>
          ))}
        </div>
      )}
      {posts.isPending && (
        <CardGrid aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" className={styles.cardSkeleton} />
          ))}
        </CardGrid>
      )}
      {posts.error && (
        <LoadFailedAlert
          title={t('page.loadError')}
          error={posts.error}
          retryLabel={t('page.retry')}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
          testId="blog-error"
        />
      )}
      {posts.isSuccess && items.length === 0 && (
        <Text data-testid="blog-empty">{tag ? t('blog.emptyTag', { tag }) : t('blog.empty')}</Text>
      )}
      <CardGrid>
        {items.map((post, index) => (
          // The first row is seen at once.
          <PostCard key={post.slug} post={post} loading={index < 3 ? 'eager' : 'lazy'} />
        ))}
      </CardGrid>
      {posts.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="outlined"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
          >
            {t('blog.loadMore')}
          </Button>
        </div>
      )}
    </Container>
  );
}
