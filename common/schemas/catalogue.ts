/**
 * Catalogue rules shared by the server and the storefront: what a profile post may hold and the
 * kinds of file a post may carry.
 */
import { yup } from '../validation';

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;

export const POST_ATTACHMENT_KINDS = ['image', 'video', 'file'] as const;
export type PostAttachmentKind = (typeof POST_ATTACHMENT_KINDS)[number];

/** A new post: a title and a text, both required, within their lengths. */
export const postSchema = yup.object({
  title: yup.string().trim().required().max(POST_TITLE_MAX),
  content: yup.string().trim().required().max(POST_CONTENT_MAX),
});
