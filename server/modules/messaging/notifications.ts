/**
 * The notifications service (docs/adr/0017-notifications.md). Modules emit domain events; this
 * service turns each into notices (`notices.ts`), keeps each notice once per person and cause
 * (`notifications`), and one delivery per channel (`notification_deliveries`), in one
 * transaction; pushes the in-app notice live; and a worker sends what is due by e-mail and
 * WhatsApp, retrying what may still go, falling back to e-mail when WhatsApp fails, and
 * recording every attempt. Also: the user's list, one-click unsubscribe links, the WhatsApp
 * status webhook, and what staff see and resend.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { LANGUAGES, type Language } from '../../../common/i18n';
import {
  NOTICE_KINDS,
  NOTICE_KIND_NAMES,
  NOTIFICATION_SOCKET_EVENT,
  NOTIFICATIONS_PAGE_SIZE,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TEMPLATE,
  type NoticeChannel,
  type NoticeKind,
} from '../../../common/notifications';
import { pathFor, type RouteName } from '../../../common/routes';
import { TIME_ZONES } from '../../../common/regions';
import { AppError, notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import type { DomainEvent, EventMeta } from '../../platform/events';
import { channelsOf, noticesOf, whatsappNotBefore, type NoticeDraft } from './notices';
import {
  readerOf,
  renderMail,
  renderNotice,
  renderPhoneCode,
  renderWhatsApp,
  type NoticeParams,
  type Reader,
} from './notice-texts';
import { confirmedDestination, confirmedNumbers, createPhoneCheck } from './phone-check';
import {
  createWhatsAppClient,
  statusesOf,
  WhatsAppSendError,
  type WhatsAppStatusUpdate,
} from './whatsapp';
import type { NotificationContact } from '../accounts';

/** What the service needs to know of a recipient (accounts' `notificationContacts`). */
export type NoticeContact = NotificationContact;

export interface NotificationDeps {
  contacts(userIds: number[]): Promise<Map<number, NoticeContact>>;
  /** Whether the prosker is premium (their clients get the automated communication). */
  premium(userId: number): Promise<boolean>;
  /** A cancellation or help reason's name in every language. */
  reasonNames(
    kind: 'cancellation' | 'help',
    id: number,
  ): Promise<Record<Language, string> | undefined>;
  /** Turns one channel of one topic off (accounts). */
  turnOff(userId: number, topic: string, channel: NoticeChannel): Promise<boolean>;
}

type Row = Record<string, unknown>;

/** What a WhatsApp send asks to be echoed in its statuses, and how a status's echo is read. */
const deliveryCallback = (id: number) => `delivery:${id}`;

/** A template staff can preview: a kind of notice, or the code confirming a WhatsApp number. */
type TemplateId = NoticeKind | typeof PHONE_CODE_TEMPLATE;

/** The number-confirming code: an account matter that goes whatever the preferences say. */
const PHONE_CODE_FACTS = {
  id: PHONE_CODE_TEMPLATE as TemplateId,
  topic: 'user',
  essential: true,
  automated: false,
};
const DELIVERY_ECHO = /^delivery:(\d{1,18})$/;

/** Tries of one delivery before it counts as failed. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** How long a worker may hold a delivery before another may take it over. */
const DELIVERY_LEASE_SECONDS = 120;
/**
 * Deliveries one claim takes, all sent at once: a small batch, so that none waits long enough
 * behind the others for its lease to run out.
 */
const DELIVERY_BATCH = 8;
/** How long an answer to "is this user online?" is reused, and how many are kept. */
const ONLINE_REUSE_MS = 5_000;
const ONLINE_REMEMBERED = 10_000;
/** A chat digest waits this long, so that a burst of messages makes one summary. */
export const CHAT_DIGEST_DELAY_MS = 60_000;

/** Seconds before the next try of a delivery: 30 s, 1 min, 2 min … capped at an hour. */
export const deliveryRetrySeconds = (attempts: number) =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

const displayName = (c: NoticeContact | undefined) =>
  c ? `${c.firstName} ${c.lastName}`.trim() : '';

