import DownloadIcon from 'plain-icon:Download';
import PictureAsPdfOutlinedIcon from 'plain-icon:PictureAsPdfOutlined';
import { useState } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { Picture, squareAttachmentSources, sizesOf } from '../media/Picture';
import type { PostAttachment } from './catalogue-api';
import { LazyMediaDialog } from './media-dialog';
import { OpenedPhoto, thumbImage } from './MediaGrid';
import styles from './PostAttachment.module.css';
import { Text } from '../ui';

/** The width of a post's photo thumb (`PostAttachment.module.css`). */
const PHOTO_WIDTH = { xs: 160, sm: 200 };

function PhotoAttachment({ attachment, title }: { attachment: PostAttachment; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (attachment.kind !== 'image') return null;
  return (
    <>
      <button
        type="button"
        className={styles.photo}
        onClick={() => setOpen(true)}
        aria-label={t('posts.openPhoto', { title })}
        data-testid="post-photo"
      >
        <Picture
          sources={squareAttachmentSources(attachment, 'gallery')}
          alt={t('posts.photoAlt', { title })}
          width={320}
          height={320}
          sizes={sizesOf(PHOTO_WIDTH)}
          className={thumbImage}
        />
      </button>
      <LazyMediaDialog open={open} onClose={() => setOpen(false)} title={title}>
        <OpenedPhoto url={attachment.url} alt={t('posts.photoAlt', { title })} />
      </LazyMediaDialog>
    </>
  );
}

/**
 * A post's attachment: a photo (the thumb, opening the large image), a video player that only
 * loads the metadata until played, or a download link with the file's name and size. Plain
 * elements; the photo's dialog loads when first opened.
 */
export function PostAttachmentView({
  attachment,
  title,
}: {
  attachment: PostAttachment;
  title: string;
}) {
  const t = useT();
  const { fileSize } = useFormat();
  switch (attachment.kind) {
    case 'image':
      return <PhotoAttachment attachment={attachment} title={title} />;
    case 'video':
      return (
        <video
          className={styles.video}
          controls
          preload="metadata"
          src={attachment.url}
          aria-label={t('posts.videoLabel', { title })}
          data-testid="post-video"
        />
      );
    case 'file': {
      // A file always comes with its name and size (the contract names them for every kind).
      const name = attachment.name ?? '';
      const size = fileSize(attachment.size ?? 0);
      return (
        <a
          className={styles.file}
          href={attachment.url}
          download={name}
          aria-label={t('posts.download', { name, size })}
          data-testid="post-file"
        >
          <PictureAsPdfOutlinedIcon aria-hidden />
          <span className={styles.fileText}>
            <span className={styles.fileName}>{name}</span>
            <Text variant="caption" tone="secondary">
              {size}
            </Text>
          </span>
          <DownloadIcon fontSize="small" aria-hidden />
        </a>
      );
    }
  }
}
