import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiSend } from '../api/api-client';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useProfilePosts } from '../profiles/catalogue-api';
import type { Post } from '../profiles/catalogue-api';
import { NotFoundPage } from '../routing/pages';
import { useSignedInUser } from '../session/session';
import { SettingsLayout, formSx } from './SettingsLayout';

const TITLE_MAX = 200;
const CONTENT_MAX = 5000;

/** "Publicaciones": write a post, see and delete your own (newest first, load older). */
export default function PostsSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const posts = useProfilePosts(user.username, user.role === 'prosker');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [notice, setNotice] = useState<'created' | 'deleted' | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: ['profile', user.username, 'posts'] });
  const create = useMutation({
    mutationFn: () =>
      apiSend<Post>('/user/posts', { body: { title: title.trim(), content: content.trim() } }),
    onSuccess: async () => {
      setTitle('');
      setContent('');
      setNotice('created');
      await reload();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields: { title?: string; content?: string } = {};
        for (const item of error.fieldErrors) {
          if (item.field === 'title' || item.field === 'content') fields[item.field] = item.message;
        }
        setErrors(fields);
      }
    },
  });

  if (user.role !== 'prosker') return <NotFoundPage />;
  const items = posts.data?.pages.flatMap((page) => page.data) ?? [];
  const fieldErrorShown = Boolean(errors.title || errors.content);

  return (
    <SettingsLayout title={t('posts.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('posts.intro')}
      </Typography>
      {notice && <FormAlert severity="success">{t(`posts.${notice}`)}</FormAlert>}
      <Box
        component="form"
        noValidate
        aria-label={t('posts.newPost')}
        sx={{ ...formSx, mb: 4 }}
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          const next: { title?: string; content?: string } = {};
          if (!title.trim()) next.title = t('posts.required');
          if (!content.trim()) next.content = t('posts.required');
          setErrors(next);
          if (next.title || next.content) return;
          create.mutate();
        }}
      >
        {create.isError && !fieldErrorShown && (
          <FormAlert>{generalErrorText(create.error, t)}</FormAlert>
        )}
        <TextField
          label={t('posts.postTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        />
        <TextField
          label={t('posts.content')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          required
          multiline
          minRows={4}
          error={Boolean(errors.content)}
          helperText={errors.content}
          slotProps={{ htmlInput: { maxLength: CONTENT_MAX } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            disabled={create.isPending}
          >
            {t('posts.publish')}
          </Button>
        </Box>
      </Box>

      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {t('posts.yourPosts')}
      </Typography>
      {posts.isPending && <Skeleton variant="rounded" height={100} />}
      {posts.isError && <Alert severity="error">{generalErrorText(posts.error, t)}</Alert>}
      {posts.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">{t('posts.empty')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((post) => (
          <li key={post.id}>
            <Card variant="outlined" data-testid="own-post">
              <CardContent>
                <Typography variant="h4" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                  {post.title}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
                  {post.content}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setNotice(null);
                    setDeleting(post);
                  }}
                  aria-label={t('posts.deleteLabel', { title: post.title })}
                >
                  {t('posts.delete')}
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
      {posts.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          onClick={() => void posts.fetchNextPage()}
          loading={posts.isFetchingNextPage}
          disabled={posts.isFetchingNextPage}
        >
          {t('profile.loadOlder')}
        </Button>
      )}
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
