import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import type { ReactNode } from 'react';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { imageSources, ResponsiveImage } from '../media/ResponsiveImage';
import { CardList } from '../layout/grids';
import type { GridColumns } from '../layout/grids';
import type { MediaItem } from './catalogue-api';

/** What the grid needs of the profile media query. */
interface MediaQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: MediaItem[];
}

/** The square frame a thumb stands in; the caller's element (a button, a list item). */
export const thumbFrameSx = {
  position: 'relative',
  aspectRatio: '1',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

/**
 * A media item's thumb: the picture filling its square frame (`sizes` wide, fetched as the
 * page scrolls near), and a play sign over a video.
 */
export function MediaThumb({ item, sizes }: { item: MediaItem; sizes: string }) {
  const sources =
    item.kind === 'image'
      ? imageSources(item.thumbUrl, 'gallery', 1, { large: item.url, thumb: item.thumbUrl })
      : item.thumbUrl
        ? { src: item.thumbUrl }
        : null;
  return (
    <>
      {sources && (
        <ResponsiveImage
          sources={sources}
          alt=""
          width={320}
          height={320}
          sizes={sizes}
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
            fontSize: 40,
            color: 'common.white',
            filter: 'drop-shadow(0 0 4px rgba(0,0,0,.6))',
          }}
        />
      )}
    </>
  );
}

/**
 * A photo opened large (in a dialog): the whole picture, fitted in a 4:3 frame as large as the
 * window allows, so the dialog has its size before the file arrives.
 */
export function OpenedPhoto({ url, alt }: { url: string; alt: string }) {
  return (
    <ResponsiveImage
      sources={imageSources(url, 'gallery', 'whole') ?? { src: url }}
      alt={alt}
      width={1200}
      height={900}
      sizes={OPENED_WIDTH}
      loading="eager"
      sx={{
        width: OPENED_WIDTH,
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'contain',
        display: 'block',
        mx: 'auto',
      }}
    />
  );
}

/** The window less the dialog's margins and padding, at most 75% of its height at 4:3. */
const OPENED_WIDTH = 'min(calc(100vw - 112px), calc(75vh * 4 / 3), 1200px)';

/**
 * A profile's photos and videos as a grid of square thumbs (`<ul>` named `label`), `columns` per
 * breakpoint; a skeleton while they load, the error, or `empty` when there are none.
 * `children` gives each item its `<li>`.
 */
export function MediaGrid({
  media,
  label,
  empty,
  columns,
  children,
}: {
  media: MediaQuery;
  label: string;
  empty: string;
  columns: GridColumns;
  children: (item: MediaItem, index: number) => ReactNode;
}) {
  const t = useT();
  if (media.isPending) return <Skeleton variant="rounded" height={120} />;
  if (media.isError) return <Alert severity="error">{generalErrorText(media.error, t)}</Alert>;
  if (!media.data || media.data.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <CardList label={label} columns={columns} gap={1}>
      {media.data.map(children)}
    </CardList>
  );
}
