/**
 * Back-office moderation of the chat (ra-data-simple-rest dialect): the conversations users
 * reported. Staff read a conversation only through a report; every staff member reads, only
 * admins decide (dismiss, or ban the reported user, who is then signed out everywhere).
 */
import { CHAT_REPORT_STATUSES } from '../../../common/chat';
import { staffReasonRule } from '../../../common/schemas/accounts';
import { yup } from '../../../common/validation';
import {
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type RouteSpec,
} from '../../platform';
import { idOf } from '../../platform/http';
import { out } from '../../platform/contract';
import type { AccountFacts } from '../accounts';
import { messageSchema as messageBody } from '../../../common/schemas/messaging';
import {
  adminConversationReportDetailSchema,
  adminConversationReportSchema,
  adminSupportConversationDetailSchema,
  adminSupportConversationSchema,
  adminSupportMessageSchema,
} from './contract';
import type { Row } from './queries';
import type { MessagingService } from './service';

const REPORT_SORTS = {
  id: 'r.id',
  status: 'r.status',
  createdAt: 'r.created_at',
  resolvedAt: 'r.resolved_at',
};

/** What staff may decide on an open report. */
const REPORT_DECISIONS = ['dismissed', 'banned'] as const;

const person = (facts: AccountFacts | undefined, id: unknown) => ({
  id: Number(id),
  username: facts?.username ?? '',
  name: facts ? `${facts.firstName} ${facts.lastName}`.trim() : '',
});

function reportDto(row: Row) {
  const reported = row.reported as AccountFacts | undefined;
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    reporter: person(row.reporter as AccountFacts | undefined, row.reporter_id),
    reported: { ...person(reported, row.reported_id), banned: reported?.banned ?? false },
    reason: row.reason as string,
    status: row.status as (typeof CHAT_REPORT_STATUSES)[number],
    createdAt: new Date(row.created_at as string).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at as string).toISOString() : null,
  };
}

const SUPPORT_SORTS = { id: 'c.id', lastMessageAt: 'c.last_message_at' };

function supportDto(row: Row) {
  const user = row.user as AccountFacts | undefined;
  return {
    id: Number(row.id),
    user: { ...person(user, row.support_user_id), email: user?.email ?? '' },
    lastMessageAt: new Date(row.last_message_at as string).toISOString(),
    lastMessage: (row.last_body as string | null) ?? null,
    waiting: row.last_id !== null && row.last_staff_id === null,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

/**
 * Support conversations (docs/adr/0029-what-support-may-do.md): staff (support and admin) open
 * one with a user and write in it as "Soporte Prosk"; each message is in the audit log.
 */
function supportRoutes(chat: MessagingService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/support-conversations',
      summary:
        'Support conversations, newest activity first; `userId` filters one user’s, `waiting` those the user wrote last in',
      tag: 'chat',
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminSupportConversationSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, SUPPORT_SORTS, 'lastMessageAt');
        const userId = listFilters.id(list.filter, 'userId');
        const query = chat.staff.supportList({
          userIds: userId === undefined ? undefined : [userId],
          ids: listFilters.ids(list.filter),
          waiting: listFilters.boolean(list.filter, 'waiting'),
        });
        await respondWithList(
          ctx,
          'support-conversations',
          list,
          query,
          supportDto,
          'c.id',
          (rows) => chat.staff.withUsers(rows),
        );
      },
    }),
    route({
      method: 'get',
      path: '/support-conversations/:id',
      summary: 'One support conversation with its newest messages and who of staff wrote each',
      tag: 'chat',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminSupportConversationDetailSchema },
      async handler(ctx) {
        const found = await chat.staff.support(idOf(ctx));
        ctx.body = { ...supportDto(found), messages: found.messages };
      },
    }),
    route({
      method: 'post',
      path: '/support-conversations',
      summary:
        'Open the support conversation with a user (or answer the one there is), to write to them as “Soporte Prosk”',
      tag: 'chat',
      access: 'staff',
      body: yup.object({ userId: yup.number().integer().positive().required() }),
      stripUnknownBody: true,
      errors: ['USER_NOT_FOUND', 'CONVERSATION_USER_UNAVAILABLE'],
      response: { status: 201, body: adminSupportConversationDetailSchema },
      async handler(ctx, { body }) {
        const found = await chat.staff.openSupport(ctx.state.auth!.subjectId, body.userId);
        ctx.status = 201;
        ctx.body = { ...supportDto(found), messages: found.messages };
      },
    }),
    route({
      method: 'post',
      path: '/support-conversations/:id/messages',
      summary:
        'Write to the user as “Soporte Prosk” (audited); the same `clientMessageId` again answers the stored message',
      tag: 'chat',
      access: 'staff',
      body: messageBody,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'CONVERSATION_USER_UNAVAILABLE'],
      response: { status: 201, body: adminSupportMessageSchema },
      async handler(ctx, { body }) {
        const message = await chat.staff.sendSupport(ctx.state.auth!.subjectId, idOf(ctx), body);
        ctx.status = 201;
        ctx.body = { ...message, staffName: null };
      },
    }),
  ];
}

export function messagingAdminRoutes(chat: MessagingService): RouteSpec[] {
  return [
    ...supportRoutes(chat),
    route({
      method: 'get',
      path: '/conversation-reports',
      summary: 'Reported conversations, filtered by status',
      tag: 'chat',
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminConversationReportSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, REPORT_SORTS, 'id');
        const query = chat.staff.reports({
          status: listFilters.choice(list.filter, 'status', CHAT_REPORT_STATUSES),
          ids: listFilters.ids(list.filter),
        });
        await respondWithList(ctx, 'conversation-reports', list, query, reportDto, 'r.id', (rows) =>
          chat.staff.withPeople(rows),
        );
      },
    }),
    route({
      method: 'get',
      path: '/conversation-reports/:id',
      summary: 'One report with the reported conversation’s newest messages',
      tag: 'chat',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminConversationReportDetailSchema },
      async handler(ctx) {
        const report = await chat.staff.report(idOf(ctx));
        ctx.body = { ...reportDto(report), messages: report.messages };
      },
    }),
    route({
      method: 'put',
      path: '/conversation-reports/:id',
      summary:
        'Decide an open report: `dismissed`, or `banned` with a `reason` the banned user is told (admin)',
      tag: 'chat',
      access: 'staff',
      staffRoles: ['admin'],
      body: yup.object({
        status: yup.string().oneOf(REPORT_DECISIONS).required(),
        // A ban says why: the banned user reads it.
        reason: yup.string().when('status', {
          is: 'banned',
          then: () => staffReasonRule(),
          otherwise: (rule) => rule.strip(),
        }),
      }),
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'REPORT_ALREADY_RESOLVED'],
      response: { body: adminConversationReportDetailSchema },
      async handler(ctx, { body }) {
        const report = await chat.staff.resolve(
          ctx.state.auth!.subjectId,
          idOf(ctx),
          body.status as (typeof REPORT_DECISIONS)[number],
          body.reason,
        );
        ctx.body = { ...reportDto(report), messages: report.messages };
      },
    }),
  ];
}
