import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_WARNING_BYTES, MAX_IMAGE_BYTES } from '../../../common/constants';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import {
  imageSources,
  ResponsiveImage,
  sizesOf,
  type ImageLoading,
} from '../media/ResponsiveImage';
import { thumbOf, useOwnerImage } from './jobs-api';
import type { ImageOwner } from './jobs-api';

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
  return (
    <Box
      {...(href ? { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{
        width: size,
        aspectRatio: '1',
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      data-testid={testId}
    >
      {sources ? (
        <ResponsiveImage
          sources={sources}
          alt={alt}
          width={320}
          height={320}
          sizes={sizesOf(size)}
          loading={loading}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageOutlinedIcon color="disabled" aria-hidden />
      )}
    </Box>
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
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {preview ? (
          <ResponsiveImage
            sources={{ src: preview }}
            alt={t('jobs.image.preview')}
            width={96}
            height={96}
            sizes="96px"
            loading="eager"
            testId={`${testId}-preview`}
            sx={{
              width: 96,
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
              opacity: 0.7,
            }}
          />
        ) : (
          <ImageThumb
            image={image}
            alt={t('jobs.image.of', { title })}
            size={96}
            testId={`${testId}-current`}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadIcon aria-hidden />}
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-label={t(image ? 'jobs.image.replaceFor' : 'jobs.image.addFor', { title })}
            >
              {t(image ? 'jobs.image.replace' : 'jobs.image.add')}
            </Button>
            {image && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon aria-hidden />}
                onClick={() => void drop()}
                disabled={busy}
                aria-label={t('jobs.image.removeFor', { title })}
              >
                {t('jobs.image.remove')}
              </Button>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('media.imageHelp')}
          </Typography>
          {progress !== null && (
            <Box sx={{ mt: 1 }}>
              <LinearProgress
                variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('media.uploading', { percent })}
              />
              <Typography variant="caption" role="status">
                {t('media.uploading', { percent })}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
      {warning && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`${testId}-warning`}>
          {warning}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
      {done && (
        <Alert
          severity="success"
          sx={{ mt: 1 }}
          role="status"
          onClose={() => setDone(null)}
          data-testid={`${testId}-done`}
        >
          {t(done === 'uploaded' ? 'jobs.image.uploaded' : 'jobs.image.removed')}
        </Alert>
      )}
    </Box>
  );
}
