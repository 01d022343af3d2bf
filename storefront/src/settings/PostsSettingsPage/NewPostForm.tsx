import {
  POST_ATTACHMENT_KINDS,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
} from '../../../../common/schemas/catalogue';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiSend } from '../../api/api-client';
import type { Answer } from '../../api/contract';
import { apiUpload } from '../../api/upload';
import { FormAlert } from '../../forms/FormAlert';
import { SubmitButton } from '../../forms/SubmitButton';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { UploadProgress } from '../../forms/UploadProgress';
import type { Post, PostAttachmentKind } from '../../profiles/catalogue-api';
import { Field } from '../../ui';
import styles from './PostsSettingsPage.module.css';
import { AttachmentPicker } from './AttachmentPicker';
import { AttachmentRefused, isUploadError, type AttachmentFiles } from './attachment-kinds';

/**
 * `PUT /user/posts/{id}/attachment`: sends the file as the post's attachment of its kind. Here, not
 * with the catalogue's reads: the public pages that read posts never send one.
 */
function attachToPost(
  postId: number,
  kind: PostAttachmentKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Post> {
  return apiUpload<Answer<'/user/posts/{id}/attachment', 'put'>>(
    `/user/posts/${postId}/attachment?${new URLSearchParams({ kind }).toString()}`,
    file,
    { method: 'PUT', onProgress },
  );
}

/**
 * The new post: title, content and, optionally, a photo, a video and a file. The post is
 * created, then its attachments sent one after the other under one progress bar; if one is
 * refused the new post is taken back, so nothing half-done shows.
 */
export function NewPostForm({
  onNotice,
  onCreated,
}: {
  /** What the page says above the form (cleared on each try). */
  onNotice: (notice: 'created' | null) => void;
  onCreated: () => Promise<unknown>;
}) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [files, setFiles] = useState<AttachmentFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<PostAttachmentKind, string | null>>>(
    {},
  );
  const [progress, setProgress] = useState<number | null>(null);
  const create = useMutation({
    mutationFn: async () => {
      const post = await apiSend<Answer<'/user/posts', 'post'>>('/user/posts', {
        body: { title: title.trim(), content: content.trim() },
      });
      const chosen = POST_ATTACHMENT_KINDS.flatMap((kind) => {
        const file = files[kind];
        return file ? [{ kind, file }] : [];
      });
      if (chosen.length === 0) return post;
      setProgress(0);
      let current: PostAttachmentKind = chosen[0].kind;
      try {
        let attached: Post = post;
        for (const [index, { kind, file }] of chosen.entries()) {
          current = kind;
          attached = await attachToPost(post.id, kind, file, (fraction) =>
            setProgress((index + fraction) / chosen.length),
          );
        }
        return attached;
      } catch (error) {
        // All or nothing: the post without the attachments the prosker asked for is removed.
        await apiSend(`/user/posts/${post.id}`, { method: 'DELETE' }).catch(() => undefined);
        throw isUploadError(error) ? new AttachmentRefused(current, error as ApiError) : error;
      } finally {
        setProgress(null);
      }
    },
    onSuccess: async () => {
      setTitle('');
      setContent('');
      setFiles({});
      setFileErrors({});
      onNotice('created');
      await onCreated();
    },
    onError: (error) => {
      if (error instanceof AttachmentRefused) {
        setFileErrors({ [error.kind]: generalErrorText(error.error, t) });
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
  const fieldErrorShown = Boolean(errors.title || errors.content);

  return (
    <form
      noValidate
      aria-label={t('posts.newPost')}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onNotice(null);
        const next: { title?: string; content?: string } = {};
        if (!title.trim()) next.title = t('posts.required');
        if (!content.trim()) next.content = t('posts.required');
        setErrors(next);
        if (next.title || next.content) return;
        create.mutate();
      }}
    >
      {create.isError && !fieldErrorShown && !(create.error instanceof AttachmentRefused) && (
        <FormAlert>{generalErrorText(create.error, t)}</FormAlert>
      )}
      <Field
        label={t('posts.postTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        error={Boolean(errors.title)}
        helperText={errors.title}
        maxLength={POST_TITLE_MAX}
        fullWidth
      />
      <Field
        label={t('posts.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        multiline
        minRows={4}
        error={Boolean(errors.content)}
        helperText={errors.content}
        maxLength={POST_CONTENT_MAX}
        fullWidth
      />
      <AttachmentPicker
        files={files}
        errors={fileErrors}
        disabled={create.isPending}
        onFile={(kind, file, error) => {
          setFiles((before) => ({ ...before, [kind]: file }));
          setFileErrors((before) => ({ ...before, [kind]: error }));
        }}
      />
      {progress !== null && <UploadProgress progress={progress} />}
      <div>
        <SubmitButton busy={create.isPending} size="medium">
          {t('posts.publish')}
        </SubmitButton>
      </div>
    </form>
  );
}
