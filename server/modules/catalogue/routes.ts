import { postSchema as newPostSchema } from '../../../common/schemas/catalogue';
import { DEFAULT_REGION, REGIONS, isRegion, type Region } from '../../../common/regions';
import { yup } from '../../../common/validation';
import { idOf, route, type AppContext, type RouteSpec } from '../../platform';
import { acceptUploadOfKind, type UploadedFile } from '../../platform/uploads';
import {
  categoryListSchema,
  categoryWithSkillsSchema,
  completenessSchema,
  favoriteSchema,
  postPageSchema,
  postSchema,
  profileCardPageSchema,
  profileSearchPageSchema,
  profileDetailSchema,
  skillListSchema,
} from './contract';
import type { Profiles } from './profiles';
import {
  POST_ATTACHMENT_KINDS,
  categoryDto,
  skillDto,
  type CatalogueService,
  type PostAttachmentKind,
} from './service';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;

/** The region whose slugs an answer gives and a slug is read in (uy when absent; ADR 0028). */
const regionField = yup.string().oneOf(REGIONS).optional();
const regionQuery = yup.object({ region: regionField });
const regionOf = (query: { region?: string }): Region =>
  isRegion(query.region) ? query.region : DEFAULT_REGION;

const searchQuery = yup.object({
  q: yup.string().trim().max(100).optional(),
  category: yup.string().trim().max(60).optional(),
  skill: yup.string().trim().max(60).optional(),
  department: yup.string().trim().max(60).optional(),
  minRating: yup.number().min(0).max(5).optional(),
  cursor: yup.string().trim().max(300).optional(),
  limit: yup.number().integer().min(1).max(50).optional(),
  region: regionField,
});
const cursorQuery = yup.object({
  cursor: yup.string().trim().max(300).optional(),
  region: regionField,
});
const postsQuery = yup.object({
  cursor: yup.string().trim().max(300).optional(),
  limit: yup.number().integer().min(1).max(50).optional(),
});
const skillsQuery = yup.object({
  category: yup.string().trim().max(60).optional(),
  region: regionField,
});
const idList = (max: number) =>
  yup.array().of(yup.number().integer().positive().required()).required().max(max);
const postBody = newPostSchema;

const attachmentQuery = yup.object({
  kind: yup.string().oneOf(POST_ATTACHMENT_KINDS).required(),
});

/** The uploaded file and the name the sender gave it (never used to store it). */
function attachmentUpload(ctx: AppContext) {
  const upload = (ctx.state as unknown as { upload: UploadedFile }).upload;
  const sent = ctx.request.files?.file;
  const original = Array.isArray(sent) ? sent[0] : sent;
  return { upload, name: original?.originalFilename ?? null };
}

