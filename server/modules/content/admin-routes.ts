/**
 * The content's back-office routes (ra-data-simple-rest dialect): one resource per kind of
 * item (pages, FAQ, blog posts, team, partners), the history of saved versions, a preview of
 * Markdown as readers will get it, image uploads, and the contact inbox. Every staff member
 * reads; only admins write content; admins and support answer the inbox.
 */
import {
  CONTACT_ANSWER_MAX,
  CONTACT_STATUSES,
  CONTACT_TOPICS,
  CONTENT_BODY_MAX,
  CONTENT_REGIONS,
  FAQ_SECTIONS,
  type ContentKind,
} from '../../../common/content';
import { REGIONS } from '../../../common/regions';
import { yup } from '../../../common/validation';
import {
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type AppContext,
  type RouteSpec,
} from '../../platform';
import { out } from '../../platform/contract';
import { idOf } from '../../platform/http';
import { acceptUpload, type UploadedFile } from '../../platform/uploads';
import { CONTENT_RESOURCES, contentItemSchema, versionDto, type ContentAdmin } from './admin';
import type { ContactInbox } from './contact';
import { adminContactSchema, adminContentItemSchema, adminContentVersionSchema } from './contract';
import { renderMarkdown } from './markdown';

const TAG = 'content';
const staffId = (ctx: AppContext) => ctx.state.auth!.subjectId;

const ITEM_SORTS = {
  id: 'i.id',
  slug: 'i.slug',
  region: 'i.region',
  position: 'i.position',
  section: 'i.section',
  updatedAt: 'i.updated_at',
  publishedAt: 'i.published_at',
};

function itemRoutes(admin: ContentAdmin, kind: ContentKind): RouteSpec[] {
  const path = `/${CONTENT_RESOURCES[kind]}`;
  const response = { body: adminContentItemSchema };
  return [
    route({
      method: 'get',
      path,
      summary: `Content of kind ${kind}, with every translation; filtered by text, region and section`,
      tag: TAG,
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminContentItemSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, ITEM_SORTS, kind === 'post' ? 'publishedAt' : 'id');
        const query = admin.list(kind).select('i.*');
        const q = typeof list.filter.q === 'string' ? list.filter.q.trim() : '';
        if (q) {
          query.where((w) =>
            w.whereILike('i.slug', `%${q}%`).orWhereExists((e) =>
              e
                .from('content_translations as t')
                .whereRaw('t.item_id = i.id')
                .where((x) => x.whereILike('t.title', `%${q}%`).orWhereILike('t.body', `%${q}%`)),
            ),
          );
        }
        const regions = listFilters.choice(list.filter, 'region', CONTENT_REGIONS);
        const sections = listFilters.choice(list.filter, 'section', FAQ_SECTIONS);
        const ids = listFilters.ids(list.filter);
        if (regions) query.whereIn('i.region', regions);
        if (sections) query.whereIn('i.section', sections);
        if (ids) query.whereIn('i.id', ids);
        await respondWithList(
          ctx,
          CONTENT_RESOURCES[kind],
          list,
          query,
          (row) => row,
          'i.id',
          (rows) => admin.listDtos(rows),
        );
      },
    }),
    route({
      method: 'get',
      path: `${path}/:id`,
      summary: `One item of kind ${kind}`,
      tag: TAG,
      access: 'staff',
      errors: ['NOT_FOUND'],
      response,
      async handler(ctx) {
        ctx.body = await admin.one(kind, idOf(ctx));
      },
    }),
    route({
      method: 'post',
      path,
      summary: `Creates an item of kind ${kind} with its translations (admin)`,
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin'],
      body: contentItemSchema,
      stripUnknownBody: true,
      errors: ['VALIDATION_FAILED', 'CONTENT_SLUG_TAKEN'],
      response: { status: 201, body: adminContentItemSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await admin.create(kind, body, staffId(ctx));
      },
    }),
    route({
      method: 'put',
      path: `${path}/:id`,
      summary: `Saves an item of kind ${kind}: its fields and each translation; a history row per change (admin)`,
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin'],
      body: contentItemSchema,
      stripUnknownBody: true,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONTENT_SLUG_TAKEN'],
      response,
      async handler(ctx, { body }) {
        ctx.body = await admin.update(kind, idOf(ctx), body, staffId(ctx));
      },
    }),
    route({
      method: 'delete',
      path: `${path}/:id`,
      summary: `Deletes an item of kind ${kind}; legal pages are kept (admin)`,
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['NOT_FOUND', 'CONTENT_LEGAL_KEPT'],
      response,
      async handler(ctx) {
        ctx.body = await admin.remove(kind, idOf(ctx), staffId(ctx));
      },
    }),
  ];
}

