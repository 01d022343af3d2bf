import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useState } from 'react';
import { apiUpload } from '../../api/upload';
import { ConfirmDeleteDialog } from '../../forms/ConfirmDeleteDialog';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { useProfileMedia } from '../../profiles/catalogue-api';
import type { MediaItem } from '../../profiles/catalogue-api';
import { Uploader } from './Uploader';

/** The prosker's gallery: add a photo or a video, see them as thumbs, delete one. */
export function GalleryManager({
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