export function catalogueRoutes(service: CatalogueService, profiles: Profiles): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/categories',
      summary:
        'Enabled categories, names in every language and in the request language, slugs of the region',
      tag: 'catalogue',
      access: 'public',
      query: regionQuery,
      response: { body: categoryListSchema },
      async handler(ctx, { query }) {
        const categories = await service.listCategories();
        ctx.set('Cache-Control', 'public, max-age=60');
        ctx.body = {
          data: categories.map((c) => categoryDto(c, ctx.state.language, regionOf(query))),
        };
      },
    }),
    route({
      method: 'get',
      path: '/categories/:slug',
      summary:
        'One category with its skills, by its slug in the region (or in another region: the answer gives the region’s)',
      tag: 'catalogue',
      access: 'public',
      query: regionQuery,
      errors: ['NOT_FOUND'],
      response: { body: categoryWithSkillsSchema },
      async handler(ctx, { query }) {
        const region = regionOf(query);
        const { category, skills } = await service.category(ctx.params.slug, region);
        ctx.body = {
          ...categoryDto(category, ctx.state.language, region),
          skills: skills.map((s) => skillDto(s, ctx.state.language, region)),
        };
      },
    }),
    route({
      method: 'get',
      path: '/skills',
      summary: 'Enabled skills (modalities), optionally of one category',
      tag: 'catalogue',
      access: 'public',
      query: skillsQuery,
      response: { body: skillListSchema },
      async handler(ctx, { query }) {
        const region = regionOf(query);
        const skills = await service.skills(query.category, region);
        ctx.body = { data: skills.map((s) => skillDto(s, ctx.state.language, region)) };
      },
    }),
    route({
      method: 'get',
      path: '/profiles',
      summary:
        'Search the visible proskers of one region by trade, name or words (keyset pages, most relevant first)',
      tag: 'profiles',
      access: 'public',
      query: searchQuery,
      response: { body: profileSearchPageSchema },
      async handler(ctx, { query }) {
        ctx.body = await profiles.search(query, ctx.state.language);
      },
    }),
    route({
      method: 'get',
      path: '/profiles/:query',
      summary: 'A public profile by username or id (its owner also sees completeness)',
      tag: 'profiles',
      access: 'optionalUser',
      query: regionQuery,
      errors: ['NOT_FOUND'],
      response: { body: profileDetailSchema },
      async handler(ctx, { query }) {
        ctx.body = await profiles.profile(
          ctx.params.query,
          ctx.state.auth?.subjectId,
          ctx.state.language,
          regionOf(query),
        );
      },
    }),
    route({
      method: 'get',
      path: '/profiles/:query/posts',
      summary: 'A profile’s posts, newest first (keyset pages)',
      tag: 'profiles',
      access: 'optionalUser',
      query: postsQuery,
      errors: ['NOT_FOUND'],
      response: { body: postPageSchema },
      async handler(ctx, { query }) {
        const profile = await profiles.profile(
          ctx.params.query,
          ctx.state.auth?.subjectId,
          ctx.state.language,
        );
        ctx.body = await service.posts.list(profile.id, query.cursor, query.limit);
      },
    }),
    route({
      method: 'get',
      path: '/user/completeness',
      summary: 'The signed-in user’s profile completeness and what is missing',
      tag: 'profiles',
      access: 'user',
      response: { body: completenessSchema },
      async handler(ctx) {
        ctx.body = await profiles.completenessOf(userId(ctx));
      },
    }),
    route({
      method: 'put',
      path: '/user/categories',
      summary: 'A prosker’s categories',
      tag: 'profiles',
      access: 'user',
      query: regionQuery,
      body: yup.object({ categoryIds: idList(10) }),
      errors: ['PERMISSION_DENIED'],
      response: { body: categoryListSchema },
      async handler(ctx, { body, query }) {
        const categories = await service.setCategories(userId(ctx), body.categoryIds);
        ctx.body = {
          data: categories.map((c) => categoryDto(c, ctx.state.language, regionOf(query))),
        };
      },
    }),
    route({
      method: 'put',
      path: '/user/skills',
      summary: 'A prosker’s skills (modalities)',
      tag: 'profiles',
      access: 'user',
      query: regionQuery,
      body: yup.object({ skillIds: idList(30) }),
      errors: ['PERMISSION_DENIED'],
      response: { body: skillListSchema },
      async handler(ctx, { body, query }) {
        const skills = await service.setSkills(userId(ctx), body.skillIds);
        ctx.body = { data: skills.map((s) => skillDto(s, ctx.state.language, regionOf(query))) };
      },
    }),
    route({
      method: 'get',
      path: '/user/favorites',
      summary: 'The signed-in user’s favorite proskers, newest first',
      tag: 'favorites',
      access: 'user',
      query: cursorQuery,
      response: { body: profileCardPageSchema },
      async handler(ctx, { query }) {
        ctx.body = await service.favorites.list(
          userId(ctx),
          query.cursor,
          ctx.state.language,
          regionOf(query),
        );
      },
    }),
    route({
      method: 'post',
      path: '/user/favorites',
      summary: 'Mark a prosker as favorite',
      tag: 'favorites',
      access: 'user',
      body: yup.object({ userId: yup.number().integer().positive().required() }),
      errors: ['FAVORITE_EXISTS', 'USER_NOT_FOUND'],
      response: { status: 201, body: favoriteSchema },
      async handler(ctx, { body }) {
        await service.favorites.add(userId(ctx), body.userId);
        ctx.status = 201;
        ctx.body = { userId: body.userId };
      },
    }),
    route({
      method: 'delete',
      path: '/user/favorites/:userId',
      summary: 'Unmark a favorite',
      tag: 'favorites',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        await service.favorites.remove(userId(ctx), Number(ctx.params.userId));
        ctx.status = 204;
      },
    }),
    route({
      method: 'post',
      path: '/user/posts',
      summary: 'Publish a post on the prosker’s profile',
      tag: 'posts',
      access: 'user',
      body: postBody,
      errors: ['PERMISSION_DENIED'],
      response: { status: 201, body: postSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await service.posts.create(userId(ctx), body);
      },
    }),
    route({
      method: 'delete',
      path: '/user/posts/:id',
      summary: 'Delete one of the signed-in user’s posts',
      tag: 'posts',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        await service.posts.remove(userId(ctx), idOf(ctx));
        ctx.status = 204;
      },
    }),
    route({
      method: 'put',
      path: '/user/posts/:id/attachment',
      summary:
        'Attach a photo (PNG, JPG or GIF up to 20 MB), an MP4 video (up to 20 MB) or a PDF file ' +
        '(under 5 MB) to one of the signed-in user’s posts (multipart field `file`); a post ' +
        'carries one of each kind, and this replaces the previous one of the same kind',
      tag: 'posts',
      access: 'user',
      query: attachmentQuery,
      before: [acceptUploadOfKind(POST_ATTACHMENT_KINDS)],
      errors: [
        'NOT_FOUND',
        'UPLOAD_IMAGE_TOO_LARGE',
        'UPLOAD_VIDEO_TOO_LARGE',
        'UPLOAD_FILE_TOO_LARGE',
        'UPLOAD_TYPE_NOT_ALLOWED',
        'VALIDATION_FAILED',
      ],
      response: { body: postSchema },
      async handler(ctx, { query }) {
        const id = idOf(ctx);
        const { upload, name } = attachmentUpload(ctx);
        ctx.body = await service.posts.attach(
          userId(ctx),
          id,
          query.kind as PostAttachmentKind,
          upload,
          name,
        );
      },
    }),
    route({
      method: 'delete',
      path: '/user/posts/:id/attachment',
      summary:
        'Remove the photo, the video or the file (`kind`) of one of the signed-in user’s posts',
      tag: 'posts',
      access: 'user',
      query: attachmentQuery,
      errors: ['NOT_FOUND'],
      response: { body: postSchema },
      async handler(ctx, { query }) {
        ctx.body = await service.posts.detach(
          userId(ctx),
          idOf(ctx),
          query.kind as PostAttachmentKind,
        );
      },
    }),
  ];
}
