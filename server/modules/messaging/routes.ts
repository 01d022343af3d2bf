import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  type ChatAttachmentKind,
} from '../../../common/chat';
import {
  conversationReportSchema as reportBody,
  messageSchema as messageBody,
} from '../../../common/schemas/messaging';
import { yup } from '../../../common/validation';
import { route, validate, type AppContext, type RouteSpec } from '../../platform';
import { idOf, parseId } from '../../platform/http';
import { out } from '../../platform/contract';
import { acceptUploadOfKind, type UploadedFile } from '../../platform/uploads';
import {
  conversationPageSchema,
  conversationReportSchema,
  conversationSchema,
  messagePageSchema,
  messageSchema,
  unreadSchema,
} from './contract';
import type { MessagingService } from './service';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
const TAG = 'chat';
const id = () => yup.number().integer().positive();
const limit = () => yup.number().integer().min(1).max(CHAT_PAGE_MAX).optional();
/** Who a send may be refused by, besides a bad body and a missing conversation. */
const SEND_ERRORS = [
  'CONVERSATION_NOT_FOUND',
  'CONVERSATION_BLOCKED',
  'CONVERSATION_USER_UNAVAILABLE',
  'RATE_LIMITED',
];

const startBody = yup
  .object({ proskerId: id().optional(), clientId: id().optional() })
  .test('one', { key: 'fields.required' } as never, function exactlyOne(value) {
    const given = [value.proskerId, value.clientId].filter((v) => v !== undefined).length;
    return (
      given === 1 ||
      this.createError({ path: 'proskerId', message: { key: 'fields.required' } as never })
    );
  });

const messagesQuery = yup
  .object({ before: id().optional(), after: id().optional(), limit: limit() })
  .test('either', { key: 'fields.invalid' } as never, function notBoth(value) {
    return (
      value.before === undefined ||
      value.after === undefined ||
      this.createError({ path: 'after', message: { key: 'fields.invalid' } as never })
    );
  });

const attachmentFields = yup.object({
  clientMessageId: messageBody.fields.clientMessageId,
});

/** A message sent through the socket: the route's body and the conversation's id. */
export const socketMessage = messageBody.shape({ conversationId: id().required() });

/** The conversation and message ids of `/conversations/:id/messages/:messageId`. */
const messageIdOf = (ctx: AppContext) => parseId(ctx.params.messageId)!;

