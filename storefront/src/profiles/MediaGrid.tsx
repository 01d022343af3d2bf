import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import type { ReactNode } from 'react';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
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

/** A media item's thumb: the picture filling its frame, and a play sign over a video. */
export function MediaThumb({ item }: { item: MediaItem }) {
  return (
    <>
      {item.thumbUrl && (
        <Box
          component="img"
          src={item.thumbUrl}
          alt=""
          loading="lazy"
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