export function createNotifications(platform: Platform, deps: NotificationDeps) {
  const { db, config, logger, mailer, realtime } = platform;
  const whatsapp = createWhatsAppClient(config.whatsapp);
  const apiBase = `${config.publicUrl}/admin/api`;
  /** The clock (tests move it). */
  let clock = () => new Date();

  // Whether a chat message's recipient is online asks every instance: an answer is reused for
  // a few seconds, so a busy conversation does not ask at each message.
  const onlineSeen = new Map<number, { online: boolean; at: number }>();
  async function isOnline(userId: number) {
    const now = Date.now();
    const seen = onlineSeen.get(userId);
    if (seen && now - seen.at < ONLINE_REUSE_MS) return seen.online;
    const online = await realtime.online(userId);
    if (onlineSeen.size >= ONLINE_REMEMBERED) onlineSeen.clear();
    onlineSeen.set(userId, { online, at: now });
    return online;
  }

  // -------------------------------------------------------------------------------------------
  // Unsubscribe links: a user, a topic and a channel, signed; nothing stored.

  const signature = (payload: string) =>
    createHmac('sha256', config.jwt.secret)
      .update(`unsubscribe:${payload}`)
      .digest('base64url')
      .slice(0, 32);

  function unsubscribeToken(userId: number, topic: string, channel: NoticeChannel) {
    const payload = Buffer.from(JSON.stringify({ u: userId, t: topic, c: channel })).toString(
      'base64url',
    );
    return `${payload}.${signature(payload)}`;
  }

  function readUnsubscribeToken(token: string) {
    const [payload, sig] = token.split('.');
    const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
    if (!payload || !sig) throw invalid();
    const expected = Buffer.from(signature(payload));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    try {
      const { u, t, c } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const topics = Object.values(NOTICE_KINDS).map((k) => k.topic as string);
      if (!Number.isInteger(u) || !topics.includes(t) || !['email', 'whatsapp'].includes(c)) {
        throw invalid();
      }
      return { userId: u as number, topic: t as string, channel: c as NoticeChannel };
    } catch {
      throw invalid();
    }
  }

  /** The link's user, topic and channel, with the masked address it goes to. */
  async function unsubscribeTarget(token: string) {
    const { userId, topic, channel } = readUnsubscribeToken(token);
    const contact = (await deps.contacts([userId])).get(userId);
    if (!contact || contact.closed) throw new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
    return { userId, info: { topic, channel, email: maskEmail(contact.email) } };
  }

  const maskEmail = (email: string) => {
    const [name, domain] = email.split('@');
    return domain ? `${name.slice(0, 1)}***@${domain}` : '***';
  };

  // -------------------------------------------------------------------------------------------
  // Deciding and recording

  function linkOf(kind: NoticeKind, params: NoticeParams, reader: Reader) {
    const link = (params.link ?? {}) as Record<string, string>;
    try {
      return pathFor(NOTICE_KINDS[kind].link as RouteName, reader.region, link);
    } catch {
      return pathFor('home', reader.region);
    }
  }

  /** A notice as the app shows it: in the language the page is read in, else the account's. */
  function noticeDto(row: Row, contact: NoticeContact, language?: Language) {
    const kind = row.kind as NoticeKind;
    const params = row.params as NoticeParams;
    const reader = { ...readerOf(contact), ...(language ? { language } : {}) };
    return {
      id: Number(row.id),
      kind,
      topic: row.topic as string,
      ...renderNotice(kind, params, reader),
      link: linkOf(kind, params, reader),
      read: row.read_at !== null,
      createdAt: new Date(row.created_at as string).toISOString(),
    };
  }

  const unreadOf = async (userId: number, reader: Knex | Knex.Transaction = db) => {
    const [row] = await reader('notifications')
      .where({ user_id: userId })
      .whereNull('read_at')
      .count<{ n: string }[]>({ n: '*' });
    return Number(row.n);
  };

  /**
   * How many of the sender's messages of a chat window are still there. Their text is never
   * copied into a notice: a deleted or anonymised message cannot leave by e-mail or WhatsApp.
   */
  async function chatSummary(trx: Knex.Transaction, draft: NoticeDraft) {
    const row = await trx('messages')
      .where({ conversation_id: draft.values.conversationId, sender_id: draft.otherId })
      .where('created_at', '>=', String(draft.values.since))
      .whereNull('deleted_at')
      .first(trx.raw('count(*)::int AS count'));
    return { count: Math.max(1, Number(row?.count ?? 1)) };
  }

  async function paramsOf(draft: NoticeDraft, contacts: Map<number, NoticeContact>) {
    const values: NoticeParams = { ...draft.values, link: draft.linkParams ?? {} };
    if (draft.otherId !== undefined) values.other = displayName(contacts.get(draft.otherId));
    if (draft.onBehalfOf !== undefined) {
      values.prosker = displayName(contacts.get(draft.onBehalfOf));
    }
    const reasonId = draft.values.reasonId;
    if (typeof reasonId === 'number') {
      const kind = draft.kind === 'jobDisputed' ? 'help' : 'cancellation';
      values.reason = (await deps.reasonNames(kind, reasonId)) ?? null;
    }
    if (draft.kind === 'emailChanged') {
      // The new address, masked: whoever reads the old one learns only that it changed.
      values.email = maskEmail(contacts.get(draft.userId)?.email ?? '');
    }
    return values;
  }

  /** Whether a person is told at all: a banned or closed account hears only what is essential. */
  function reachable(draft: NoticeDraft, contact: NoticeContact | undefined) {
    if (!contact) return false;
    if (draft.kind === 'accountClosed') return Boolean(draft.emailTo);
    const essential = 'essential' in NOTICE_KINDS[draft.kind];
    if (contact.closed) return false;
    return essential || !contact.banned;
  }

  /** The deliveries a new notice gets, by the recipient's choices and clock. */
  function deliveriesOf(
    draft: NoticeDraft,
    contact: NoticeContact,
    notificationId: number,
    confirmed: Map<number, string>,
  ) {
    // WhatsApp only to the number its owner confirmed (a code sent to it came back).
    const phone = confirmedDestination(contact, confirmed);
    const email = draft.emailTo ?? (contact.emailVerified ? contact.email : undefined);
    const channels = draft.emailTo
      ? (['email'] as NoticeChannel[])
      : channelsOf(draft.kind, contact.preferences, {
          email: Boolean(email),
          phone: Boolean(phone),
        });
    const now = clock();
    const timeZone = TIME_ZONES[readerOf(contact).region];
    const later = (ms: number) => new Date(now.getTime() + ms);
    return channels.map((channel) => ({
      notification_id: notificationId,
      user_id: draft.userId,
      channel,
      address: channel === 'email' ? email : phone,
      not_before: latest(
        draft.kind === 'chatMessages' ? later(digestWaitMs) : now,
        channel === 'whatsapp' ? whatsappNotBefore(now, timeZone, draft.appointmentAt) : now,
      ),
    }));
  }

  /** The digest's minute counts from the message: what the event waited is not waited again. */
  const digestWaitMs = Math.max(0, CHAT_DIGEST_DELAY_MS - config.chatNoticeWaitSeconds * 1000);

  /**
   * The member's unread messages a chat notice is about; the waiting decision about them is taken
   * (`notice_waiting_since`). An offer's card is not one: its own notice tells it.
   */
  async function unreadChat(conversationId: number, userId: number) {
    const [row] = await db('conversation_members')
      .where({ conversation_id: conversationId, user_id: userId })
      .update({ notice_waiting_since: null })
      .returning(['unread_count', 'last_read_message_id']);
    if (!row || Number(row.unread_count) === 0) return 0;
    return typedUnread(conversationId, userId, row.last_read_message_id);
  }

  /**
   * The messages others typed (not offer cards, not deleted) after the member's last read one;
   * staff's in a support conversation have no sender.
   */
  async function typedUnread(conversationId: number, userId: number, lastRead: unknown) {
    const [count] = await db('messages')
      .where({ conversation_id: conversationId })
      .where((by) => by.whereNot({ sender_id: userId }).orWhereNull('sender_id'))
      .where('id', '>', Number(lastRead ?? 0))
      .whereNull('deleted_at')
      .whereNull('job_id')
      .count<{ n: string }[]>({ n: '*' });
    return Number(count.n);
  }

  /**
   * Handles one event: its notices and their deliveries in one transaction (a notice already
   * there, from an earlier handling, changes nothing but a chat digest's count), then the live
   * push and a delivery pass.
   */
  async function handle(event: DomainEvent, meta: EventMeta) {
    const drafts = await noticesOf(event, meta.id, {
      premium: deps.premium,
      online: isOnline,
      unreadChat,
      now: clock(),
    });
    if (drafts.length === 0) return;
    const ids = drafts.flatMap((d) => [d.userId, d.otherId, d.onBehalfOf]);
    const contacts = await deps.contacts([
      ...new Set(ids.filter((id): id is number => id !== undefined)),
    ]);
    // Asked only for people with a number: most notices have no WhatsApp to decide.
    const confirmed = await confirmedNumbers(
      db,
      drafts.map((d) => d.userId).filter((id) => contacts.get(id)?.phone),
    );
    // A closed account's own words come with the event (the account is anonymised).
    const closedAccount =
      event.type === 'account.notice' && event.change === 'closed' ? event : undefined;
    const created: { row: Row; contact: NoticeContact }[] = [];
    await db.transaction(async (trx) => {
      for (const draft of drafts) {
        const stored = contacts.get(draft.userId);
        if (!stored || !reachable(draft, stored)) continue;
        const contact = closedAccount
          ? {
              ...stored,
              firstName: closedAccount.firstName ?? stored.firstName,
              language: closedAccount.language ?? stored.language,
              region: closedAccount.region ?? stored.region,
            }
          : stored;
        const params = await paramsOf(draft, contacts);
        if (draft.kind === 'chatMessages') Object.assign(params, await chatSummary(trx, draft));
        if (closedAccount) {
          // The account no longer says who it was: the notice keeps the words it needs.
          Object.assign(params, {
            reader: {
              firstName: contact.firstName,
              language: contact.language,
              region: contact.region,
            },
          });
        }
        const facts = NOTICE_KINDS[draft.kind];
        const insert = trx('notifications')
          .insert({
            user_id: draft.userId,
            kind: draft.kind,
            topic: facts.topic,
            cause: draft.cause,
            params: JSON.stringify(params),
            essential: 'essential' in facts,
          })
          .onConflict(['user_id', 'cause']);
        // A chat window's notice counts the messages again; any other cause is told once.
        const [row] =
          draft.kind === 'chatMessages'
            ? await insert
                .merge({ params: JSON.stringify(params), read_at: null })
                .returning(['*', trx.raw('(xmax = 0) AS inserted')])
            : await insert.ignore().returning(['*', trx.raw('true AS inserted')]);
        if (!row) continue;
        if (row.inserted) {
          const deliveries = deliveriesOf(draft, contact, Number(row.id), confirmed).filter(
            (d) => d.address,
          );
          if (deliveries.length > 0) {
            await trx('notification_deliveries')
              .insert(deliveries)
              .onConflict(['notification_id', 'channel'])
              .ignore();
          }
        }
        created.push({ row, contact });
      }
    });
    for (const { row, contact } of created) {
      realtime.toUsers([contact.userId], NOTIFICATION_SOCKET_EVENT, {
        notification: noticeDto(row, contact),
        unread: await unreadOf(contact.userId),
      });
    }
    kick();
  }

  // -------------------------------------------------------------------------------------------
  // Sending

  /** Takes up to `limit` due deliveries for this worker (others skip them). */
  async function claim(limit: number): Promise<Row[]> {
    const { rows } = await db.raw<{ rows: Row[] }>(
      `UPDATE notification_deliveries d
          SET attempts = d.attempts + 1, locked_until = now() + make_interval(secs => ?)
        WHERE d.id IN (SELECT id FROM notification_deliveries
                        WHERE status = 'pending' AND not_before <= ?
                          AND (locked_until IS NULL OR locked_until < now())
                        ORDER BY not_before, id
                        LIMIT ? FOR UPDATE SKIP LOCKED)
      RETURNING d.*`,
      [DELIVERY_LEASE_SECONDS, clock(), limit],
    );
    return rows;
  }

  /** The words of a delivery's notice for its reader (the account's, or the notice's own). */
  async function composed(delivery: Row) {
    const notice = await db('notifications').where({ id: delivery.notification_id }).first();
    if (!notice) return undefined;
    const params = notice.params as NoticeParams;
    const contacts = await deps.contacts([Number(notice.user_id)]);
    const contact = contacts.get(Number(notice.user_id));
    const own = params.reader as
      { firstName: string; language: string; region: string } | undefined;
    if (!contact && !own) return undefined;
    const reader = readerOf(own ?? (contact as NoticeContact));
    return { notice, params, reader, kind: notice.kind as NoticeKind, contact };
  }

  /**
   * Whether a delivery decided earlier (quiet hours, a digest's minute, a retry) is still
   * wanted when it goes: not for an account closed or banned since, nor on a channel its owner
   * turned off for the topic since (an e-mail still goes while WhatsApp is on: it is WhatsApp's
   * fallback). Security notices always go.
   */
  function stillWanted(notice: Row, channel: NoticeChannel, contact: NoticeContact | undefined) {
    if (notice.essential) return true;
    if (!contact || contact.closed || contact.banned) return false;
    const chosen = contact.preferences[String(notice.topic)] ?? {};
    const whatsapp = chosen.whatsapp ?? false;
    return channel === 'whatsapp' ? whatsapp : (chosen.email ?? true) || whatsapp;
  }

  /**
   * The messages of a chat digest the recipient has still not read, counted when it goes (none:
   * read in the app meanwhile, or deleted by their sender: nothing to tell).
   */
  async function unreadOfDigest(notice: Row) {
    const params = notice.params as NoticeParams;
    const member = await db('conversation_members')
      .where({ conversation_id: Number(params.conversationId), user_id: notice.user_id })
      .first('last_read_message_id', 'unread_count');
    if (!member || Number(member.unread_count) === 0) return 0;
    return typedUnread(
      Number(params.conversationId),
      Number(notice.user_id),
      member.last_read_message_id,
    );
  }

  async function sendOne(delivery: Row) {
    const id = Number(delivery.id);
    const channel = delivery.channel as NoticeChannel;
    // Claimed again and again without an answer (a send that hangs): it is not tried forever.
    if (Number(delivery.attempts) > DELIVERY_MAX_ATTEMPTS) {
      await failed(id, String(delivery.last_error ?? 'no answer from the channel'));
      return;
    }
    try {
      const words = await composed(delivery);
      if (!words) {
        await db('notification_deliveries')
          .where({ id })
          .update({ status: 'skipped', locked_until: null, last_error: 'recipient gone' });
        return;
      }
      const { notice, params, reader, kind, contact } = words;
      if (!stillWanted(notice, channel, contact)) {
        await db('notification_deliveries')
          .where({ id, status: 'pending' })
          .update({ status: 'skipped', locked_until: null, last_error: 'no longer wanted' });
        return;
      }
      // A WhatsApp held (quiet hours, a retry) goes only to the number still confirmed: a
      // number changed or given up since may be someone else's by now.
      if (channel === 'whatsapp') {
        const to =
          contact &&
          confirmedDestination(contact, await confirmedNumbers(db, [Number(notice.user_id)]));
        if (to !== delivery.address) {
          await db('notification_deliveries')
            .where({ id, status: 'pending' })
            .update({ status: 'skipped', locked_until: null, last_error: 'number changed' });
          return;
        }
      }
      if (kind === 'chatMessages') {
        const unread = await unreadOfDigest(notice);
        if (unread === 0) {
          await db('notification_deliveries')
            .where({ id, status: 'pending' })
            .update({ status: 'skipped', locked_until: null, last_error: 'read in the app' });
          return;
        }
        params.count = unread;
      }
      let providerId: string;
      if (channel === 'email') {
        const token = notice.essential
          ? undefined
          : unsubscribeToken(Number(notice.user_id), String(notice.topic), 'email');
        const unsubscribe = token && `${apiBase}/unsubscribe/${token}`;
        const page =
          token && `${config.publicUrl}${pathFor('unsubscribe', reader.region, { token })}`;
        const mail = renderMail(kind, params, reader, {
          open: `${config.publicUrl}${linkOf(kind, params, reader)}`,
          unsubscribe: page,
        });
        const sent = await mailer.send({
          to: String(delivery.address),
          ...mail,
          headers: unsubscribe
            ? {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : undefined,
        });
        providerId = sent.messageId;
      } else {
        providerId = await whatsapp.send(
          String(delivery.address),
          renderWhatsApp(kind, params, reader),
          { callbackData: deliveryCallback(id) },
        );
      }
      // Only a delivery still pending is marked (a status webhook may have moved it already);
      // the message's id is kept either way, for the statuses still to come.
      const marked = await db('notification_deliveries').where({ id, status: 'pending' }).update({
        status: 'sent',
        provider_id: providerId,
        sent_at: db.fn.now(),
        locked_until: null,
        last_error: null,
      });
      if (!marked) {
        await db('notification_deliveries')
          .where({ id })
          .whereNull('provider_id')
          .update({ provider_id: providerId, sent_at: db.fn.now(), locked_until: null });
      }
    } catch (error) {
      const attempts = Number(delivery.attempts);
      const retry =
        !(error instanceof WhatsAppSendError && !error.retry) && attempts < DELIVERY_MAX_ATTEMPTS;
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      logger.warn({ err: error, deliveryId: id, channel, attempts }, 'notification not sent');
      if (retry) {
        await db('notification_deliveries')
          .where({ id, status: 'pending' })
          .update({
            locked_until: null,
            last_error: message,
            not_before: new Date(clock().getTime() + deliveryRetrySeconds(attempts) * 1000),
          });
        return;
      }
      await failed(id, message);
    }
  }

  /**
   * Marks a delivery failed; a failed WhatsApp goes by e-mail, once (the unique key keeps a
   * second e-mail delivery out), due at once.
   */
  async function failed(id: number, message: string) {
    await db.transaction(async (trx) => {
      const [row] = await trx('notification_deliveries')
        .where({ id })
        .whereIn('status', ['pending', 'sent'])
        .update({
          status: 'failed',
          failed_at: trx.fn.now(),
          locked_until: null,
          last_error: message,
        })
        .returning('*');
      if (!row || row.channel !== 'whatsapp') return;
      const contact = (await deps.contacts([Number(row.user_id)])).get(Number(row.user_id));
      if (!contact?.emailVerified || contact.closed) return;
      await trx('notification_deliveries')
        .insert({
          notification_id: row.notification_id,
          user_id: row.user_id,
          channel: 'email',
          address: contact.email,
          not_before: clock(),
        })
        .onConflict(['notification_id', 'channel'])
        .ignore();
    });
    kick();
  }

  /** One pass: sends every due delivery (in batches); answers how many were tried. */
  async function deliverDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim(DELIVERY_BATCH);
      if (batch.length === 0) return tried;
      tried += batch.length;
      await Promise.all(batch.map(sendOne));
    }
  }

  // The worker: a pass now and then, and at once after new deliveries (one pass at a time).
  let running: Promise<unknown> | undefined;
  let again = false;
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => logger.warn({ err: error }, 'notification delivery pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  /** Starts passes every `intervalMs` (quiet hours ending, retries coming due); answers stop. */
  function startWorker(intervalMs: number) {
    const timer = setInterval(kick, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await idle();
    };
  }

  async function idle() {
    while (running) await running;
  }

  // -------------------------------------------------------------------------------------------
  // WhatsApp statuses

  const STATUS_RANK: Record<string, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };

  /**
   * The delivery a status is about: by the message's id, or, when the status came before the
   * send's answer was stored, by the delivery id the send asked WhatsApp to echo; only while no
   * answered send gave the delivery a message id (a late status of an earlier attempt could
   * otherwise land on a resend). One statement, so one snapshot: the worker storing the answer
   * between a read by the id and a read by the echo would hide the delivery from both.
   */
  async function deliveryOfStatus(status: WhatsAppStatusUpdate) {
    const echoed = DELIVERY_ECHO.exec(status.biz_opaque_callback_data ?? '');
    return (await db('notification_deliveries')
      .where({ channel: 'whatsapp' })
      .where((by) => {
        by.where({ provider_id: status.id });
        // Only a delivery being sent (tried at least once) to the number the status names.
        if (echoed) {
          by.orWhere((echo) =>
            echo
              .where({ id: echoed[1], address: status.recipient_id ?? '' })
              .where('attempts', '>', 0)
              .whereNull('provider_id'),
          );
        }
      })
      .first()) as Row | undefined;
  }

  /** Applies a signed status webhook: statuses move forward only; a failure falls back. */
  async function whatsappStatuses(
    rawBody: string,
    signatureHeader: string | undefined,
    body: unknown,
  ) {
    if (!whatsapp.signedByMeta(rawBody, signatureHeader)) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
    }
    for (const status of statusesOf(body)) {
      const row = await deliveryOfStatus(status);
      if (!row) continue;
      if (status.status === 'failed') {
        const error = status.errors?.[0];
        await failed(
          Number(row.id),
          `${error?.code ?? ''} ${error?.title ?? error?.message ?? 'failed'}`.trim(),
        );
        continue;
      }
      const rank = STATUS_RANK[status.status];
      if (rank === undefined || rank <= (STATUS_RANK[row.status as string] ?? 99)) continue;
      const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date();
      await db('notification_deliveries')
        .where({ id: row.id })
        .whereIn(
          'status',
          Object.keys(STATUS_RANK).filter((s) => STATUS_RANK[s] < rank),
        )
        .update({
          status: status.status,
          ...(status.status === 'delivered' ? { delivered_at: at } : {}),
          ...(status.status === 'read'
            ? { read_at: at, delivered_at: db.raw('coalesce(delivered_at, ?)', [at]) }
            : {}),
        });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Staff

  function deliveryDto(row: Row, language: Language) {
    const kind = row.kind as NoticeKind;
    const reader: Reader = { language, region: 'uy', firstName: '' };
    return {
      id: Number(row.id),
      notificationId: Number(row.notification_id),
      userId: Number(row.user_id),
      kind,
      topic: row.topic as string,
      title: renderNotice(kind, row.params as NoticeParams, reader).title,
      channel: row.channel as NoticeChannel,
      status: row.status as string,
      address: row.address as string,
      attempts: Number(row.attempts),
      lastError: (row.last_error as string | null) ?? null,
      notBefore: new Date(row.not_before as string).toISOString(),
      createdAt: new Date(row.created_at as string).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at as string).toISOString() : null,
      deliveredAt: row.delivered_at ? new Date(row.delivered_at as string).toISOString() : null,
      readAt: row.read_at ? new Date(row.read_at as string).toISOString() : null,
      failedAt: row.failed_at ? new Date(row.failed_at as string).toISOString() : null,
    };
  }

  const deliveriesQuery = () =>
    db('notification_deliveries as d')
      .join('notifications as n', 'n.id', 'd.notification_id')
      .select('d.*', 'n.kind', 'n.topic', 'n.params');

  async function staffDelivery(id: number, language: Language) {
    const row = await deliveriesQuery().where('d.id', id).first();
    if (!row) throw notFound();
    return deliveryDto(row, language);
  }

  /** A sample of every value a text may show, for the template previews. */
  function sampleParams(language: Language): NoticeParams {
    const inOneDay = new Date(Date.now() + 86_400_000).toISOString();
    return {
      other: 'Ana Pérez',
      prosker: 'Martín Rodríguez',
      title:
        language === 'br'
          ? 'Instalação elétrica'
          : language === 'en'
            ? 'Electrical installation'
            : 'Instalación eléctrica',
      date: inOneDay,
      // A client's notice of a job at their address (ADR 0027).
      visit: 'client',
      address: language === 'br' ? 'Rua Augusta 1500, São Paulo' : 'Bv. Artigas 1550, Montevideo',
      area: language === 'br' ? 'São Paulo' : 'Montevideo',
      payoutDate: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      price: 2500,
      currency: language === 'br' ? 'BRL' : 'UYU',
      reason: { es: 'Cambio de planes', en: 'Change of plans', br: 'Mudança de planos' },
      rating: 5,
      days: 7,
      email: 'ana@example.com',
      count: 3,
      link: { query: '1', conversationId: '1' },
    };
  }

  return {
    handle,
    deliverDue,
    startWorker,
    idle,
    unsubscribeToken,
    /** Confirming the user's WhatsApp number (the clock is this service's). */
    phone: createPhoneCheck(platform, deps, whatsapp, () => clock()),
    /** Tests move the clock (quiet hours, digests, retries). */
    setClock(now: () => Date) {
      clock = now;
    },

    async list(userId: number, options: { before?: number; limit?: number }, language?: Language) {
      const limit = options.limit ?? NOTIFICATIONS_PAGE_SIZE;
      const query = db('notifications')
        .where({ user_id: userId })
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (options.before !== undefined) query.where('id', '<', options.before);
      const [rows, contacts, unread] = await Promise.all([
        query,
        deps.contacts([userId]),
        unreadOf(userId),
      ]);
      const contact = contacts.get(userId);
      if (!contact) throw notFound();
      return {
        data: rows.slice(0, limit).map((r) => noticeDto(r, contact, language)),
        unread,
        hasMore: rows.length > limit,
      };
    },

    unread: (userId: number) => unreadOf(userId).then((unread) => ({ unread })),

    async markRead(userId: number, id: number) {
      const updated = await db('notifications')
        .where({ id, user_id: userId })
        .update({ read_at: db.raw('coalesce(read_at, now())') });
      if (updated === 0) throw notFound('NOTIFICATION_NOT_FOUND');
      return { unread: await unreadOf(userId) };
    },

    async markAllRead(userId: number) {
      await db('notifications')
        .where({ user_id: userId })
        .whereNull('read_at')
        .update({ read_at: db.fn.now() });
      return { unread: 0 };
    },

    /** What an unsubscribe link turns off, without changing anything. */
    unsubscribeInfo: async (token: string) => (await unsubscribeTarget(token)).info,

    /** Turns the link's topic and channel off (one click, no sign-in). */
    async unsubscribe(token: string) {
      const { userId, info } = await unsubscribeTarget(token);
      if (!(await deps.turnOff(userId, info.topic, info.channel))) {
        throw new AppError('UNSUBSCRIBE_LINK_INVALID', 404);
      }
      return info;
    },

    whatsappChallenge: (query: Record<string, unknown>) => whatsapp.challenge(query),
    whatsappStatuses,

    staff: {
      deliveries: deliveriesQuery,
      deliveryDto,
      delivery: staffDelivery,
      /** A failed delivery is tried again (as a new first attempt). */
      async resend(id: number, language: Language, staffId: number) {
        const row = await db.transaction(async (trx) => {
          const [resent] = await trx('notification_deliveries')
            .where({ id, status: 'failed' })
            .update({
              status: 'pending',
              attempts: 0,
              not_before: clock(),
              failed_at: null,
              locked_until: null,
              // A new first attempt: its statuses may come before its answer is stored, and the
              // echo finds only a delivery with no message id yet (the failed send's is dropped).
              provider_id: null,
            })
            .returning(['id', 'status']);
          if (resent) {
            await recordAudit(trx, {
              staffId,
              action: 'notification-deliveries.resend',
              target: { type: 'notification-deliveries', id },
              before: { status: 'failed' },
              after: { status: resent.status },
            });
          }
          return resent;
        });
        if (!row) {
          const exists = await db('notification_deliveries').where({ id }).first('id');
          if (!exists) throw notFound();
          throw new AppError('DELIVERY_NOT_FAILED', 409);
        }
        // The answer says what the resend left (pending, no attempt yet), read before the
        // worker is woken: its try may otherwise already show, or not, depending on timing.
        const delivery = await staffDelivery(id, language);
        kick();
        return delivery;
      },
      templates: () => [
        ...NOTICE_KIND_NAMES.map((kind) => {
          const facts = NOTICE_KINDS[kind] as { topic: string; essential?: true; automated?: true };
          return {
            id: kind as TemplateId,
            topic: facts.topic,
            essential: Boolean(facts.essential),
            automated: Boolean(facts.automated),
          };
        }),
        PHONE_CODE_FACTS,
      ],
      template(kind: string) {
        if (kind === PHONE_CODE_TEMPLATE) {
          // Only by WhatsApp, to the number being confirmed: no e-mail to preview.
          const previews = Object.fromEntries(
            LANGUAGES.map((language) => {
              const reader: Reader = {
                language,
                region: language === 'br' ? 'br' : 'uy',
                firstName: 'Ana',
              };
              const whatsapp = renderPhoneCode('123456', PHONE_CODE_MINUTES, reader);
              return [language, { subject: null, text: null, html: null, whatsapp }];
            }),
          );
          return { ...PHONE_CODE_FACTS, previews };
        }
        if (!(NOTICE_KIND_NAMES as string[]).includes(kind)) throw notFound();
        const k = kind as NoticeKind;
        const facts = NOTICE_KINDS[k] as { topic: string; essential?: true; automated?: true };
        const previews = Object.fromEntries(
          LANGUAGES.map((language) => {
            const region = language === 'br' ? 'br' : 'uy';
            const reader: Reader = { language, region, firstName: 'Ana' };
            const params = sampleParams(language);
            const mail = renderMail(k, params, reader, {
              open: `${config.publicUrl}${linkOf(k, params, reader)}`,
              unsubscribe: facts.essential
                ? undefined
                : `${config.publicUrl}${pathFor('unsubscribe', region, { token: 'preview' })}`,
            });
            return [language, { ...mail, whatsapp: renderWhatsApp(k, params, reader) }];
          }),
        );
        return {
          id: k as TemplateId,
          topic: facts.topic,
          essential: Boolean(facts.essential),
          automated: Boolean(facts.automated),
          previews,
        };
      },
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
