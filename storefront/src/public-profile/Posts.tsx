import { useFormat } from '../i18n/format';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useProfilePosts } from '../profiles/catalogue-api';
import { PostCard, PostList } from '../profiles/PostCard';
import styles from './ProfilePage.module.css';
import { Skeleton, Text } from '../ui';
import { Alert, LoadMoreButton } from '../layout/rare-states';

/** The profile's posts, newest first, with "load older". */
export function Posts({ username }: { username: string }) {
  const t = useT();
  const { date } = useFormat();
  const posts = useProfilePosts(username);
  if (posts.isPending) return <Skeleton variant="rounded" height={100} />;
  if (posts.isError) return <Alert severity="error">{generalErrorText(posts.error, t)}</Alert>;
  const items = posts.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return <Text tone="secondary">{t('profile.noPosts')}</Text>;
  }
  return (
    <>
      <PostList posts={items}>
        {(post) => (
          <PostCard
            post={post}
            level="h3"
            testId="post"
            meta={
              <Text variant="caption" as="p" tone="secondary" className={styles.postDate}>
                <time dateTime={post.createdAt}>{date(post.createdAt)}</time>
              </Text>
            }
          />
        )}
      </PostList>
      {posts.hasNextPage && <LoadMoreButton pages={posts} label={t('profile.loadOlder')} />}
    </>
  );
}
