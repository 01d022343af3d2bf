import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { useLanguage } from '../i18n/use-language';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { usePosts } from './content-api';
import { useContentT } from './content-text';
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
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="blog-page">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontWeight: 700 }}>
          {t('blog.title')}
        </Typography>
        <Link
          href={`/rss/blog-${language}.xml`}
          type="application/rss+xml"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <RssFeedIcon fontSize="small" aria-hidden />
          {t('blog.rss')}
        </Link>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('blog.description')}
      </Typography>
      {(tags.length > 0 || tag) && (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}
          role="group"
          aria-label={t('blog.title')}
        >
          <Chip
            label={t('blog.allTags')}
            color={tag ? 'default' : 'primary'}
            onClick={() => chooseTag()}
          />
          {[...new Set([...(tag ? [tag] : []), ...tags])].map((name) => (
            <Chip
              key={name}
              label={name}
              color={tag === name ? 'primary' : 'default'}
              onClick={() => chooseTag(name)}
              aria-pressed={tag === name}
            />
          ))}
        </Box>
      )}
      {posts.isPending && (
        <CardGrid aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
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
        <Typography data-testid="blog-empty">
          {tag ? t('blog.emptyTag', { tag }) : t('blog.empty')}
        </Typography>
      )}
      <CardGrid>
        {items.map((post, index) => (
          // The first row is seen at once.
          <PostCard key={post.slug} post={post} loading={index < 3 ? 'eager' : 'lazy'} />
        ))}
      </CardGrid>
      {posts.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
          >
            {t('blog.loadMore')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
