/**
 * The chat's use cases (docs/adr/0016-chat.md): one conversation per client and prosker, sends
 * that a retry never doubles, reads, deletes, blocks and reports, and what staff do with a
 * report. Every change is committed before it is pushed to the members' sockets; a socket that
 * missed a push reads the messages after the last one it holds.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CHAT_SOCKET_EVENTS,
  type ChatAttachmentKind,
  type ChatReportStatus,
} from '../../../common/chat';
import { IMAGE_SIZES } from '../../../common/media';
import { AppError, notFound, type Platform } from '../../platform';
import { decodeCursor, encodeCursor } from '../../platform/list-query';
import { recordAudit } from '../../platform/audit';
import {
  directoryStorage,
  prefixedStorage,
  storeUpload,
  type UploadedFile,
} from '../../platform/uploads';
import {
  accountFacts,
  accountStates,
  isProsker,
  staffNames,
  userIdsNamed,
  type AccountFacts,
} from '../accounts';
import type { JobBetween, OfferCard } from '../jobs';
import {
  conversationsOf,
  counterpartsOf,
  membership,
  messagesOf,
  sendInOneCall,
  recountUnread,
  supportSendInOneCall,
  unreadAfter,
  type Row,
} from './queries';
import {
  conversationsPerDay,
  listSearch,
  messageSearchText,
  personState,
  refusalError,
  sendRefusal,
} from './rules';

export interface MessagingDeps {
  /** Whether everyone may see the user's public profile (a client may write to that prosker). */
  profileVisible(userId: number): Promise<boolean>;
  /** Whether the client agreed to work with the prosker (the prosker may then write first). */
  haveJobTogether(proskerId: number, clientId: number): Promise<boolean>;
  /** The prosker's jobs for the client, newest first. */
  jobsBetween(proskerId: number, clientId: number): Promise<JobBetween[]>;
  /** Bans a user (accounts: every session ends), recorded as the staff member's act. */
  ban(staffId: number, userId: number, reason: string): Promise<unknown>;
  /** The cards of offer messages' jobs, by job id. */
  offerCards(jobIds: number[]): Promise<Map<number, OfferCard>>;
}

const CHAT_IMAGE_SIZES = IMAGE_SIZES.chat;

/** What a deleted message keeps of its content: nothing. */
const DELETED = {
  body: null,
  search_text: null,
  attachment_kind: null,
  attachment_url: null,
  attachment_thumb_url: null,
  attachment_mime: null,
  attachment_bytes: null,
  attachment_width: null,
  attachment_height: null,
};

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The text with any half of a surrogate pair alone (an emoji cut in two) as U+FFFD, which is
 * what PostgreSQL stores for it; JSON would carry it as an escape that jsonb refuses.
 */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A text message's stored columns: the text, and the text as search compares it. */
const textColumns = (body: string) => ({ body, search_text: messageSearchText(body) });

/** A message row (or the `m_`-prefixed columns of a joined one) as the API shows it. */
export function messageDto(row: Row, prefix = '') {
  const at = (name: string) => row[`${prefix}${name}`];
  const kind = at('attachment_kind') as ChatAttachmentKind | null;
  return {
    id: Number(at('id')),
    conversationId: Number(at('conversation_id')),
    senderId: Number(at('sender_id')),
    clientMessageId: String(at('client_message_id')),
    body: (at('body') as string | null) ?? null,
    attachment:
      kind && at('attachment_url')
        ? {
            kind,
            url: at('attachment_url') as string,
            thumbUrl: (at('attachment_thumb_url') as string | null) ?? null,
            mime: at('attachment_mime') as string,
            bytes: Number(at('attachment_bytes')),
            width: at('attachment_width') === null ? null : Number(at('attachment_width')),
            height: at('attachment_height') === null ? null : Number(at('attachment_height')),
          }
        : null,
    /** The job an offer message shows; its card is read with the job (`withOffers`). */
    jobId: at('job_id') === null || at('job_id') === undefined ? null : Number(at('job_id')),
    offer: null as OfferCard | null,
    createdAt: iso(at('created_at')),
    deleted: at('deleted_at') !== null,
    fromSupport: at('staff_id') !== null && at('staff_id') !== undefined,
  };
}
export type MessageDto = ReturnType<typeof messageDto>;

function personDto(facts: AccountFacts | undefined, id: number) {
  return {
    id,
    username: facts?.username ?? '',
    firstName: facts?.firstName ?? '',
    lastName: facts?.lastName ?? '',
    photo: facts?.profileImg ?? null,
    state: facts ? personState(facts) : ('closed' as const),
  };
}

const roleOf = (row: Row, userId: number) =>
  Number(row.client_id) === userId ? ('client' as const) : ('prosker' as const);

const isSupport = (row: Row) => row.kind === 'support';

/** Prosk's support as the other side of a conversation: no person, no name (shown translated). */
const SUPPORT_PERSON = {
  id: 0,
  username: '',
  firstName: '',
  lastName: '',
  photo: null,
  state: 'active' as const,
};

/** What a message adds: a text, or a stored attachment. */
type Content =
  | { body: string }
  | {
      attachment: {
        kind: ChatAttachmentKind;
        url: string;
        thumbUrl: string | null;
        mime: string;
        bytes: number;
        width: number | null;
        height: number | null;
      };
    };

