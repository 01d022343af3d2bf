import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../../common/constants';
import { ApiError } from '../../api/api-client';
import type { StorefrontKey } from '../../i18n/use-t';
import type { PostAttachmentKind } from '../../profiles/catalogue-api';

export const MB = 1024 * 1024;

/** The files chosen for a new post, one at most of each kind. */
export type AttachmentFiles = Partial<Record<PostAttachmentKind, File | null>>;

/** What each kind accepts, up to what size, and the texts of its picker. */
export const KINDS: Record<
  PostAttachmentKind,
  {
    accept: string;
    /** Largest size sent; the server refuses anything bigger. */
    max: number;
    option: StorefrontKey;
    choose: StorefrontKey;
    help: StorefrontKey;
  }
> = {
  image: {
    accept: 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif',
    max: MAX_IMAGE_BYTES,
    option: 'posts.attachImage',
    choose: 'posts.chooseImage',
    help: 'media.imageHelp',
  },
  video: {
    accept: 'video/mp4,.mp4',
    max: MAX_VIDEO_BYTES,
    option: 'posts.attachVideo',
    choose: 'posts.chooseVideo',
    help: 'media.videoHelp',
  },
  file: {
    accept: 'application/pdf,.pdf',
    // "under 5 MB": one byte less than the setting, as the server.
    max: MAX_FILE_BYTES - 1,
    option: 'posts.attachFile',
    choose: 'posts.chooseFile',
    help: 'posts.fileHelp',
  },
};

/** The server refused an attachment (type or size): said next to its picker. */
export const isUploadError = (error: unknown) =>
  error instanceof ApiError && error.code.startsWith('UPLOAD_');

/** An upload the server refused, with the kind whose picker says why. */
export class AttachmentRefused extends Error {
  override readonly name = 'AttachmentRefused';
  constructor(
    readonly kind: PostAttachmentKind,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}
