import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useProfileMedia } from '../catalogue-api';
import type { MediaItem } from '../catalogue-api';
import { MediaGrid, MediaThumb, OpenedPhoto, thumbFrameSx } from '../MediaGrid';

/** A thumb's width: a third of the page on a phone, a quarter from sm, a sixth of the main column from md. */
const THUMB_SIZES =
  '(min-width: 900px) 125px, (min-width: 600px) calc((100vw - 48px) / 4), calc((100vw - 32px) / 3)';

/** The profile's photos and videos as thumbs; one opens large in a dialog. */
export function Gallery({ username, name }: { username: string; name: string }) {
  const t = useT();
  const media = useProfileMedia(username);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const titleId = useId();
  return (
    <>
      <MediaGrid
        media={media}
        label={t('profile.galleryLabel', { name })}
        empty={t('profile.noMedia')}
        columns={{ xs: 3, sm: 4, md: 6 }}
      >
        {(item, index) => (
          <li key={item.id}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(item)}
              aria-label={t(item.kind === 'video' ? 'profile.openVideo' : 'profile.openImage', {
                n: index + 1,
              })}
              sx={{
                ...thumbFrameSx,
                p: 0,
                border: 0,
                cursor: 'pointer',
                width: '100%',
                display: 'block',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <MediaThumb item={item} sizes={THUMB_SIZES} />
            </Box>
          </li>
        )}
      </MediaGrid>
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
            <OpenedPhoto url={open.url} alt={t('profile.galleryImageAlt', { name })} />
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