export function createMessagingService(platform: Platform, deps: MessagingDeps) {
  const { db, events, realtime, config, logger } = platform;
  const storage = prefixedStorage(directoryStorage(config.uploadsDir), 'chat');

  async function factsOf(ids: number[], reader: Knex | Knex.Transaction = db) {
    return new Map((await accountFacts(reader, ids)).map((f) => [f.userId, f]));
  }

  /** The user's membership, or NOT_FOUND: a stranger learns nothing, not even that it exists. */
  async function memberOf(
    userId: number,
    conversationId: number,
    reader: Knex | Knex.Transaction = db,
    lock = false,
  ) {
    const row = await membership(reader, conversationId, userId, { lock });
    if (!row) throw notFound('CONVERSATION_NOT_FOUND');
    return row;
  }

  function refusalOf(row: Row, other: AccountFacts | undefined) {
    return sendRefusal({
      blockedByMe: row.my_blocked_at !== null,
      blockedByOther: row.other_blocked_at !== null,
      other: { banned: other?.banned ?? false, closed: other?.closed ?? true },
    });
  }

  async function conversationDto(userId: number, row: Row) {
    if (isSupport(row)) {
      const me = (await factsOf([userId])).get(userId);
      return {
        id: Number(row.id),
        kind: 'support' as const,
        role: me && isProsker(me.typeUser) ? ('prosker' as const) : ('client' as const),
        other: SUPPORT_PERSON,
        lastMessageAt: iso(row.last_message_at),
        unread: Number(row.unread_count),
        blockedByMe: false,
        canSend: true,
        refusal: null,
        otherLastReadMessageId: 0,
        jobs: [],
      };
    }
    const otherId = Number(row.other_id);
    const other = (await factsOf([otherId])).get(otherId);
    const refusal = refusalOf(row, other);
    const jobs = await deps.jobsBetween(Number(row.prosker_id), Number(row.client_id));
    return {
      id: Number(row.id),
      kind: 'direct' as const,
      role: roleOf(row, userId),
      other: personDto(other, otherId),
      lastMessageAt: iso(row.last_message_at),
      unread: Number(row.unread_count),
      blockedByMe: row.my_blocked_at !== null,
      canSend: refusal === null,
      refusal,
      otherLastReadMessageId: Number(row.other_last_read),
      jobs: jobs.map((j) => ({ ...j, startDate: iso(j.startDate) })),
    };
  }

  /** A conversation's members: the other is missing in a support conversation. */
  const members = (userId: number, otherId: number) =>
    Number.isInteger(otherId) && otherId > 0 ? [userId, otherId] : [userId];

  /** To every socket of these users, on every instance. */
  const push = (userIds: number[], event: string, payload: unknown) =>
    realtime.toUsers(userIds, event, payload);

  /** The message the sender stored under this id, if any; refused when it is of another conversation. */
  async function storedAs(
    reader: Knex | Knex.Transaction,
    senderId: number,
    conversationId: number,
    clientMessageId: string,
  ) {
    const row = await reader('messages')
      .where({ sender_id: senderId, client_message_id: clientMessageId })
      .first();
    if (!row) return undefined;
    // One id names one message: reusing it for another conversation is a mistake of the client.
    if (Number(row.conversation_id) !== conversationId) {
      throw new AppError('VALIDATION_FAILED', 422, {
        fields: [{ field: 'clientMessageId', key: 'fields.invalid' }],
      });
    }
    return row as Row;
  }

  /** Refuses a send the conversation's state forbids. */
  async function assertMaySend(row: Row, reader: Knex | Knex.Transaction = db) {
    if (isSupport(row)) {
      const me = (await accountStates(reader, [Number(row.me_id)])).get(Number(row.me_id));
      if (!me || me.banned || me.closed) throw new AppError('AUTH_INVALID_TOKEN', 401);
      return;
    }
    const otherId = Number(row.other_id);
    const states = await accountStates(reader, [Number(row.me_id), otherId]);
    const me = states.get(Number(row.me_id));
    // A ban or a closure that committed while this request ran stops it here.
    if (!me || me.banned || me.closed) throw new AppError('AUTH_INVALID_TOKEN', 401);
    const refusal = sendRefusal({
      blockedByMe: row.my_blocked_at !== null,
      blockedByOther: row.other_blocked_at !== null,
      other: states.get(otherId) ?? { banned: false, closed: true },
    });
    if (refusal) {
      throw new AppError(refusalError(refusal), 403, { details: { refusal } });
    }
  }

  /**
   * One send in one statement (`sendInOneCall`, no transaction around it): the members' rows
   * locked (a block or another send waits), the states and blocks checked, the message inserted
   * unless its client id is already there (then the stored one answers, and nothing else
   * happens), the sender's rate counted, the conversation's last message and the members' read
   * state moved, and the `message.sent` event recorded for the first message the recipient has
   * not read (notifications decide on it a while later: still unread? online?; the next ones of
   * that streak are counted when a digest goes, and while a decision waits, a new streak waits
   * for it too). Pushed to both members once committed, by the statement's own NOTIFY, but not
   * to the socket it came from (`origin`), whose answer carries the message.
   */
  async function deliver(
    senderId: number,
    conversationId: number,
    clientMessageId: string,
    content: Content,
    origin?: string,
  ): Promise<{ message: MessageDto; created: boolean }> {
    const columns =
      'body' in content
        ? textColumns(wellFormed(content.body))
        : {
            attachment_kind: content.attachment.kind,
            attachment_url: content.attachment.url,
            attachment_thumb_url: content.attachment.thumbUrl,
            attachment_mime: content.attachment.mime,
            attachment_bytes: content.attachment.bytes,
            attachment_width: content.attachment.width,
            attachment_height: content.attachment.height,
          };
    // The statement fills in the message's and the recipient's ids.
    const noticeEvent = events.outboxRow(
      { type: 'message.sent', conversationId, senderId, messageId: 0, recipientId: 0 },
      { waits: config.chatNoticeWaitSeconds },
    );
    const sent = await sendInOneCall(db, {
      conversationId,
      senderId,
      clientMessageId,
      columns,
      rate: { key: rateKey(senderId), limit: config.chatMessagesPerMinute, windowSeconds: 60 },
      noticeEvent,
      origin,
    });
    // A support conversation has no other member: its user's send is the support one.
    if (sent.outcome === 'stranger') {
      return supportDeliver(
        { senderId, staffId: null },
        conversationId,
        clientMessageId,
        columns,
        origin,
      );
    }
    if (sent.outcome !== 'sent') {
      // Stored already: by a retry of this send (which answers the stored message even when a
      // refusal came since), or for another conversation (refused as a mistake of the client).
      const stored = await storedAs(db, senderId, conversationId, clientMessageId);
      if (stored) return { message: messageDto(stored), created: false };
      if (sent.outcome === 'stored') throw new Error('a conflicting message is not stored');
      // A ban or a closure that committed while this request ran stops it here.
      if (sent.senderBanned || sent.senderClosed) throw new AppError('AUTH_INVALID_TOKEN', 401);
      const refusal = sendRefusal(sent.state);
      throw new AppError(refusalError(refusal ?? 'otherClosed'), 403, { details: { refusal } });
    }
    if (sent.eventId !== null) await events.recorded(sent.eventId, noticeEvent);
    // The statement's NOTIFY pushes it (`pushCommitted`, on every instance).
    return { message: messageDto(sent.message), created: true };
  }

  /**
   * A send in a support conversation (`supportSendInOneCall`): by its user, or by staff (then the
   * user is told by the notice path and live). Anyone else: CONVERSATION_NOT_FOUND.
   */
  async function supportDeliver(
    by: { senderId: number; staffId: null } | { senderId: null; staffId: number },
    conversationId: number,
    clientMessageId: string,
    columns: Row,
    origin?: string,
  ): Promise<{ message: MessageDto; created: boolean }> {
    const noticeEvent = events.outboxRow(
      {
        type: 'message.sent',
        conversationId,
        senderId: 0,
        messageId: 0,
        recipientId: 0,
        fromSupport: true,
      },
      { waits: config.chatNoticeWaitSeconds },
    );
    const sent = await supportSendInOneCall(db, {
      conversationId,
      ...by,
      clientMessageId,
      columns,
      rate: {
        key: rateKey(by.senderId ?? 0),
        limit: config.chatMessagesPerMinute,
        windowSeconds: 60,
      },
      noticeEvent,
      origin,
    });
    if (sent.outcome === 'stranger') throw notFound('CONVERSATION_NOT_FOUND');
    if (sent.outcome === 'sent') {
      if (sent.eventId !== null) await events.recorded(sent.eventId, noticeEvent);
      return { message: messageDto(sent.message), created: true };
    }
    const stored = await db('messages')
      .where(
        by.staffId === null
          ? { sender_id: by.senderId, client_message_id: clientMessageId }
          : { staff_id: by.staffId, client_message_id: clientMessageId },
      )
      .first();
    if (stored && Number(stored.conversation_id) === conversationId) {
      return { message: messageDto(stored as Row), created: false };
    }
    if (stored) {
      throw new AppError('VALIDATION_FAILED', 422, {
        fields: [{ field: 'clientMessageId', key: 'fields.invalid' }],
      });
    }
    if (by.senderId !== null) throw new AppError('AUTH_INVALID_TOKEN', 401);
    throw new AppError('CONVERSATION_USER_UNAVAILABLE', 403, {
      details: { refusal: 'otherClosed' },
    });
  }

  /** The sender's rate-limit key: sends over HTTP and over the socket count together. */
  const rateKey = (senderId: number) => `chat:${senderId}`;

  /** The messages with the cards of the offers among them, as their jobs now stand. */
  async function withOffers(messages: MessageDto[]): Promise<MessageDto[]> {
    const ids = messages.flatMap((m) => (m.jobId === null ? [] : [m.jobId]));
    if (ids.length === 0) return messages;
    const cards = await deps.offerCards(ids);
    return messages.map((m) =>
      m.jobId === null ? m : { ...m, offer: cards.get(m.jobId) ?? null },
    );
  }

  async function withOtherFacts(rows: Row[]) {
    return factsOf(rows.filter((r) => !isSupport(r)).map((r) => Number(r.other_id)));
  }

  return {
    storage,

    /**
     * The conversation a prosker makes an offer in, with its client: the one named, when the
     * prosker is its prosker, or theirs with `clientId`. Undefined when there is none.
     */
    async offerConversation(
      proskerId: number,
      target: { conversationId?: number; clientId?: number },
    ): Promise<{ conversationId: number | null; clientId: number } | undefined> {
      if (target.conversationId !== undefined) {
        const row = await db('conversations')
          .where({ id: target.conversationId, prosker_id: proskerId })
          .first('id', 'client_id');
        return row
          ? { conversationId: Number(row.id), clientId: Number(row.client_id) }
          : undefined;
      }
      const row = await db('conversations')
        .where({ prosker_id: proskerId, client_id: target.clientId })
        .first('id');
      return row ? { conversationId: Number(row.id), clientId: target.clientId! } : undefined;
    },

    /**
     * The prosker's offer (job `jobId`) as a message of their conversation with the client, in
     * the offer's transaction: the conversation is opened when there is none yet (the caller
     * checked they have a job together), and a send the conversation refuses (a block, a banned
     * or closed account) undoes the offer. Pushed to both members once committed.
     */
    async postOffer(
      trx: Knex.Transaction,
      offer: { proskerId: number; clientId: number; jobId: number },
    ) {
      const pair = { client_id: offer.clientId, prosker_id: offer.proskerId };
      const [opened] = await trx('conversations')
        .insert({ ...pair, started_by: offer.proskerId })
        .onConflict(['client_id', 'prosker_id'])
        .ignore()
        .returning('id');
      if (opened) {
        await trx('conversation_members').insert([
          { conversation_id: opened.id, user_id: offer.clientId },
          { conversation_id: opened.id, user_id: offer.proskerId },
        ]);
      }
      const conversationId = Number(
        opened?.id ?? (await trx('conversations').where(pair).first('id')).id,
      );
      const sent = await sendInOneCall(trx, {
        conversationId,
        senderId: offer.proskerId,
        clientMessageId: randomUUID(),
        columns: { job_id: offer.jobId },
        rate: {
          key: rateKey(offer.proskerId),
          limit: config.chatMessagesPerMinute,
          windowSeconds: 60,
        },
        noticeEvent: events.outboxRow(
          {
            type: 'message.sent',
            conversationId,
            senderId: offer.proskerId,
            messageId: 0,
            recipientId: 0,
          },
          { waits: config.chatNoticeWaitSeconds },
        ),
      });
      if (sent.outcome !== 'sent') {
        if (sent.senderBanned || sent.senderClosed) throw new AppError('AUTH_INVALID_TOKEN', 401);
        const refusal = sendRefusal(sent.state);
        throw new AppError(refusalError(refusal ?? 'otherClosed'), 403, { details: { refusal } });
      }
      return conversationId;
    },

    /**
     * Opens the conversation of the caller with a prosker (the caller is the client) or with a
     * client (the caller is the prosker, who must have a job the client agreed to). A second
     * ask answers CONVERSATION_EXISTS with the existing id.
     */
    async start(userId: number, input: { proskerId?: number; clientId?: number }) {
      const asClient = input.proskerId !== undefined;
      const otherId = (asClient ? input.proskerId : input.clientId) as number;
      if (otherId === userId) throw new AppError('CONVERSATION_NOT_ALLOWED', 403);
      const facts = await factsOf([userId, otherId]);
      const me = facts.get(userId);
      const other = facts.get(otherId);
      if (asClient) {
        // A prosker is never a client (jobs refuse it too): one conversation per two people.
        if (!me || isProsker(me.typeUser)) throw new AppError('CONVERSATION_NOT_ALLOWED', 403);
        if (!other || !isProsker(other.typeUser) || !(await deps.profileVisible(otherId))) {
          throw notFound('USER_NOT_FOUND');
        }
      } else {
        // Unknown and unrelated users answer alike: ids tell nothing.
        if (
          !other ||
          !me ||
          !isProsker(me.typeUser) ||
          !(await deps.haveJobTogether(userId, otherId))
        ) {
          throw new AppError('CONVERSATION_NOT_ALLOWED', 403);
        }
        if (other.banned || other.closed) {
          throw new AppError('CONVERSATION_USER_UNAVAILABLE', 403);
        }
      }
      const pair = asClient
        ? { client_id: userId, prosker_id: otherId }
        : { client_id: otherId, prosker_id: userId };
      const created = await db.transaction(async (trx) => {
        const [row] = await trx('conversations')
          .insert({ ...pair, started_by: userId })
          .onConflict()
          .ignore()
          .returning('id');
        if (!row) return undefined;
        // The conversations opened in the last day, this one included, counted in its
        // transaction; a user's openings take turns, so two at once cannot both pass.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['conversations', userId]);
        const limit = conversationsPerDay(new Date(me.createdAt));
        const [{ count }] = await trx('conversations')
          .where({ started_by: userId })
          .where('created_at', '>', trx.raw(`now() - interval '1 day'`))
          .count<{ count: string }[]>({ count: '*' });
        if (Number(count) > limit) {
          throw new AppError('CONVERSATION_DAILY_LIMIT', 429, { params: { limit } });
        }
        await trx('conversation_members').insert([
          { conversation_id: row.id, user_id: pair.client_id },
          { conversation_id: row.id, user_id: pair.prosker_id },
        ]);
        return Number(row.id);
      });
      if (created === undefined) {
        const existing = await db('conversations')
          .where(pair)
          .orWhere({ client_id: pair.prosker_id, prosker_id: pair.client_id })
          .first('id');
        throw new AppError('CONVERSATION_EXISTS', 409, {
          details: { conversationId: Number(existing.id) },
        });
      }
      return conversationDto(userId, await memberOf(userId, created));
    },

    /** The user's conversations, newest activity first, by cursor; `q` searches names and texts. */
    async list(userId: number, options: { q?: string; cursor?: string; limit: number }) {
      const text = listSearch(options.q);
      const after = options.cursor
        ? decodeCursor<[string, number]>(
            options.cursor,
            (v): v is [string, number] =>
              v.length === 2 &&
              typeof v[0] === 'string' &&
              !Number.isNaN(Date.parse(v[0])) &&
              Number.isInteger(v[1]),
          )
        : undefined;
      const namedIds =
        text === undefined
          ? undefined
          : await userIdsNamed(db, await counterpartsOf(db, userId), text);
      const rows: Row[] = await conversationsOf(db, userId, {
        after,
        limit: options.limit + 1,
        namedIds,
        text,
      });
      const page = rows.slice(0, options.limit);
      const facts = await withOtherFacts(page);
      return {
        data: page.map((row) => ({
          id: Number(row.id),
          kind: isSupport(row) ? ('support' as const) : ('direct' as const),
          role: roleOf(row, userId),
          other: isSupport(row)
            ? SUPPORT_PERSON
            : personDto(facts.get(Number(row.other_id)), Number(row.other_id)),
          lastMessage: row.m_id === null ? null : messageDto(row, 'm_'),
          lastMessageAt: iso(row.last_message_at),
          unread: Number(row.unread_count),
        })),
        nextCursor:
          rows.length > options.limit
            ? encodeCursor([
                String(page[page.length - 1].sort_at),
                Number(page[page.length - 1].id),
              ])
            : null,
      };
    },

    /** How many of the user's conversations have an unread message (the header's badge). */
    async unread(userId: number) {
      const [{ n }] = await db('conversation_members')
        .where({ user_id: userId })
        .where('unread_count', '>', 0)
        .count({ n: '*' });
      return { conversations: Number(n) };
    },

    async get(userId: number, conversationId: number) {
      return conversationDto(userId, await memberOf(userId, conversationId));
    },

    async messages(
      userId: number,
      conversationId: number,
      options: { before?: number; after?: number; limit: number },
    ) {
      await memberOf(userId, conversationId);
      const { rows, more } = await messagesOf(db, conversationId, options);
      const catchUp = options.after !== undefined;
      return {
        data: await withOffers(rows.map((r) => messageDto(r))),
        hasOlder: catchUp ? false : more,
        hasNewer: catchUp ? more : false,
      };
    },

    /** Refuses, before a byte of an upload is read, a send the caller may not make here. */
    async assertMaySendTo(senderId: number, conversationId: number) {
      await assertMaySend(await memberOf(senderId, conversationId));
    },

    /**
     * Sends a text; the same client id again answers the stored message and sends nothing. A
     * send from a socket (`origin`, its id) is not pushed back to that socket.
     */
    async send(
      senderId: number,
      conversationId: number,
      input: { clientMessageId: string; body: string },
      origin?: string,
    ) {
      const { message } = await deliver(
        senderId,
        conversationId,
        input.clientMessageId,
        { body: input.body },
        origin,
      );
      return message;
    },

    /**
     * Pushes a committed message to this instance's sockets of its members (but the one it came
     * from): what `messaging_send` notified on CHAT_PUSH_CHANNEL.
     */
    async pushCommitted(notified: string) {
      const { to, except, message, id } = JSON.parse(notified) as {
        to: number[];
        except: string | null;
        message?: Row;
        id?: number;
      };
      const row = message ?? ((await db('messages').where({ id }).first()) as Row | undefined);
      if (!row) return;
      const [dto] = await withOffers([messageDto(row)]);
      realtime.toLocalUsers(to, CHAT_SOCKET_EVENTS.message, dto, except ?? undefined);
    },

    /**
     * Sends an image or a PDF already checked by `assertMaySendTo`; the stored files are removed
     * again when the send does not happen (or was a race with its own retry).
     */
    async sendAttachment(
      senderId: number,
      conversationId: number,
      clientMessageId: string,
      kind: ChatAttachmentKind,
      file: UploadedFile,
    ) {
      // The route refused a sender who may not write here before the upload was read
      // (`assertMaySendTo`); the send checks again under lock, and a refusal removes the files.
      const existing = await storedAs(db, senderId, conversationId, clientMessageId);
      if (existing) return messageDto(existing);
      const stored = await storeUpload(
        storage,
        kind,
        file,
        kind === 'image' ? CHAT_IMAGE_SIZES : [],
      );
      const main = stored.keys.large ?? stored.keys.original;
      try {
        const result = await deliver(senderId, conversationId, clientMessageId, {
          attachment: {
            kind,
            url: storage.url(main),
            thumbUrl: stored.keys.thumb ? storage.url(stored.keys.thumb) : null,
            mime: kind === 'image' ? 'image/webp' : stored.mime,
            bytes: stored.bytes,
            width: stored.width ?? null,
            height: stored.height ?? null,
          },
        });
        if (!result.created) await storage.remove(Object.values(stored.keys));
        return result.message;
      } catch (error) {
        await storage.remove(Object.values(stored.keys));
        throw error;
      }
    },

    /** The sender deletes their message: text and file gone, both sides shown "deleted". */
    async remove(userId: number, conversationId: number, messageId: number) {
      const { message, otherId, files } = await db.transaction(async (trx) => {
        const row = await memberOf(userId, conversationId, trx, true);
        const current = await trx('messages')
          .where({ id: messageId, conversation_id: conversationId })
          .first();
        if (!current) throw notFound('MESSAGE_NOT_FOUND');
        // An offer's card stays: it is the record of what was offered (withdrawing ends it).
        if (Number(current.sender_id) !== userId || current.job_id !== null) {
          throw new AppError('PERMISSION_DENIED', 403);
        }
        if (current.deleted_at !== null) {
          return { message: current as Row, otherId: Number(row.other_id), files: [] };
        }
        const [updated] = await trx('messages')
          .where({ id: messageId })
          .update({ ...DELETED, deleted_at: trx.fn.now() })
          .returning('*');
        // The other member no longer has it to read.
        await recountUnread(trx, [conversationId], userId);
        return {
          message: updated as Row,
          otherId: Number(row.other_id),
          files: [current.attachment_url, current.attachment_thumb_url].filter(Boolean) as string[],
        };
      });
      await removeFiles(files);
      const dto = messageDto(message);
      push(members(userId, otherId), CHAT_SOCKET_EVENTS.message, dto);
      return dto;
    },

    /** The user has read up to this message: unread count and "seen" for the other side. */
    async read(userId: number, conversationId: number, messageId: number) {
      const { lastRead, unread, otherId, moved } = await db.transaction(async (trx) => {
        const row = await memberOf(userId, conversationId, trx, true);
        const newest = Number(row.last_message_id ?? 0);
        const lastRead = Math.max(Number(row.my_last_read), Math.min(messageId, newest));
        const [{ n }] = await unreadAfter(trx, conversationId, userId, lastRead);
        await trx('conversation_members')
          .where({ conversation_id: conversationId, user_id: userId })
          .update({ last_read_message_id: lastRead, unread_count: Number(n) });
        const moved =
          lastRead !== Number(row.my_last_read) || Number(n) !== Number(row.unread_count);
        return { lastRead, unread: Number(n), otherId: Number(row.other_id), moved };
      });
      // Only news is pushed: reading the same message again tells nobody anything.
      if (moved) {
        push(members(userId, otherId), CHAT_SOCKET_EVENTS.read, {
          conversationId,
          userId,
          messageId: lastRead,
        });
      }
      return { unread, lastReadMessageId: lastRead };
    },

    /** Blocks (or unblocks) the other member: while blocked, neither can send. */
    async block(userId: number, conversationId: number, blocked: boolean) {
      const { otherId, changed } = await db.transaction(async (trx) => {
        const row = await memberOf(userId, conversationId, trx, true);
        // Support is no person to block or report.
        if (isSupport(row)) throw new AppError('CONVERSATION_NOT_ALLOWED', 403);
        await trx('conversation_members')
          .where({ conversation_id: conversationId, user_id: userId })
          .update({ blocked_at: blocked ? (row.my_blocked_at ?? trx.fn.now()) : null });
        return { otherId: Number(row.other_id), changed: (row.my_blocked_at !== null) !== blocked };
      });
      if (changed) push([userId, otherId], CHAT_SOCKET_EVENTS.conversation, { conversationId });
      return conversationDto(userId, await memberOf(userId, conversationId));
    },

    /** Reports the conversation to staff; a second report while one is open answers that one. */
    async report(userId: number, conversationId: number, reason: string) {
      const row = await memberOf(userId, conversationId);
      if (isSupport(row)) throw new AppError('CONVERSATION_NOT_ALLOWED', 403);
      const [inserted] = await db('conversation_reports')
        .insert({
          conversation_id: conversationId,
          reporter_id: userId,
          reported_id: row.other_id,
          reason,
          last_message_id: row.last_message_id,
        })
        .onConflict(db.raw(`(conversation_id, reporter_id) WHERE status = 'open'`))
        .ignore()
        .returning('*');
      const report =
        inserted ??
        (await db('conversation_reports')
          .where({ conversation_id: conversationId, reporter_id: userId, status: 'open' })
          .first());
      return {
        id: Number(report.id),
        conversationId,
        status: report.status as ChatReportStatus,
        createdAt: iso(report.created_at),
      };
    },

    /**
     * A closed account's messages lose their text and files (the other member sees "message
     * deleted"); safe to run again.
     */
    async anonymiseIfClosed(userId: number) {
      if (!(await accountStates(db, [userId])).get(userId)?.closed) return 0;
      // The number confirmed for WhatsApp goes with the account's.
      await db('whatsapp_numbers').where({ user_id: userId }).delete();
      const files = await db.transaction(async (trx) => {
        const rows = await trx('messages')
          .where({ sender_id: userId })
          .whereNull('deleted_at')
          .forUpdate()
          .select('id', 'conversation_id', 'attachment_url', 'attachment_thumb_url');
        if (rows.length === 0) return [];
        await trx('messages')
          .whereIn(
            'id',
            rows.map((r) => r.id),
          )
          .update({ ...DELETED, deleted_at: trx.fn.now() });
        // The other members no longer have those messages to read.
        await recountUnread(trx, [...new Set(rows.map((r) => Number(r.conversation_id)))], userId);
        return rows.flatMap((r) => [r.attachment_url, r.attachment_thumb_url]);
      });
      await removeFiles(files);
      return files.length;
    },

    staff: {
      /**
       * Opens (or finds) the user's support conversation, staff's way to write to them as
       * "Soporte Prosk". Nobody but staff opens one; a closed account cannot be written to.
       */
      async openSupport(staffId: number, userId: number) {
        const facts = (await factsOf([userId])).get(userId);
        if (!facts) throw notFound('USER_NOT_FOUND');
        if (facts.closed) throw new AppError('CONVERSATION_USER_UNAVAILABLE', 403);
        const id = await db.transaction(async (trx) => {
          const [row] = await trx('conversations')
            .insert({ kind: 'support', support_user_id: userId, started_by: userId })
            .onConflict(trx.raw(`(support_user_id) WHERE kind = 'support'`))
            .ignore()
            .returning('id');
          if (!row) return undefined;
          await trx('conversation_members').insert({ conversation_id: row.id, user_id: userId });
          await recordAudit(trx, {
            staffId,
            action: 'conversation.open',
            target: { type: 'user', id: userId },
            after: { conversationId: Number(row.id) },
          });
          return Number(row.id);
        });
        const existing =
          id ??
          Number(
            (
              await db('conversations')
                .where({ kind: 'support', support_user_id: userId })
                .first('id')
            ).id,
          );
        return this.support(existing);
      },

      /** Support conversations, newest activity first (the route pages them). */
      supportList(filter: { userIds?: number[]; ids?: number[]; waiting?: boolean }) {
        const query = db('conversations as c')
          .leftJoin('messages as m', 'm.id', 'c.last_message_id')
          .where('c.kind', 'support')
          .select(
            'c.id',
            'c.support_user_id',
            'c.last_message_at',
            'c.created_at',
            'm.body as last_body',
            'm.staff_id as last_staff_id',
            'm.id as last_id',
          );
        if (filter.userIds?.length) query.whereIn('c.support_user_id', filter.userIds);
        if (filter.ids?.length) query.whereIn('c.id', filter.ids);
        // Waiting: the user wrote last.
        if (filter.waiting) query.whereNotNull('m.id').whereNull('m.staff_id');
        return query;
      },

      async withUsers(rows: Row[]) {
        const facts = await factsOf(rows.map((r) => Number(r.support_user_id)));
        return rows.map((r) => ({ ...r, user: facts.get(Number(r.support_user_id)) }));
      },

      /** One support conversation: its user and its newest messages, with who of staff wrote. */
      async support(id: number) {
        const row = await db('conversations as c')
          .leftJoin('messages as m', 'm.id', 'c.last_message_id')
          .where({ 'c.id': id, 'c.kind': 'support' })
          .first(
            'c.id',
            'c.support_user_id',
            'c.last_message_at',
            'c.created_at',
            'm.body as last_body',
            'm.staff_id as last_staff_id',
            'm.id as last_id',
          );
        if (!row) throw notFound();
        const [withUser] = await this.withUsers([row]);
        const { rows } = await messagesOf(db, id, { limit: 200 });
        const names = await staffNames(db, [
          ...new Set(rows.filter((r) => r.staff_id !== null).map((r) => Number(r.staff_id))),
        ]);
        return {
          ...withUser,
          messages: rows.map((r) => ({
            ...messageDto(r),
            staffName: r.staff_id === null ? null : (names.get(Number(r.staff_id)) ?? null),
          })),
        };
      },

      /**
       * Staff write in a support conversation as "Soporte Prosk": one statement, with the audit
       * entry in its transaction; the user is told live and by the notice path. Not rate limited.
       */
      async sendSupport(
        staffId: number,
        conversationId: number,
        input: { clientMessageId: string; body: string },
      ) {
        const columns = textColumns(wellFormed(input.body));
        const noticeEvent = events.outboxRow(
          {
            type: 'message.sent',
            conversationId,
            senderId: 0,
            messageId: 0,
            recipientId: 0,
            fromSupport: true,
          },
          { waits: config.chatNoticeWaitSeconds },
        );
        const sent = await db.transaction(async (trx) => {
          const result = await supportSendInOneCall(trx, {
            conversationId,
            senderId: null,
            staffId,
            clientMessageId: input.clientMessageId,
            columns,
            rate: { key: 'staff', limit: 0, windowSeconds: 60 },
            noticeEvent,
          });
          if (result.outcome === 'sent') {
            await recordAudit(trx, {
              staffId,
              action: 'conversation.message',
              target: { type: 'user', id: result.userId },
              after: { conversationId, messageId: Number(result.message.id), body: input.body },
            });
          }
          return result;
        });
        if (sent.outcome === 'stranger') throw notFound();
        if (sent.outcome === 'refused') throw new AppError('CONVERSATION_USER_UNAVAILABLE', 403);
        if (sent.outcome === 'stored') {
          const stored = await db('messages')
            .where({ staff_id: staffId, client_message_id: input.clientMessageId })
            .first();
          if (!stored || Number(stored.conversation_id) !== conversationId) {
            throw new AppError('VALIDATION_FAILED', 422, {
              fields: [{ field: 'clientMessageId', key: 'fields.invalid' }],
            });
          }
          return messageDto(stored as Row);
        }
        if (sent.eventId !== null) await events.recorded(sent.eventId, noticeEvent);
        return messageDto(sent.message);
      },

      reports(filter: { status?: ChatReportStatus[]; ids?: number[] }) {
        const query = db('conversation_reports as r').select('r.*');
        if (filter.status?.length) query.whereIn('r.status', filter.status);
        if (filter.ids?.length) query.whereIn('r.id', filter.ids);
        return query;
      },

      async withPeople(rows: Row[]) {
        const facts = await factsOf(
          rows.flatMap((r) => [Number(r.reporter_id), Number(r.reported_id)]),
        );
        return rows.map((r) => ({
          ...r,
          reporter: facts.get(Number(r.reporter_id)),
          reported: facts.get(Number(r.reported_id)),
        }));
      },

      async report(id: number) {
        const row = await db('conversation_reports').where({ id }).first();
        if (!row) throw notFound();
        const [withPeople] = await this.withPeople([row]);
        // What was there when the report was filed; never what the two wrote afterwards.
        const { rows } = await messagesOf(db, Number(row.conversation_id), {
          limit: 500,
          ...(row.last_message_id === null
            ? { before: 1 }
            : { before: Number(row.last_message_id) + 1 }),
        });
        return { ...withPeople, messages: rows.map((r) => messageDto(r)) };
      },

      /**
       * Decides an open report: dismissed, or banned (the reported user is banned, and so signed
       * out everywhere). The report is claimed first, so two decisions at once cannot both win.
       */
      async resolve(
        staffId: number,
        id: number,
        status: Exclude<ChatReportStatus, 'open'>,
        banReason?: string,
      ) {
        const [claimed] = await db.transaction(async (trx) => {
          const rows = await trx('conversation_reports')
            .where({ id, status: 'open' })
            .update({ status, resolved_by: staffId, resolved_at: trx.fn.now() })
            .returning('*');
          if (rows.length > 0) {
            await recordAudit(trx, {
              staffId,
              action: 'conversation-reports.resolve',
              target: { type: 'conversation-reports', id },
              before: { status: 'open' },
              after: { status },
              ...(banReason ? { details: { reason: banReason } } : {}),
            });
          }
          return rows;
        });
        if (!claimed) {
          const exists = await db('conversation_reports').where({ id }).first('id');
          if (!exists) throw notFound();
          throw new AppError('REPORT_ALREADY_RESOLVED', 409);
        }
        if (status === 'banned') {
          try {
            await deps.ban(staffId, Number(claimed.reported_id), banReason ?? '');
          } catch (error) {
            // The ban did not happen: the report waits for a decision again.
            await db.transaction(async (trx) => {
              await trx('conversation_reports')
                .where({ id })
                .update({ status: 'open', resolved_by: null, resolved_at: null });
              await recordAudit(trx, {
                staffId,
                action: 'conversation-reports.reopen',
                target: { type: 'conversation-reports', id },
                before: { status },
                after: { status: 'open' },
              });
            });
            throw error;
          }
        }
        return this.report(id);
      },
    },
  };

  async function removeFiles(urls: (string | null)[]) {
    const keys = urls
      .filter((u): u is string => typeof u === 'string' && u.startsWith('/media/chat/'))
      .map((u) => u.slice('/media/chat/'.length));
    if (keys.length === 0) return;
    await storage
      .remove(keys)
      .catch((error: unknown) => logger.warn({ err: error }, 'chat files not removed'));
  }
}