const CONTACT_SORTS = { id: 'id', createdAt: 'created_at', status: 'status', topic: 'topic' };

export function contentAdminRoutes(admin: ContentAdmin, inbox: ContactInbox): RouteSpec[] {
  return [
    ...(Object.keys(CONTENT_RESOURCES) as ContentKind[]).flatMap((kind) => itemRoutes(admin, kind)),
    route({
      method: 'get',
      path: '/content-versions',
      summary: 'Saved versions of content translations (who, when, which version), newest first',
      tag: TAG,
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminContentVersionSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, { id: 'id', createdAt: 'created_at' }, 'id');
        const itemId = listFilters.id(list.filter, 'itemId');
        await respondWithList(ctx, 'content-versions', list, admin.versions(itemId), versionDto);
      },
    }),
    route({
      method: 'post',
      path: '/content-preview',
      summary: 'Markdown as readers will get it: sanitized HTML, links in the region’s words',
      tag: TAG,
      access: 'staff',
      body: yup
        .object({
          body: yup.string().max(CONTENT_BODY_MAX).default(''),
          region: yup.string().oneOf(REGIONS).default('uy'),
        })
        .noUnknown(),
      errors: ['VALIDATION_FAILED'],
      response: { body: out.object({ html: out.text() }) },
      handler(ctx, { body }) {
        ctx.body = { html: renderMarkdown(body.body, body.region) };
      },
    }),
    route({
      method: 'post',
      path: '/content-images',
      summary: 'Stores an image for a text (checked by content, re-encoded); answers its address',
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin'],
      before: [acceptUpload('image')],
      errors: ['UPLOAD_IMAGE_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'VALIDATION_FAILED'],
      response: {
        status: 201,
        body: out.object({ url: out.text(), width: out.integer().nullable() }),
      },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await admin.storeImage(ctx.state.upload as UploadedFile, staffId(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/contact-messages',
      summary: 'The contact inbox: messages by status and topic, newest first',
      tag: TAG,
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminContactSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, CONTACT_SORTS, 'id');
        const query = inbox.list();
        const q = typeof list.filter.q === 'string' ? list.filter.q.trim() : '';
        if (q) {
          query.where((w) =>
            w
              .whereILike('name', `%${q}%`)
              .orWhereILike('email', `%${q}%`)
              .orWhereILike('message', `%${q}%`),
          );
        }
        const statuses = listFilters.choice(list.filter, 'status', CONTACT_STATUSES);
        const topics = listFilters.choice(list.filter, 'topic', CONTACT_TOPICS);
        const ids = listFilters.ids(list.filter);
        if (statuses) query.whereIn('status', statuses);
        if (topics) query.whereIn('topic', topics);
        if (ids) query.whereIn('id', ids);
        await respondWithList(
          ctx,
          'contact-messages',
          list,
          query,
          (row) => row,
          'id',
          (rows) => inbox.withNames(rows),
        );
      },
    }),
    route({
      method: 'get',
      path: '/contact-messages/:id',
      summary: 'One contact message',
      tag: TAG,
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminContactSchema },
      async handler(ctx) {
        const [row] = await inbox.withNames([await inbox.find(idOf(ctx))]);
        ctx.body = row;
      },
    }),
    route({
      method: 'put',
      path: '/contact-messages/:id',
      summary: 'Closes or reopens a contact message',
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin', 'support'],
      body: yup.object({ status: yup.string().required().oneOf(CONTACT_STATUSES) }),
      stripUnknownBody: true,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
      response: { body: adminContactSchema },
      async handler(ctx, { body }) {
        const [row] = await inbox.withNames([
          await inbox.setStatus(idOf(ctx), body.status, staffId(ctx)),
        ]);
        ctx.body = row;
      },
    }),
    route({
      method: 'post',
      path: '/contact-messages/:id/answer',
      summary: 'Answers a contact message by e-mail to its sender; it becomes answered',
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin', 'support'],
      body: yup
        .object({ answer: yup.string().trim().required().max(CONTACT_ANSWER_MAX) })
        .noUnknown(),
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONTACT_ALREADY_CLOSED'],
      response: { body: adminContactSchema },
      async handler(ctx, { body }) {
        const [row] = await inbox.withNames([
          await inbox.answer(idOf(ctx), staffId(ctx), body.answer),
        ]);
        ctx.body = row;
      },
    }),
  ];
}
