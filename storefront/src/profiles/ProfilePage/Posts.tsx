import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LANGUAGE_TAGS } from '../../../../common/i18n';
import { generalErrorText } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { LoadMoreButton } from '../../layout/LoadMoreButton';
import { useProfilePosts } from '../catalogue-api';
import { PostCard, PostList } from '../PostCard';

function useDate() {
  const { language } = useLanguage();
  return (iso: string) =>
    new Date(iso).toLocaleDateString(LANGUAGE_TAGS[language], { dateStyle: 'medium' });
}

/** The profile's posts, newest first, with "load older". */
export function Posts({ username }: { username: string }) {
  const t = useT();
  const date = useDate();
  const posts = useProfilePosts(username);
  if (posts.isPending) return <Skeleton variant="rounded" height={100} />;
  if (posts.isError) return <Alert severity="error">{generalErrorText(posts.error, t)}</Alert>;
  const items = posts.data.pages.flatMap((page) => page.data);
  if (items.length === 0)
    return <Typography color="text.secondary">{t('profile.noPosts')}</Typography>;
  return (
    <>
      <PostList posts={items}>
        {(post) => (
          <PostCard
            post={post}
            level="h3"
            testId="post"
            meta={
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
              </Typography>
            }
          />
        )}
      </PostList>
      <LoadMoreButton pages={posts} label={t('profile.loadOlder')} />
    </>
  );
}