export type MessagingService = ReturnType<typeof createMessagingService>;

/** A user's own messages, for their data download. */
export async function messagesOfUser(db: Knex, userId: number) {
  const rows = await db('messages')
    .where({ sender_id: userId })
    .orderBy('id')
    .select('id', 'conversation_id', 'body', 'attachment_url', 'created_at', 'deleted_at');
  return rows.map((r) => ({
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    body: (r.body as string | null) ?? null,
    attachmentUrl: (r.attachment_url as string | null) ?? null,
    createdAt: iso(r.created_at),
    deleted: r.deleted_at !== null,
  }));
}

/** Whether the client has written to the prosker (the prosker then knows the client). */
export async function clientWrote(db: Knex, proskerId: number, clientId: number) {
  const row = await db('conversations as c')
    .join('messages as m', 'm.conversation_id', 'c.id')
    .where({ 'c.prosker_id': proskerId, 'c.client_id': clientId, 'm.sender_id': clientId })
    .first('m.id');
  return row !== undefined;
}

/**
 * How fast some proskers answer: the median minutes from a client's first message in a
 * conversation to the prosker's first reply after it, over their last 50 conversations with a
 * reply. Proskers who never replied are absent.
 */
export async function replyMinutes(db: Knex, proskerIds: number[]): Promise<Map<number, number>> {
  if (proskerIds.length === 0) return new Map();
  const { rows } = await db.raw<{ rows: { prosker_id: string; minutes: number }[] }>(
    `SELECT t.prosker_id,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY t.minutes))::int AS minutes
       FROM (
         SELECT c.prosker_id, extract(epoch FROM (r.created_at - f.created_at)) / 60 AS minutes,
                row_number() OVER (PARTITION BY c.prosker_id ORDER BY c.id DESC) AS n
           FROM conversations c
           JOIN LATERAL (SELECT m.created_at FROM messages m
                          WHERE m.conversation_id = c.id AND m.sender_id = c.client_id
                          ORDER BY m.id LIMIT 1) f ON true
           JOIN LATERAL (SELECT m.created_at FROM messages m
                          WHERE m.conversation_id = c.id AND m.sender_id = c.prosker_id
                            AND m.created_at >= f.created_at
                          ORDER BY m.id LIMIT 1) r ON true
          WHERE c.prosker_id = ANY(?::bigint[])
       ) t
      WHERE t.n <= 50
      GROUP BY t.prosker_id`,
    [proskerIds],
  );
  return new Map(rows.map((r) => [Number(r.prosker_id), Number(r.minutes)]));
}

/**
 * What else messaging keeps about a user, for their data download (their messages and WhatsApp
 * number go as `messagesOfUser` and `whatsappNumberOfUser`): the conversations they are in and
 * the notices they received (kind and dates: their words name other people).
 */
export async function messagingExportFor(db: Knex, userId: number) {
  const [conversations, notices] = await Promise.all([
    db('conversation_members')
      .where({ user_id: userId })
      .orderBy('conversation_id')
      .select('conversation_id', 'blocked_at'),
    db('notifications')
      .where({ user_id: userId })
      .orderBy('id')
      .select('id', 'kind', 'topic', 'read_at', 'created_at'),
  ]);
  return { conversations, notices };
}

/** At the end of the retention period: the user's notices and WhatsApp number go. */
export async function messagingForget(trx: Knex.Transaction, userId: number) {
  await trx('notification_deliveries')
    .whereIn('notification_id', trx('notifications').where({ user_id: userId }).select('id'))
    .delete();
  await trx('notifications').where({ user_id: userId }).delete();
  await trx('whatsapp_numbers').where({ user_id: userId }).delete();
}