export function messagingRoutes(chat: MessagingService): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/conversations',
      summary:
        'Open the conversation with a prosker (`proskerId`: the caller is the client) or, for a prosker, with a client who agreed to one of their jobs (`clientId`); a second ask answers CONVERSATION_EXISTS with `details.conversationId`',
      tag: TAG,
      access: 'user',
      body: startBody,
      errors: [
        'USER_NOT_FOUND',
        'CONVERSATION_NOT_ALLOWED',
        'CONVERSATION_USER_UNAVAILABLE',
        'CONVERSATION_EXISTS',
        'CONVERSATION_DAILY_LIMIT',
      ],
      response: { status: 201, body: conversationSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await chat.start(userId(ctx), body);
      },
    }),
    route({
      method: 'get',
      path: '/conversations',
      summary:
        'The caller’s conversations, newest activity first, by cursor; `q` finds a name or a message text (accents and case aside)',
      tag: TAG,
      access: 'user',
      query: yup.object({
        q: yup.string().trim().max(100).optional(),
        cursor: yup.string().trim().max(200).optional(),
        limit: limit(),
      }),
      errors: ['VALIDATION_FAILED'],
      response: { body: conversationPageSchema },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await chat.list(userId(ctx), { ...query, limit: query.limit ?? CHAT_PAGE_SIZE });
      },
    }),
    route({
      method: 'get',
      path: '/conversations/unread',
      summary: 'How many of the caller’s conversations have unread messages (the header’s badge)',
      tag: TAG,
      access: 'user',
      response: { body: unreadSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await chat.unread(userId(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/conversations/:id',
      summary:
        'One of the caller’s conversations: the other person, whether the caller may send, the jobs between them',
      tag: TAG,
      access: 'user',
      errors: ['CONVERSATION_NOT_FOUND'],
      response: { body: conversationSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await chat.get(userId(ctx), idOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/conversations/:id/messages',
      summary:
        'Messages, oldest first: the newest page, or the page before `before` (older), or the messages after `after` (catching up after a reconnect)',
      tag: TAG,
      access: 'user',
      query: messagesQuery,
      errors: ['CONVERSATION_NOT_FOUND', 'VALIDATION_FAILED'],
      response: { body: messagePageSchema },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await chat.messages(userId(ctx), idOf(ctx), {
          ...query,
          limit: query.limit ?? CHAT_PAGE_SIZE,
        });
      },
    }),
    route({
      method: 'post',
      path: '/conversations/:id/messages',
      summary:
        'Send a text (plain text, at most 4,000 characters); the same `clientMessageId` again answers the stored message',
      tag: TAG,
      access: 'user',
      body: messageBody,
      errors: SEND_ERRORS,
      response: { status: 201, body: messageSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await chat.send(userId(ctx), idOf(ctx), body);
      },
    }),
    route({
      method: 'post',
      path: '/conversations/:id/attachments',
      summary:
        'Send an image (`kind=image`: PNG, JPG or GIF up to 20 MB, kept as WebP with a thumb) or a PDF (`kind=file`, under 5 MB) as multipart `file`, with the form field `clientMessageId`',
      tag: TAG,
      access: 'user',
      query: yup.object({ kind: yup.string().oneOf(CHAT_ATTACHMENT_KINDS).required() }),
      before: [
        async (ctx: AppContext, next: () => Promise<unknown>) => {
          await chat.assertMaySendTo(userId(ctx), idOf(ctx));
          await next();
        },
        acceptUploadOfKind(CHAT_ATTACHMENT_KINDS),
      ],
      errors: [
        ...SEND_ERRORS,
        'UPLOAD_IMAGE_TOO_LARGE',
        'UPLOAD_FILE_TOO_LARGE',
        'UPLOAD_TYPE_NOT_ALLOWED',
      ],
      response: { status: 201, body: messageSchema },
      async handler(ctx, { query }) {
        const fields = await validate(attachmentFields, ctx.request.body ?? {});
        const upload = (ctx.state as unknown as { upload: UploadedFile }).upload;
        ctx.status = 201;
        ctx.body = await chat.sendAttachment(
          userId(ctx),
          idOf(ctx),
          String(fields.clientMessageId),
          query.kind as ChatAttachmentKind,
          upload,
        );
      },
    }),
    route({
      method: 'delete',
      path: '/conversations/:id/messages/:messageId',
      summary: 'Delete one’s own message: its text and file are gone, both sides see it deleted',
      tag: TAG,
      access: 'user',
      errors: ['CONVERSATION_NOT_FOUND', 'MESSAGE_NOT_FOUND', 'PERMISSION_DENIED'],
      response: { body: messageSchema },
      async handler(ctx) {
        ctx.body = await chat.remove(userId(ctx), idOf(ctx), messageIdOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/conversations/:id/read',
      summary:
        'The caller has read up to `messageId`: the unread count drops, the other side sees "seen"',
      tag: TAG,
      access: 'user',
      body: yup.object({ messageId: id().required() }),
      errors: ['CONVERSATION_NOT_FOUND'],
      response: {
        body: out.namedObject('ConversationRead', {
          unread: out.integer(),
          lastReadMessageId: out.integer(),
        }),
      },
      async handler(ctx, { body }) {
        ctx.body = await chat.read(userId(ctx), idOf(ctx), body.messageId);
      },
    }),
    // PUT blocks the other person (no more messages either way), DELETE lifts the block.
    ...(
      [
        ['put', true, 'Block the other person: no more messages either way until unblocked'],
        ['delete', false, 'Unblock the other person'],
      ] as const
    ).map(([method, blocked, summary]) =>
      route({
        method,
        path: '/conversations/:id/block',
        summary,
        tag: TAG,
        access: 'user',
        errors: ['CONVERSATION_NOT_FOUND'],
        response: { body: conversationSchema },
        async handler(ctx) {
          ctx.body = await chat.block(userId(ctx), idOf(ctx), blocked);
        },
      }),
    ),
    route({
      method: 'post',
      path: '/conversations/:id/reports',
      summary:
        'Report the conversation to staff, who then may read it (one open report per person)',
      tag: TAG,
      access: 'user',
      body: reportBody,
      errors: ['CONVERSATION_NOT_FOUND'],
      response: { status: 201, body: conversationReportSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await chat.report(userId(ctx), idOf(ctx), body.reason);
      },
    }),
  ];
}
