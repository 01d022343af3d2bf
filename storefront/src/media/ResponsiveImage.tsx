import Avatar from '@mui/material/Avatar';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode, SyntheticEvent } from 'react';
import type { ImageKind } from '../../../common/media';
import {
  imageSources,
  loadingProps,
  sizesOf,
  type ImageLoading,
  type ImageSources,
} from './image-sources';

export {
  imageSources,
  sizesOf,
  squareAttachmentSources,
  type ImageFrame,
  type ImageLoading,
  type ImageSources,
} from './image-sources';

/** An `<img>` taking `sx`, whose `width` and `height` stay attributes (`Box` reads them as styles). */
const Img = styled('img')({});

/**
 * An image that keeps its room while it loads (`width` and `height` give its proportions
 * before any byte arrived), fetched at the size it is shown (`sizes` picks among `sources`'
 * srcset) and when it is needed (`loading`). Renders the same on the server and in the browser.
 */
export function ResponsiveImage({
  sources,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  sx,
  testId,
  onLoad,
  onError,
}: {
  sources: ImageSources;
  alt: string;
  width: number;
  height: number;
  /** The width the image is shown at (a `sizes` attribute); see `sizesOf`. */
  sizes: string;
  loading?: ImageLoading;
  sx?: SxProps<Theme>;
  testId?: string;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}) {
  return (
    <Img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      {...loadingProps(loading)}
      onLoad={onLoad}
      onError={onError}
      data-testid={testId}
      sx={sx}
    />
  );
}

/** A picture that failed to load steps aside, so what is under it (the initials) shows. */
const hideFailed = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.visibility = 'hidden';
};

/**
 * A round picture of a person (by default a profile photo, stored in square sizes) over
 * `children` (the initials), which show while there is no photo or it fails to load. The
 * `<img>` is the component's own, so the browser fetches only the size `size` needs, when
 * `loading` says.
 */
export function ImageAvatar({
  url,
  kind = 'profile',
  size,
  alt = '',
  loading = 'lazy',
  sx,
  children,
  ...rest
}: {
  url: string | null | undefined;
  kind?: ImageKind;
  size: number;
  alt?: string;
  loading?: ImageLoading;
  sx?: SxProps<Theme>;
  children?: ReactNode;
  'aria-hidden'?: boolean;
}) {
  const sources = imageSources(url, kind, 1);
  return (
    <Avatar
      {...rest}
      sx={[{ width: size, height: size, position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      {sources && (
        <ResponsiveImage
          sources={sources}
          alt={alt}
          width={size}
          height={size}
          sizes={sizesOf(size)}
          loading={loading}
          onError={hideFailed}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      )}
    </Avatar>
  );
}
