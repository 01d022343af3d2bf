import PlayCircleOutlineIcon from 'plain-icon:PlayCircleOutline';
import type { ReactNode } from 'react';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { CardList } from '../layout/grids';
import type { GridColumns } from '../layout/grids';
import { imageSources, Picture } from '../media/Picture';
import type { MediaItem } from './catalogue-api';
import styles from './MediaGrid.module.css';
import { Skeleton, Text } from '../ui';
import { Alert } from '../layout/rare-states';

/** The square frame a thumb stands in: the class of the caller's element (a button, an item). */
export const thumbFrame = styles.thumbFrame;
/** A picture filling its square frame. */
export const thumbImage = styles.thumbImage;

/** What the grid needs of the profile media query. */
interface MediaQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: MediaItem[];
}

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
        <Picture
          sources={sources}
          alt=""
          width={320}
          height={320}
          sizes={sizes}
          className={styles.thumbImage}
        />
      )}
      {item.kind === 'video' && <PlayCircleOutlineIcon className={styles.play} aria-hidden />}
    </>
  );
}

/** A thumb that opens its item large: a button filling its square frame. */
export function ThumbButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.thumbFrame} ${styles.thumbButton}`}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/**
 * A photo opened large (in a dialog): the whole picture, fitted in a 4:3 frame as large as the
 * window allows, so the dialog has its size before the file arrives.
 */
export function OpenedPhoto({ url, alt }: { url: string; alt: string }) {
  return (
    <Picture
      sources={imageSources(url, 'gallery', 'whole') ?? { src: url }}
      alt={alt}
      width={1200}
      height={900}
      sizes="min(calc(100vw - 112px), calc(75vh * 4 / 3), 1200px)"
      loading="eager"
      className={styles.opened}
    />
  );
}

/** A video opened large (in a dialog), playing. */
export function OpenedVideo({ url }: { url: string }) {
  return <video className={styles.openedVideo} controls autoPlay src={url} />;
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
    return <Text tone="secondary">{empty}</Text>;
  }
  return (
    <CardList label={label} columns={columns} gap={1}>
      {media.data.map(children)}
    </CardList>
  );
}
