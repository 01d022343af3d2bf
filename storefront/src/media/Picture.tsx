import type { ReactNode, SyntheticEvent } from 'react';
import type { ImageKind } from '../../../common/media';
import {
  imageSources,
  loadingProps,
  sizesOf,
  type ImageLoading,
  type ImageSources,
} from './image-sources';
import { Avatar } from '../ui';

export {
  imageSources,
  sizesOf,
  squareAttachmentSources,
  type ImageFrame,
  type ImageLoading,
  type ImageSources,
} from './image-sources';

interface PictureProps {
  sources: ImageSources;
  alt: string;
  width: number;
  height: number;
  /** The width the image is shown at (a `sizes` attribute); see `sizesOf`. */
  sizes: string;
  loading?: ImageLoading;
  className?: string;
  testId?: string;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * An image that keeps its room while it loads (`width` and `height` give its proportions
 * before any byte arrived), fetched at the size it is shown (`sizes` picks among `sources`'
 * srcset) and when it is needed (`loading`). Renders the same on the server and in the browser.
 * A plain `<img>`, styled by `className`.
 */
export function Picture({ sources, sizes, loading = 'lazy', testId, ...img }: PictureProps) {
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      {...loadingProps(loading)}
      data-testid={testId}
      {...img}
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
 * `loading` says. The kit's `Avatar`; `brand` draws the initials in the brand's colours.
 */
export function ImageAvatar({
  url,
  kind = 'profile',
  size,
  alt = '',
  loading = 'lazy',
  brand = false,
  children,
  ...rest
}: {
  url: string | null | undefined;
  kind?: ImageKind;
  size: number;
  alt?: string;
  loading?: ImageLoading;
  brand?: boolean;
  children?: ReactNode;
  'aria-hidden'?: boolean;
}) {
  const sources = imageSources(url, kind, 1);
  return (
    <Avatar
      {...rest}
      size={size}
      brand={brand}
      picture={
        sources && (
          <Picture
            sources={sources}
            sizes={sizesOf(size)}
            alt={alt}
            width={size}
            height={size}
            loading={loading}
            onError={hideFailed}
          />
        )
      }
    >
      {children}
    </Avatar>
  );
}
