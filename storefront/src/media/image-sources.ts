import {
  IMAGE_SIZES,
  imageVariantUrl,
  type ImageKind,
  type ImageSize,
} from '../../../common/media';

/**
 * How an image is shown: `'whole'` in its own proportions, or a number, the width-to-height
 * ratio of a frame the picture covers from its centre (1 for a square thumb).
 */
export type ImageFrame = 'whole' | number;

/** An `<img>`'s address and, when the pipeline stored more than one fitting size, its srcset. */
export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The stored sizes of an image (given by the address of any of them) that show the same part
 * of the picture in the frame: the uncropped sizes always, and the cropped ones whose
 * proportions are the frame's, since both are cut from the centre. `known` gives addresses the
 * API answered (a thumb's) instead of deriving them from the file names. An address the
 * pipeline did not make (an image from elsewhere, a file of the site) is used alone.
 */
export function imageSources(
  url: string | null | undefined,
  kind: ImageKind,
  frame: ImageFrame,
  known: Record<string, string | null | undefined> = {},
): ImageSources | null {
  if (!url) return null;
  const sizes: readonly ImageSize[] = IMAGE_SIZES[kind];
  const candidates: { url: string; width: number }[] = [];
  for (const size of sizes) {
    const fits = !size.height || (frame !== 'whole' && size.width / size.height === frame);
    const address = known[size.name] ?? imageVariantUrl(url, size.name);
    if (fits && address) candidates.push({ url: address, width: size.width });
  }
  candidates.sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return { src: url };
  const largest = candidates[candidates.length - 1];
  if (candidates.length === 1) return { src: largest.url };
  return {
    src: largest.url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
  };
}

/**
 * A square frame of an uploaded photo whose answer gives its full picture and its thumb (a
 * post's or a message's attachment): the thumb's address as the API wrote it.
 */
export function squareAttachmentSources(
  attachment: { url: string; thumbUrl?: string | null },
  kind: ImageKind,
): ImageSources {
  const { url, thumbUrl } = attachment;
  return imageSources(thumbUrl ?? url, kind, 1, { large: url, thumb: thumbUrl }) ?? { src: url };
}

/**
 * `lazy`: below the fold, fetched when the page scrolls near it. `eager`: shown at once (above
 * the fold, or opened by the user). `priority`: the page's largest image, fetched first.
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority';

/** The attributes that decide when the browser fetches and decodes an image. */
export function loadingProps(loading: ImageLoading) {
  return {
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    // The largest image is decoded with the page's first paint; any other off the main thread.
    decoding: loading === 'priority' ? undefined : ('async' as const),
    fetchPriority: loading === 'priority' ? ('high' as const) : undefined,
  };
}

const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200 } as const;

/**
 * A `sizes` attribute from a width in pixels, or widths (any CSS length) by breakpoint the way
 * `sx` takes them: `{ xs: 96, sm: 160 }` is "(min-width: 600px) 160px, 96px".
 */
export function sizesOf(
  width: number | string | Partial<Record<keyof typeof BREAKPOINTS, number | string>>,
): string {
  const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);
  if (typeof width !== 'object') return length(width);
  const steps = (Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[])
    .filter((name) => width[name] !== undefined)
    .reverse();
  return steps
    .map((name) =>
      BREAKPOINTS[name] === 0 || name === steps[steps.length - 1]
        ? length(width[name]!)
        : `(min-width: ${BREAKPOINTS[name]}px) ${length(width[name]!)}`,
    )
    .join(', ');
}
