/**
 * The notifications' routes: the user's list and read marks (storefront), the one-click
 * unsubscribe links (no sign-in: the link is signed), the WhatsApp status webhook (signed by
 * Meta), and what staff read and resend in the back office (ra-data-simple-rest dialect).
 */
import {
  DELIVERY_STATUSES,
  NOTICE_CHANNELS,
  PHONE_CODE_DIGITS,
} from '../../../common/notifications';
import { yup } from '../../../common/validation';
import {
  AppError,
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type AppContext,
  type RouteSpec,
} from '../../platform';
import { staffIdOf } from '../../platform/audit';
import { idOf } from '../../platform/http';
import {
  adminDeliverySchema,
  adminTemplateDetailSchema,
  adminTemplateSchema,
  noticePageSchema,
  noticeUnreadSchema,
  phoneCheckSchema,
  unsubscribeSchema,
  whatsappReceiptSchema,
} from './contract';
import type { Notifications } from './notifications';
import { out } from '../../platform/contract';

const TAG = 'notifications';
const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
/** A link's token: anything longer or stranger than one we make is not one of ours. */
const tokenOf = (ctx: AppContext) => {
  const token = String(ctx.params.token ?? '');
  if (token.length > 400 || !/^[A-Za-z0-9_.-]+$/.test(token)) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
  }
  return token;
};

/** The path of the WhatsApp webhook under the storefront API (its raw body is kept). */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

