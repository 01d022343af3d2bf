import CloseIcon from 'plain-icon:Close';
import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import ImageOutlinedIcon from 'plain-icon:ImageOutlined';
import UploadIcon from 'plain-icon:Upload';
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { IMAGE_WARNING_BYTES, MAX_IMAGE_BYTES } from '../../../common/constants';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { imageSources, Picture, sizesOf, type ImageLoading } from '../media/Picture';
import { Alert, Button, IconButton, LinearProgress, Text } from '../ui';
import { thumbOf, useOwnerImage } from './jobs-api';
import type { ImageOwner } from './jobs-api';
import styles from './ImagePicker.module.css';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';
const MB = 1024 * 1024;

/**
 * The square thumb of a service or a job image, or a neutral box without one. `linked` opens
 * an uploaded image's full size in a new tab; `loading` says when the picture is fetched.
 */
export function ImageThumb({
  image,
  alt,
  size,
  testId,
  linked = false,
  loading = 'lazy',
}: {
  image: string | null;
  alt: string;
  size: number | Partial<Record<'xs' | 'sm' | 'md', number>>;
  testId?: string;
  linked?: boolean;
  loading?: ImageLoading;
}) {
  const src = thumbOf(image);
  const sources = imageSources(image, 'job', 1);
  // Only an uploaded image (one with a thumb beside it) links to its full size.
  const href = linked && image && src !== image ? image : null;
  const steps = typeof size === 'number' ? { xs: size } : size;
  const xs = steps.xs ?? 0;
  const sm = steps.sm ?? xs;
  const style = {
    '--thumb-xs': `${xs}px`,
    '--thumb-sm': `${sm}px`,
    '--thumb-md': `${steps.md ?? sm}px`,
  } as CSSProperties;
  const content = sources ? (
    <Picture
      sources={sources}
      alt={alt}
      width={320}
      height={320}
      sizes={sizesOf(size)}
      loading={loading}
      className={styles.image}
    />
  ) : (
    <ImageOutlinedIcon />
  );
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.thumb}
      style={style}
      data-testid={testId}
    >
      {content}
    </a>
  ) : (
    <div className={styles.thumb} style={style} data-testid={testId}>
      {content}
    </div>
  );
}

/**
 * The image of an own service or a new job: the current one (or a preview of the chosen file
 * while it uploads), a picker that sends at once with its progress, and "remove". Images over
 * 5 MB get a warning (still sent, up to 20 MB); bigger ones are refused here; the server's
 * refusals (wrong type, too large, job no longer new) show in its words.
 */
export function ImagePicker({
  owner,
  image,
  title,
  testId,
}: {
  owner: ImageOwner;
  image: string | null;
  /** What the image is of (the service's or the job's title), for the labels. */
  title: string;
  testId: string;
}) {
  const t = useT();
  const { upload, remove } = useOwnerImage(owner);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null);
  const busy = progress !== null || removing;

  // The preview's object URL is released when replaced or when the picker goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File) => {
    setError(null);
    setWarning(null);
    setDone(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('media.tooLarge', { max: Math.round(MAX_IMAGE_BYTES / MB) }));
      return;
    }
    if (file.size > IMAGE_WARNING_BYTES) {
      setWarning(t('media.largeWarning', { size: (file.size / MB).toFixed(1) }));
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      await upload(file, setProgress);
      setDone('uploaded');
    } catch (failure) {
      setError(generalErrorText(failure, t));
    } finally {
      setProgress(null);
      setPreview(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = async () => {
    setError(null);
    setWarning(null);
    setDone(null);
    setRemoving(true);
    try {
      await remove();
      setDone('removed');
    } catch (failure) {
      setError(generalErrorText(failure, t));
    } finally {
      setRemoving(false);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  const uploadingId = useId();
  // The buttons' names are their words; the group around them says whose image it is.
  return (
    <div role="group" aria-label={t('jobs.image.of', { title })} data-testid={testId}>
      <div className={styles.row}>
        {preview ? (
          <Picture
            sources={{ src: preview }}
            alt={t('jobs.image.preview')}
            width={96}
            height={96}
            sizes="96px"
            loading="eager"
            testId={`${testId}-preview`}
            className={styles.preview}
          />
        ) : (
          <ImageThumb
            image={image}
            alt={t('jobs.image.of', { title })}
            size={96}
            testId={`${testId}-current`}
          />
        )}
        <div className={styles.controls}>
          <input
            ref={input}
            type="file"
            hidden
            accept={IMAGE_ACCEPT}
            data-testid={`${testId}-input`}
            aria-label={t(image ? 'jobs.image.replaceFor' : 'jobs.image.addFor', { title })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          <div className={styles.buttons}>
            <Button
              size="small"
              variant="outlined"
              tone="primary"
              startIcon={<UploadIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {t(image ? 'jobs.image.replace' : 'jobs.image.add')}
            </Button>
            {image && (
              <Button
                size="small"
                tone="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => void drop()}
                disabled={busy}
              >
                {t('jobs.image.remove')}
              </Button>
            )}
          </div>
          <Text variant="caption" tone="secondary" as="p" className={styles.help}>
            {t('media.imageHelp')}
          </Text>
          {progress !== null && (
            <div className={styles.progress}>
              <LinearProgress
                value={progress > 0 && progress < 1 ? percent : undefined}
                labelledBy={uploadingId}
              />
              <Text variant="caption" role="status" id={uploadingId}>
                {t('media.uploading', { percent })}
              </Text>
            </div>
          )}
        </div>
      </div>
      {warning && (
        <Alert severity="warning" className={styles.message} data-testid={`${testId}-warning`}>
          {warning}
        </Alert>
      )}
      {error && (
        <Alert severity="error" className={styles.message} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
      {done && (
        <Alert
          severity="success"
          className={styles.message}
          role="status"
          action={
            <IconButton label={t('notices.close')} size="small" onClick={() => setDone(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
          data-testid={`${testId}-done`}
        >
          {t(done === 'uploaded' ? 'jobs.image.uploaded' : 'jobs.image.removed')}
        </Alert>
      )}
    </div>
  );
}
