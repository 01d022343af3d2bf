import { idOf, route, type AppContext, type RouteSpec } from '../../platform';
import type { ResponseSpec } from '../../platform/contract';
import { acceptUpload, type UploadedFile } from '../../platform/uploads';
import { mediaItemSchema, mediaListSchema, profileImagesSchema } from './contract';
import type { Media } from './media';
import type { Profiles } from './profiles';

const UPLOAD_ERRORS = ['UPLOAD_TYPE_NOT_ALLOWED', 'VALIDATION_FAILED'];
const upload = (ctx: AppContext) => (ctx.state as unknown as { upload: UploadedFile }).upload;
const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;

/** A route that takes one uploaded file of a kind and answers what the media service made of it. */
function uploadRoute(spec: {
  method: 'put' | 'post';
  path: string;
  summary: string;
  kind: 'image' | 'video';
  response: ResponseSpec;
  save: (userId: number, file: UploadedFile) => Promise<unknown>;
}): RouteSpec {
  const { kind, response, save, ...declaration } = spec;
  return route({
    ...declaration,
    tag: 'media',
    access: 'user',
    before: [acceptUpload(kind)],
    errors: [
      kind === 'image' ? 'UPLOAD_IMAGE_TOO_LARGE' : 'UPLOAD_VIDEO_TOO_LARGE',
      ...UPLOAD_ERRORS,
    ],
    response,
    async handler(ctx) {
      if (response.status) ctx.status = response.status;
      ctx.body = await save(userId(ctx), upload(ctx));
    },
  });
}

const GALLERY_SUMMARIES = {
  image: 'Add a photo to the gallery (multipart field `file`)',
  video: 'Add an MP4 video to the gallery (multipart field `file`, up to 20 MB)',
};

export function mediaRoutes(media: Media, profiles: Profiles): RouteSpec[] {
  return [
    ...(['profile', 'banner'] as const).map((which) =>
      uploadRoute({
        method: 'put',
        path: `/user/${which}-image`,
        summary: `Upload the ${which} image (multipart field \`file\`: PNG, JPG or GIF up to 20 MB)`,
        kind: 'image',
        response: { body: profileImagesSchema },
        save: which === 'profile' ? media.setProfileImage : media.setBannerImage,
      }),
    ),
    ...(['image', 'video'] as const).map((kind) =>
      uploadRoute({
        method: 'post',
        path: `/user/media/${kind}s`,
        summary: GALLERY_SUMMARIES[kind],
        kind,
        response: { status: 201, body: mediaItemSchema },
        save: (id, file) => media.addToGallery(id, kind, file),
      }),
    ),
    route({
      method: 'delete',
      path: '/user/media/:id',
      summary: 'Remove a photo or video from the gallery',
      tag: 'media',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        await media.removeFromGallery(userId(ctx), idOf(ctx));
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
