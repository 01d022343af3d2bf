import { notFound, route, type AppContext, type RouteSpec } from '../../platform';
import { acceptUpload, type UploadedFile } from '../../platform/uploads';
import { mediaItemSchema, mediaListSchema, profileImagesSchema } from './contract';
import type { Media } from './media';
import type { Profiles } from './profiles';

const UPLOAD_ERRORS = ['UPLOAD_TYPE_NOT_ALLOWED', 'VALIDATION_FAILED'];
const upload = (ctx: AppContext) => (ctx.state as unknown as { upload: UploadedFile }).upload;
const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;

export function mediaRoutes(media: Media, profiles: Profiles): RouteSpec[] {
  return [
    route({
      method: 'put',
      path: '/user/profile-image',
      summary: 'Upload the profile image (multipart field `file`: PNG, JPG or GIF up to 20 MB)',
      tag: 'media',
      access: 'user',
      before: [acceptUpload('image')],
      errors: ['UPLOAD_IMAGE_TOO_LARGE', ...UPLOAD_ERRORS],
      response: { body: profileImagesSchema },
      async handler(ctx) {
        ctx.body = await media.setProfileImage(userId(ctx), upload(ctx));
      },
    }),
    route({
      method: 'put',
      path: '/user/banner-image',
      summary: 'Upload the banner image (multipart field `file`: PNG, JPG or GIF up to 20 MB)',
      tag: 'media',
      access: 'user',
      before: [acceptUpload('image')],
      errors: ['UPLOAD_IMAGE_TOO_LARGE', ...UPLOAD_ERRORS],
      response: { body: profileImagesSchema },
      async handler(ctx) {
        ctx.body = await media.setBannerImage(userId(ctx), upload(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/user/media/images',
      summary: 'Add a photo to the gallery (multipart field `file`)',
      tag: 'media',
      access: 'user',
      before: [acceptUpload('image')],
      errors: ['UPLOAD_IMAGE_TOO_LARGE', ...UPLOAD_ERRORS],
      response: { status: 201, body: mediaItemSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await media.addToGallery(userId(ctx), 'image', upload(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/user/media/videos',
      summary: 'Add an MP4 video to the gallery (multipart field `file`, up to 20 MB)',
      tag: 'media',
      access: 'user',
      before: [acceptUpload('video')],
      errors: ['UPLOAD_VIDEO_TOO_LARGE', ...UPLOAD_ERRORS],
      response: { status: 201, body: mediaItemSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await media.addToGallery(userId(ctx), 'video', upload(ctx));
      },
    }),
    route({
      method: 'delete',
      path: '/user/media/:id',
      summary: 'Remove a photo or video from the gallery',
      tag: 'media',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        const id = Number(ctx.params.id);
        if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
        await media.removeFromGallery(userId(ctx), id);
        ctx.status = 204;
      },
    }),
    route({
      method: 'get',
      path: '/profiles/:query/media',
      summary: 'A profile’s photos and videos, newest first',
      tag: 'media',
      access: 'optionalUser',
      errors: ['NOT_FOUND'],
      response: { body: mediaListSchema },
      async handler(ctx) {
        const profile = await profiles.profile(
          ctx.params.query,
          ctx.state.auth?.subjectId,
          ctx.state.language,
        );
        ctx.body = { data: await media.gallery(profile.id) };
      },
    }),
  ];
}
