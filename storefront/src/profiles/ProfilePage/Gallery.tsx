import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useId, useState } from 'react';
import { generalErrorText } from '../../forms/server-errors';
import { useT } from '../../i18n/use-t';
import { useProfileMedia } from '../catalogue-api';
import type { MediaItem } from '../catalogue-api';

/** The profile's photos and videos as thumbs; one opens large in a dialog. */
export function Gallery({ username, name }: { username: string; name: string }) {
  const t = useT();
  const media = useProfileMedia(username);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const titleId = useId();
  if (media.isPending) return <Skeleton variant="rounded" height={120} />;
  if (media.isError) return <Alert severity="error">{generalErrorText(media.error, t)}</Alert>;
  if (media.data.length === 0) {
    return <Typography color="text.secondary">{t('profile.noMedia')}</Typography>;
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={t('profile.galleryLabel', { name })}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {media.data.map((item, index) => (
          <li key={item.id}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(item)}
              aria-label={t(item.kind === 'video' ? 'profile.openVideo' : 'profile.openImage', {
                n: index + 1,
              })}
              sx={{
                p: 0,
                border: 0,
                borderRadius: 2,
                overflow: 'hidden',
                cursor: 'pointer',
                width: '100%',
                aspectRatio: '1',
                position: 'relative',
                bgcolor: 'action.hover',
                display: 'block',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {item.thumbUrl ? (
                <Box
                  component="img"
                  src={item.thumbUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : null}
              {item.kind === 'video' && (
                <PlayCircleOutlineIcon
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    m: 'auto',
                    fontSize: 40,
                    color: 'common.white',
                    filter: 'drop-shadow(0 0 4px rgba(0,0,0,.6))',
                  }}
                />
              )}
            </Box>
          </li>
        ))}
      </Box>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('profile.galleryOf', { name })}</DialogTitle>
        <DialogContent>
          {open?.kind === 'video' ? (
            <Box
              component="video"
              controls
              autoPlay
              src={open.url}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }}
            />
          ) : open ? (
            <Box
              component="img"
              src={open.url}
              alt={t('profile.galleryImageAlt', { name })}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)} autoFocus>
            {t('profile.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
