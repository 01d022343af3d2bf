import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../forms/ConfirmDeleteDialog';
import { FormAlert } from '../../forms/FormAlert';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { LoadMoreButton } from '../../layout/LoadMoreButton';
import { useProfilePosts } from '../../profiles/catalogue-api';
import type { Post } from '../../profiles/catalogue-api';
import { NotFoundPage } from '../../not-found';
import { useSignedInUser } from '../../session/session';
import { Alert, Skeleton, Text } from '../../ui';
import { SettingsLayout } from '../SettingsLayout';
import styles from './PostsSettingsPage.module.css';
import { NewPostForm } from './NewPostForm';
import { OwnPostList } from './OwnPostList';

/**
 * "Publicaciones": write a post with an optional photo, video or file, see and delete your own
 * (newest first, load older). The post is created, then its attachment sent with a progress
 * bar; if the attachment is refused the new post is taken back, so nothing half-done shows.
 */
export default function PostsSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const posts = useProfilePosts(user.username, user.role === 'prosker');
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [notice, setNotice] = useState<'created' | 'deleted' | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: ['profile', user.username, 'posts'] });

  if (user.role !== 'prosker') return <NotFoundPage />;
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <SettingsLayout title={t('posts.title')}>
      <Text tone="secondary" className={styles.intro}>
        {t('posts.intro')}
      </Text>
      {notice && <FormAlert severity="success">{t(`posts.${notice}`)}</FormAlert>}
      <NewPostForm onNotice={setNotice} onCreated={reload} />

      <Text variant="h3" className={styles.yourPosts}>
        {t('posts.yourPosts')}
      </Text>
      {posts.isPending && <Skeleton variant="rounded" height={100} />}
      {posts.isError && <Alert severity="error">{generalErrorText(posts.error, t)}</Alert>}
      {posts.isSuccess && items.length === 0 && <Text tone="secondary">{t('posts.empty')}</Text>}
      <OwnPostList
        items={items}
        onDelete={(post) => {
          setNotice(null);
          setDeleting(post);
        }}
      />
      <LoadMoreButton pages={posts} label={t('profile.loadOlder')} />
      {deleting && (
        <ConfirmDeleteDialog
          path={`/user/posts/${deleting.id}`}
          title={t('posts.deleteTitle')}
          text={deleting.title}
          confirmLabel={t('posts.deleteConfirm')}
          onClose={() => setDeleting(null)}
          onDeleted={async () => {
            setNotice('deleted');
            await reload();
          }}
        />
      )}
    </SettingsLayout>
  );
}
