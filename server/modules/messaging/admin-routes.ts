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
import { adminConversationReportDetailSchema, adminConversationReportSchema } from './contract';
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

export function messagingAdminRoutes(chat: MessagingService): RouteSpec[] {
  return [
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
