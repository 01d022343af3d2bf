import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  IMAGE_WARNING_BYTES,
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
} from '../../../common/constants';
import { ApiError, apiSend } from '../api/api-client';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { attachToPost, useProfilePosts } from '../profiles/catalogue-api';
import type { Post, PostAttachmentKind } from '../profiles/catalogue-api';
import { PostAttachmentView, useFileSize } from '../profiles/PostAttachment';
import { NotFoundPage } from '../routing/pages';
import { useSignedInUser } from '../session/session';
import { SettingsLayout, formSx } from './SettingsLayout';
import { LoadMoreButton } from '../layout/LoadMoreButton';

const TITLE_MAX = 200;
const CONTENT_MAX = 5000;
const MB = 1024 * 1024;

type AttachmentChoice = 'none' | PostAttachmentKind;

/** What each kind accepts, up to what size, and the texts of its picker. */
const KINDS: Record<
  PostAttachmentKind,
  {
    accept: string;
    /** Largest size sent; the server refuses anything bigger. */
    max: number;
    option: StorefrontKey;
    choose: StorefrontKey;
    help: StorefrontKey;
  }
> = {
  image: {
    accept: 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif',
    max: MAX_IMAGE_BYTES,
    option: 'posts.attachImage',
    choose: 'posts.chooseImage',
    help: 'media.imageHelp',
  },
  video: {
    accept: 'video/mp4,.mp4',
    max: MAX_VIDEO_BYTES,
    option: 'posts.attachVideo',
    choose: 'posts.chooseVideo',
    help: 'media.videoHelp',
  },
  file: {
    accept: 'application/pdf,.pdf',
    // "under 5 MB": one byte less than the setting, as the server.
    max: MAX_FILE_BYTES - 1,
    option: 'posts.attachFile',
    choose: 'posts.chooseFile',
    help: 'posts.fileHelp',
  },
};
const CHOICES: AttachmentChoice[] = ['none', 'image', 'video', 'file'];

/** The server refused the attachment (type or size): said next to the picker. */
const isUploadError = (error: unknown) =>
  error instanceof ApiError && error.code.startsWith('UPLOAD_');

/**
 * The optional attachment of a new post: the kind as radio buttons, then a file picker for
 * that kind. Too large files are refused here, images over 5 MB get a warning.
 */
function AttachmentPicker({
  kind,
  file,
  error,
  disabled,
  onKind,
  onFile,
}: {
  kind: AttachmentChoice;
  file: File | null;
  error: string | null;
  disabled: boolean;
  onKind: (kind: AttachmentChoice) => void;
  onFile: (file: File | null, error: string | null) => void;
}) {
  const t = useT();
  const fileSize = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const rule = kind === 'none' ? null : KINDS[kind];

  const pick = (chosen: File | undefined) => {
    if (!chosen || !rule) return;
    if (chosen.size > rule.max) {
      onFile(
        null,
        kind === 'file'
          ? t('posts.fileTooLarge')
          : t('media.tooLarge', { max: Math.round(rule.max / MB) }),
      );
      return;
    }
    onFile(chosen, null);
  };

  return (
    <Box>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={labelId}>
          {t('posts.attachment')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={kind}
          onChange={(event) => {
            onKind(event.target.value as AttachmentChoice);
            if (input.current) input.current.value = '';
          }}
        >
          {CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(choice === 'none' ? 'posts.attachNone' : KINDS[choice].option)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {rule && (
        <Box sx={{ mt: 1 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={rule.accept}
            data-testid="post-attachment-input"
            aria-label={t(rule.choose)}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<AttachFileIcon aria-hidden />}
              onClick={() => input.current?.click()}
              disabled={disabled}
              aria-describedby={helpId}
            >
              {t(rule.choose)}
            </Button>
            {file && (
              <>
                <Typography
                  data-testid="post-attachment-chosen"
                  sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {t('posts.chosen', { name: file.name, size: fileSize(file.size) })}
                </Typography>
                <Button
                  size="small"
                  disabled={disabled}
                  aria-label={t('posts.removeChosenLabel', { name: file.name })}
                  onClick={() => {
                    onFile(null, null);
                    if (input.current) input.current.value = '';
                  }}
                >
                  {t('posts.removeChosen')}
                </Button>
              </>
            )}
          </Box>
          <Typography
            id={helpId}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 0.5 }}
          >
            {t(rule.help)}
          </Typography>
          {kind === 'image' && file && file.size > IMAGE_WARNING_BYTES && (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="post-attachment-warning">
              {t('media.largeWarning', { size: (file.size / MB).toFixed(1) })}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="post-attachment-error">
              {error}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}

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
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [kind, setKind] = useState<AttachmentChoice>('none');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [notice, setNotice] = useState<'created' | 'deleted' | null>(null);
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: ['profile', user.username, 'posts'] });
  const create = useMutation({
    mutationFn: async () => {
      const post = await apiSend<Post>('/user/posts', {
        body: { title: title.trim(), content: content.trim() },
      });
      if (kind === 'none' || !file) return post;
      setProgress(0);
      try {
        return await attachToPost(post.id, kind, file, setProgress);
      } catch (error) {
        // All or nothing: the post without the attachment the prosker asked for is removed.
        await apiSend(`/user/posts/${post.id}`, { method: 'DELETE' }).catch(() => undefined);
        throw error;
      } finally {
        setProgress(null);
      }
    },
    onSuccess: async () => {
      setTitle('');
      setContent('');
      setKind('none');
      setFile(null);
      setFileError(null);
      setNotice('created');
      await reload();
    },
    onError: (error) => {
      if (isUploadError(error)) {
        setFileError(generalErrorText(error, t));
        return;
      }
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
          const missingFile = kind !== 'none' && !file;
          if (missingFile) setFileError(t('posts.chooseRequired'));
          if (next.title || next.content || missingFile) return;
          create.mutate();
        }}
      >
        {create.isError && !fieldErrorShown && !isUploadError(create.error) && (
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
        <AttachmentPicker
          kind={kind}
          file={file}
          error={fileError}
          disabled={create.isPending}
          onKind={(next) => {
            setKind(next);
            setFile(null);
            setFileError(null);
          }}
          onFile={(next, error) => {
            setFile(next);
            setFileError(error);
          }}
        />
        {progress !== null && (
          <Box>
            <LinearProgress
              variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(progress * 100)}
              aria-label={t('media.uploading', { percent: Math.round(progress * 100) })}
            />
            <Typography variant="caption" role="status">
              {t('media.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        )}
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
                {post.attachment && (
                  <Box sx={{ mt: 1.5 }}>
                    <PostAttachmentView attachment={post.attachment} title={post.title} />
                  </Box>
                )}
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
