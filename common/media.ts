/**
 * The sizes the upload pipeline stores of each kind of image, and how their files are named:
 * every size of one upload is a WebP file beside the others, `/media/[module/]xx/<uuid>/<size>.webp`.
 * The server stores these sizes; the storefront builds a `srcset` from them, so a page asks for
 * the smallest file that is sharp at the size it shows.
 */

/**
 * One stored size: at most `width` wide; with a `height`, cropped to cover exactly that box
 * (from the centre), without one, the whole picture in its own proportions. Never enlarged.
 */
export interface ImageSize {
  name: string;
  width: number;
  height?: number;
}

export type ImageKind = 'profile' | 'banner' | 'gallery' | 'job' | 'chat' | 'content';

/** A gallery photo, a post's photo, a service's or job's image, a chat image: the same sizes. */
const PHOTO_SIZES = [
  { name: 'large', width: 1200 },
  { name: 'thumb', width: 320, height: 320 },
] as const satisfies readonly ImageSize[];

export const IMAGE_SIZES = {
  profile: [
    { name: 'large', width: 400, height: 400 },
    { name: 'thumb', width: 96, height: 96 },
  ],
  banner: [
    { name: 'large', width: 1600, height: 400 },
    { name: 'small', width: 800, height: 200 },
  ],
  gallery: PHOTO_SIZES,
  job: PHOTO_SIZES,
  chat: PHOTO_SIZES,
  content: [{ name: 'large', width: 1600 }],
} as const satisfies Record<ImageKind, readonly ImageSize[]>;

/** The address of a stored size (the part before the size's name, and the name). */
const STORED_IMAGE =
  /^(\/media\/(?:[a-z]+\/)?[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/)([a-z]+)\.webp$/;

/**
 * The address of another size of the same stored image, or null for an address the pipeline
 * did not make (an image from elsewhere, a file of the site).
 */
export function imageVariantUrl(url: string, size: string): string | null {
  const match = STORED_IMAGE.exec(url);
  return match ? `${match[1]}${size}.webp` : null;
}
