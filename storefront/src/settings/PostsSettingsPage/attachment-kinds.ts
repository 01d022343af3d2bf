import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../../common/constants';
import { ApiError } from '../../api/api-client';
import type { StorefrontKey } from '../../i18n/use-t';
import type { PostAttachmentKind } from '../../profiles/catalogue-api';

export const MB = 1024 * 1024;

export type AttachmentChoice = 'none' | PostAttachmentKind;

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
export const CHOICES: AttachmentChoice[] = ['none', 'image', 'video', 'file'];

/** The server refused the attachment (type or size): said next to the picker. */
export const isUploadError = (error: unknown) =>
  error instanceof ApiError && error.code.startsWith('UPLOAD_');
