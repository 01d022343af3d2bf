import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import UploadIcon from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IMAGE_WARNING_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../common/constants';
import { apiUpload } from '../api/upload';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useInvalidateProfile, useProfileMedia } from '../profiles/catalogue-api';
import type { MediaItem } from '../profiles/catalogue-api';
import { ProfileAvatar } from '../profiles/ProfileCard';
import { useSession, useSignedInUser } from '../session/session';
import { SettingsLayout } from './SettingsLayout';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';
const VIDEO_ACCEPT = 'video/mp4,.mp4';
const MB = 1024 * 1024;

type Kind = 'image' | 'video';

/**
 * A file picker that uploads at once and shows the progress. Images over 5 MB get a warning
 * (still sent, up to 20 MB); bigger files are refused here; the server's refusals (wrong type,
 * too large) show with its translated message.
 */
function Uploader({
  kind,
  label,
  testId,
  upload,
  onDone,
}: {
  kind: Kind;
  label: string;
  testId: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onDone: () => Promise<unknown> | void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = progress !== null;

  const send = async (file: File) => {
    setError(null);
    setWarning(null);
    setDone(false);
    const max = kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
    if (file.size > max) {
      setError(t('media.tooLarge', { max: Math.round(max / MB) }));
      return;
    }
    if (kind === 'image' && file.size > IMAGE_WARNING_BYTES) {
      setWarning(t('media.largeWarning', { size: (file.size / MB).toFixed(1) }));
    }
    setProgress(0);
    try {
      await upload(file, setProgress);
      await onDone();
      setDone(true);
    } catch (failure) {
      setError(generalErrorText(failure, t));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 1 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={kind === 'image' ? IMAGE_ACCEPT : VIDEO_ACCEPT}
        data-testid={testId}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon aria-hidden />}
        onClick={() => input.current?.click()}
        disabled={busy}
      >
        {label}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t(kind === 'image' ? 'media.imageHelp' : 'media.videoHelp')}
      </Typography>
      {busy && (
        <Box sx={{ mt: 1 }}>
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
      {warning && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="media-warning">
          {warning}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="media-error">
          {error}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          {t('media.uploaded')}
        </Alert>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h3" id={id} sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function GalleryManager({
  username,
  refresh,
}: {
  username: string;
  refresh: () => Promise<unknown>;
}) {
  const t = useT();
  const media = useProfileMedia(username);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Uploader
          kind="image"
          label={t('media.addPhoto')}
          testId="upload-gallery-image"
          upload={(file, onProgress) => apiUpload('/user/media/images', file, { onProgress })}
          onDone={refresh}
        />
        <Uploader
          kind="video"
          label={t('media.addVideo')}
          testId="upload-gallery-video"
          upload={(file, onProgress) => apiUpload('/user/media/videos', file, { onProgress })}
          onDone={refresh}
        />
      </Box>
      {media.isPending && <Skeleton variant="rounded" height={100} />}
      {media.isError && <Alert severity="error">{generalErrorText(media.error, t)}</Alert>}
      {media.data && media.data.length === 0 && (
        <Typography color="text.secondary">{t('media.emptyGallery')}</Typography>
      )}
      {media.data && media.data.length > 0 && (
        <Box
          component="ul"
          aria-label={t('media.galleryLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: 'repeat(3, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {media.data.map((item, index) => (
            <Box
              component="li"
              key={item.id}
              data-testid="gallery-item"
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              {item.thumbUrl && (
                <Box
                  component="img"
                  src={item.thumbUrl}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
              {item.kind === 'video' && (
                <PlayCircleOutlineIcon
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    m: 'auto',
                    fontSize: 36,
                    color: 'common.white',
                  }}
                />
              )}
              <IconButton
                size="small"
                onClick={() => setDeleting(item)}
                aria-label={t(item.kind === 'video' ? 'media.deleteVideo' : 'media.deleteImage', {
                  n: index + 1,
                })}
                sx={{
                  position: 'absolute',
                  top: 4,
                  insetInlineEnd: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          path={`/user/media/${deleting.id}`}
          title={t(deleting.kind === 'video' ? 'media.deleteVideoTitle' : 'media.deleteImageTitle')}
          text={t('media.deleteText')}
          confirmLabel={t('media.deleteConfirm')}
          onClose={() => setDeleting(null)}
          onDeleted={refresh}
        />
      )}
    </>
  );
}

/** "Fotos y videos": profile image, banner and the gallery (proskers). */
export default function MediaSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const { refresh: refreshSession } = useSession();
  const invalidate = useInvalidateProfile();
  const queryClient = useQueryClient();
  const prosker = user.role === 'prosker';
  const refresh = () =>
    Promise.all([
      refreshSession(),
      invalidate(),
      queryClient.invalidateQueries({ queryKey: ['profile', user.username, 'media'] }),
    ]);

  return (
    <SettingsLayout title={t('media.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('media.intro')}
      </Typography>
      <Section title={t('media.profileImage')}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ProfileAvatar profile={{ ...user, profileImg: user.profile_img }} size={88} />
          <Uploader
            kind="image"
            label={t('media.uploadProfileImage')}
            testId="upload-profile-image"
            upload={(file, onProgress) =>
              apiUpload('/user/profile-image', file, { method: 'PUT', onProgress })
            }
            onDone={refresh}
          />
        </Box>
      </Section>
      {prosker && (
        <>
          <Section title={t('media.bannerImage')}>
            <Box
              role="img"
              aria-label={user.banner_img ? t('media.currentBanner') : t('media.noBanner')}
              sx={(theme) => ({
                height: { xs: 80, sm: 120 },
                borderRadius: 2,
                mb: 1.5,
                backgroundColor: 'action.hover',
                backgroundImage: user.banner_img
                  ? `url("${user.banner_img}")`
                  : `linear-gradient(135deg, ${theme.palette.primary.main}33, ${theme.palette.secondary.main}33)`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              })}
            />
            <Uploader
              kind="image"
              label={t('media.uploadBanner')}
              testId="upload-banner-image"
              upload={(file, onProgress) =>
                apiUpload('/user/banner-image', file, { method: 'PUT', onProgress })
              }
              onDone={refresh}
            />
          </Section>
          <Section title={t('media.gallery')}>
            <GalleryManager username={user.username} refresh={refresh} />
          </Section>
        </>
      )}
    </SettingsLayout>
  );
}
