import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../forms/ConfirmDeleteDialog';
import { useT } from '../../i18n/use-t';
import { useProfileMedia } from '../../profiles/catalogue-api';
import type { MediaItem } from '../../profiles/catalogue-api';
import { MediaGrid, MediaThumb, thumbFrame } from '../../profiles/MediaGrid';
import { IconButton } from '../../ui';
import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import styles from './MediaSettingsPage.module.css';
import { Uploader } from './Uploader';

/** A thumb's width: a third of the page on a phone, a quarter from the sm breakpoint. */
const THUMB_SIZES = '(min-width: 600px) 25vw, 33vw';

const GALLERY_UPLOADS = [
  { kind: 'image', label: 'media.addPhoto' },
  { kind: 'video', label: 'media.addVideo' },
] as const;

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
      <div className={styles.uploads}>
        {GALLERY_UPLOADS.map(({ kind, label }) => (
          <Uploader
            key={kind}
            kind={kind}
            label={t(label)}
            testId={`upload-gallery-${kind}`}
            path={`/user/media/${kind}s`}
            onDone={refresh}
          />
        ))}
      </div>
      <MediaGrid
        media={media}
        label={t('media.galleryLabel')}
        empty={t('media.emptyGallery')}
        columns={{ xs: 3, sm: 4 }}
      >
        {(item, index) => (
          <li key={item.id} data-testid="gallery-item" className={thumbFrame}>
            <MediaThumb item={item} sizes={THUMB_SIZES} />
            <IconButton
              size="small"
              onClick={() => setDeleting(item)}
              label={t(item.kind === 'video' ? 'media.deleteVideo' : 'media.deleteImage', {
                n: index + 1,
              })}
              className={styles.delete}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </li>
        )}
      </MediaGrid>
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
