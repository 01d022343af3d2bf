import { useT } from '../../i18n/use-t';
import type { Post } from '../../profiles/catalogue-api';
import { PostCard, PostList } from '../../profiles/PostCard';
import { Button } from '../../ui';

/** The prosker's own posts, each with its attachment and a delete button. */
export function OwnPostList({
  items,
  onDelete,
}: {
  items: Post[];
  onDelete: (post: Post) => void;
}) {
  const t = useT();
  return (
    <PostList posts={items}>
      {(post) => (
        <PostCard
          post={post}
          level="h4"
          testId="own-post"
          actions={
            <Button
              size="small"
              tone="error"
              onClick={() => onDelete(post)}
              aria-label={t('posts.deleteLabel', { title: post.title })}
            >
              {t('posts.delete')}
            </Button>
          }
        />
      )}
    </PostList>
  );
}