export function notificationRoutes(notifications: Notifications): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/notifications',
      summary:
        'The caller’s notices, newest first, by pages before a notice id; with the unread count',
      tag: TAG,
      access: 'user',
      query: yup.object({
        before: yup.number().integer().positive().optional(),
        limit: yup.number().integer().min(1).max(50).optional(),
      }),
      errors: ['VALIDATION_FAILED'],
      response: { body: noticePageSchema },
      async handler(ctx, { query }) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await notifications.list(userId(ctx), query, ctx.state.language);
      },
    }),
    route({
      method: 'get',
      path: '/notifications/unread',
      summary: 'How many of the caller’s notices are unread',
      tag: TAG,
      access: 'user',
      response: { body: noticeUnreadSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await notifications.unread(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/notifications/read-all',
      summary: 'Marks every notice of the caller read',
      tag: TAG,
      access: 'user',
      response: { body: noticeUnreadSchema },
      async handler(ctx) {
        ctx.body = await notifications.markAllRead(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/notifications/:id/read',
      summary: 'Marks one of the caller’s notices read (anyone else’s does not exist for them)',
      tag: TAG,
      access: 'user',
      errors: ['NOTIFICATION_NOT_FOUND', 'NOT_FOUND'],
      response: { body: noticeUnreadSchema },
      async handler(ctx) {
        ctx.body = await notifications.markRead(userId(ctx), idOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/notifications/whatsapp-number',
      summary: 'Whether the caller’s phone number is confirmed for WhatsApp notices',
      tag: TAG,
      access: 'user',
      response: { body: phoneCheckSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await notifications.phone.status(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/notifications/whatsapp-number/code',
      summary:
        'Sends a code to the caller’s phone number by WhatsApp (a confirmed number answers as it is)',
      tag: TAG,
      access: 'user',
      body: yup.object({}),
      stripUnknownBody: true,
      errors: ['PHONE_REQUIRED', 'PHONE_CODE_NOT_SENT', 'AUTH_RATE_LIMITED'],
      response: { body: phoneCheckSchema },
      async handler(ctx) {
        ctx.body = await notifications.phone.sendCode(userId(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/notifications/whatsapp-number/confirm',
      summary: 'Confirms the caller’s phone number with the code WhatsApp brought',
      tag: TAG,
      access: 'user',
      body: yup.object({
        code: yup
          .string()
          .trim()
          .required('fields.required')
          .matches(new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`), 'fields.phoneCode'),
      }),
      errors: ['VALIDATION_FAILED', 'PHONE_CODE_INVALID', 'PHONE_CODE_EXPIRED'],
      response: { body: phoneCheckSchema },
      async handler(ctx, { body }) {
        ctx.body = await notifications.phone.confirm(userId(ctx), body.code);
      },
    }),
    route({
      method: 'get',
      path: '/unsubscribe/:token',
      summary: 'What an unsubscribe link turns off (a topic’s e-mails), changing nothing',
      tag: TAG,
      access: 'public',
      errors: ['UNSUBSCRIBE_LINK_INVALID'],
      response: { body: unsubscribeSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await notifications.unsubscribeInfo(tokenOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/unsubscribe/:token',
      summary:
        'Turns the link’s topic and channel off: the one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`) and the page’s button',
      tag: TAG,
      access: 'public',
      body: yup.object({}),
      stripUnknownBody: true,
      errors: ['UNSUBSCRIBE_LINK_INVALID'],
      response: { body: unsubscribeSchema },
      async handler(ctx) {
        ctx.body = await notifications.unsubscribe(tokenOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: WHATSAPP_WEBHOOK_PATH,
      summary: 'WhatsApp webhook subscription check: answers `hub.challenge` to the right token',
      tag: TAG,
      access: 'public',
      errors: ['PERMISSION_DENIED'],
      response: { body: out.text() },
      async handler(ctx) {
        const challenge = notifications.whatsappChallenge(ctx.query as Record<string, unknown>);
        if (challenge === undefined) throw new AppError('PERMISSION_DENIED', 403);
        ctx.type = 'text/plain';
        ctx.body = challenge;
      },
    }),
    route({
      method: 'post',
      path: WHATSAPP_WEBHOOK_PATH,
      summary: 'WhatsApp message statuses (signed with X-Hub-Signature-256)',
      tag: TAG,
      access: 'public',
      // The statuses are read from the signed body as it came, not from a validated copy.
      body: yup.object({}),
      stripUnknownBody: true,
      errors: ['WEBHOOK_SIGNATURE_INVALID'],
      response: { body: whatsappReceiptSchema },
      async handler(ctx) {
        await notifications.whatsappStatuses(
          String(ctx.state.rawBody ?? ''),
          ctx.get('x-hub-signature-256') || undefined,
          ctx.request.body,
        );
        ctx.body = { received: true };
      },
    }),
  ];
}

const DELIVERY_SORTS = {
  id: 'd.id',
  createdAt: 'd.created_at',
  status: 'd.status',
  channel: 'd.channel',
  attempts: 'd.attempts',
};

export function notificationAdminRoutes(notifications: Notifications): RouteSpec[] {
  const { staff } = notifications;
  return [
    route({
      method: 'get',
      path: '/notification-deliveries',
      summary:
        'Notices sent (or being sent), one row per channel, filtered by user, channel and status',
      tag: TAG,
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminDeliverySchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, DELIVERY_SORTS, 'id');
        const query = staff.deliveries();
        const user = listFilters.id(list.filter, 'userId');
        const channels = listFilters.choice(list.filter, 'channel', NOTICE_CHANNELS);
        const statuses = listFilters.choice(list.filter, 'status', DELIVERY_STATUSES);
        const ids = listFilters.ids(list.filter);
        if (user !== undefined) query.where('d.user_id', user);
        if (channels) query.whereIn('d.channel', channels);
        if (statuses) query.whereIn('d.status', statuses);
        if (ids) query.whereIn('d.id', ids);
        await respondWithList(
          ctx,
          'notification-deliveries',
          list,
          query,
          (row) => staff.deliveryDto(row, ctx.state.language),
          'd.id',
        );
      },
    }),
    route({
      method: 'get',
      path: '/notification-deliveries/:id',
      summary: 'One delivery of a notice',
      tag: TAG,
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminDeliverySchema },
      async handler(ctx) {
        ctx.body = await staff.delivery(idOf(ctx), ctx.state.language);
      },
    }),
    route({
      method: 'post',
      path: '/notification-deliveries/:id/resend',
      summary: 'Sends a failed delivery again (admin)',
      tag: TAG,
      access: 'staff',
      staffRoles: ['admin'],
      errors: ['NOT_FOUND', 'DELIVERY_NOT_FAILED'],
      response: { body: adminDeliverySchema },
      async handler(ctx) {
        ctx.body = await staff.resend(idOf(ctx), ctx.state.language, staffIdOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/notification-templates',
      summary: 'Every kind of notice',
      tag: TAG,
      access: 'staff',
      response: { body: out.list(adminTemplateSchema) },
      handler(ctx) {
        const templates = staff.templates();
        ctx.set(
          'Content-Range',
          `notification-templates 0-${templates.length - 1}/${templates.length}`,
        );
        ctx.body = templates;
      },
    }),
    route({
      method: 'get',
      path: '/notification-templates/:kind',
      summary:
        'One kind of notice as it reads in every language: e-mail and WhatsApp, with sample data',
      tag: TAG,
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminTemplateDetailSchema },
      handler(ctx) {
        ctx.body = staff.template(String(ctx.params.kind ?? ''));
      },
    }),
  ];
}
