import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useCallback, useId, useState } from 'react';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { squareAttachmentSources, ResponsiveImage, sizesOf } from '../media/ResponsiveImage';
import { OpenedPhoto } from './MediaGrid';
import type { PostAttachment } from './catalogue-api';

/** A size in bytes as people read it: "820 kB", "1,2 MB" (decimal units, as the limits). */
export function useFileSize(): (bytes: number) => string {
  const { language } = useLanguage();
  return useCallback(
    (bytes: number) => {
      const [value, unit] =
        bytes >= 1_000_000
          ? [bytes / 1_000_000, 'megabyte']
          : bytes >= 1000
            ? [bytes / 1000, 'kilobyte']
            : [bytes, 'byte'];
      return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
        style: 'unit',
        unit,
        // "176 bytes" rather than the short form's "176 byte".
        unitDisplay: unit === 'byte' ? 'long' : 'short',
        maximumFractionDigits: value >= 100 ? 0 : 1,
      }).format(value);
    },
    [language],
  );
}

/** The width of a post's photo thumb. */
const PHOTO_WIDTH = { xs: 160, sm: 200 };

function PhotoAttachment({ attachment, title }: { attachment: PostAttachment; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (attachment.kind !== 'image') return null;
  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('posts.openPhoto', { title })}
        data-testid="post-photo"
        sx={{
          p: 0,
          border: 0,
          borderRadius: 2,
          overflow: 'hidden',
          cursor: 'zoom-in',
          display: 'block',
          width: PHOTO_WIDTH,
          maxWidth: '100%',
          aspectRatio: '1',
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <ResponsiveImage
          sources={squareAttachmentSources(attachment, 'gallery')}
          alt={t('posts.photoAlt', { title })}
          width={320}
          height={320}
          sizes={sizesOf(PHOTO_WIDTH)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <OpenedPhoto url={attachment.url} alt={t('posts.photoAlt', { title })} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('profile.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * A post's attachment: a photo (the thumb, opening the large image), a video player that only
 * loads the metadata until played, or a download link with the file's name and size.
 */
export function PostAttachmentView({
  attachment,
  title,
}: {
  attachment: PostAttachment;
  title: string;
}) {
  const t = useT();
  const fileSize = useFileSize();
  switch (attachment.kind) {
    case 'image':
      return <PhotoAttachment attachment={attachment} title={title} />;
    case 'video':
      return (
        <Box
          component="video"
          controls
          preload="metadata"
          src={attachment.url}
          aria-label={t('posts.videoLabel', { title })}
          data-testid="post-video"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 560,
            maxHeight: 360,
            borderRadius: 2,
            bgcolor: 'common.black',
          }}
        />
      );
    case 'file': {
      // A file always comes with its name and size (the contract names them for every kind).
      const name = attachment.name ?? '';
      const size = fileSize(attachment.size ?? 0);
      return (
        <Link
          href={attachment.url}
          download={name}
          aria-label={t('posts.download', { name, size })}
          data-testid="post-file"
          underline="hover"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: '100%',
            px: 1.5,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <PictureAsPdfOutlinedIcon aria-hidden sx={{ flexShrink: 0 }} />
          <Box component="span" sx={{ minWidth: 0 }}>
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {size}
            </Typography>
          </Box>
          <DownloadIcon aria-hidden fontSize="small" sx={{ flexShrink: 0 }} />
        </Link>
      );
    }
  }
}
