import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { useProfileMedia } from '../profiles/catalogue-api';
import type { MediaItem } from '../profiles/catalogue-api';
import { LazyMediaDialog } from '../profiles/media-dialog';
import {
  MediaGrid,
  MediaThumb,
  OpenedPhoto,
  OpenedVideo,
  ThumbButton,
} from '../profiles/MediaGrid';

/** A thumb's width: a third of the page on a phone, a quarter from sm, a sixth of the main column from md. */
const THUMB_SIZES =
  '(min-width: 900px) 125px, (min-width: 600px) calc((100vw - 48px) / 4), calc((100vw - 32px) / 3)';

/** The profile's photos and videos as thumbs; one opens large in a dialog. */
export function Gallery({ username, name }: { username: string; name: string }) {
  const t = useT();
  const media = useProfileMedia(username);
  const [open, setOpen] = useState<MediaItem | null>(null);
  // The last item opened stays in the dialog while it closes.
  const [shown, setShown] = useState<MediaItem | null>(null);
  const show = (item: MediaItem) => {
    setOpen(item);
    setShown(item);
  };
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
            <ThumbButton
              onClick={() => show(item)}
              label={t(item.kind === 'video' ? 'profile.openVideo' : 'profile.openImage', {
                n: index + 1,
              })}
            >
              <MediaThumb item={item} sizes={THUMB_SIZES} />
            </ThumbButton>
          </li>
        )}
      </MediaGrid>
      <LazyMediaDialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('profile.galleryOf', { name })}
      >
        {shown?.kind === 'video' ? (
          <OpenedVideo url={shown.url} />
        ) : shown ? (
          <OpenedPhoto url={shown.url} alt={t('profile.galleryImageAlt', { name })} />
        ) : null}
      </LazyMediaDialog>
    </>
  );
}
