/** The SQL of the messaging module's own tables (conversations, members, messages, reports). */
import type { Knex } from 'knex';
import { containingPattern, namedQuery, rateLimited, type Db } from '../../platform';

type Reader = Knex | Knex.Transaction;
export type Row = Record<string, unknown>;

/**
 * How long a decision about telling a member of their unread messages may wait before it is
 * taken as lost (six hours: longer than an event's every retry, so its event was set aside).
 */
export const NOTICE_LOST_SECONDS = 6 * 3600;

/** Whether no decision about telling a member of their unread messages waits (or it was lost). */
export const NOTICE_FREE = (member: string) =>
  `(${member}.notice_waiting_since IS NULL OR ${member}.notice_waiting_since < now() - make_interval(secs => ${NOTICE_LOST_SECONDS}))`;

/** What `messaging_send` answers (migration messaging_send_function). */
interface SendCallRow {
  outcome: 'sent' | 'stored' | 'refused' | 'stranger';
  message: Row | null;
  other_id: number | null;
  recipient_unread: number | null;
  other_notice_free: boolean | null;
  sender_banned: boolean | null;
  sender_closed: boolean | null;
  other_banned: boolean | null;
  other_closed: boolean | null;
  blocked_by_me: boolean | null;
  blocked_by_other: boolean | null;
  event_id: string | null;
}

/**
 * The channel `messaging_send` notifies once a message is committed: `{ to, except, message }`
 * (the stored row), or `{ to, except, id }` when the row is too long for a NOTIFY.
 */
export const CHAT_PUSH_CHANNEL = 'chat_messages';

/** SQLSTATE `messaging_send` raises past the sender's rate limit (detail: seconds to reset). */
const RATE_LIMITED_STATE = 'PR429';

/**
 * A send in one statement: locks, checks, stores, counts, moves the read state and records the
 * notice event (see the function's migration). Past the rate limit it refuses with RATE_LIMITED, the message
 * undone with it.
 */
export async function sendInOneCall(
  /** The pool (one prepared statement), or the transaction of a send that must join it. */
  db: Db | Knex.Transaction,
  input: {
    conversationId: number;
    senderId: number;
    clientMessageId: string;
    columns: Row;
    rate: { key: string; limit: number; windowSeconds: number };
    /** The `message.sent` outbox row, recorded when the message starts an unread streak. */
    noticeEvent: object;
    /** The socket the send came from, left out of the push (its answer carries the message). */
    origin?: string;
  },
) {
  let row: SendCallRow;
  try {
    const values = [
      input.conversationId,
      input.senderId,
      input.clientMessageId,
      JSON.stringify(input.columns),
      input.rate.key,
      input.rate.limit,
      input.rate.windowSeconds,
      NOTICE_LOST_SECONDS,
      JSON.stringify(input.noticeEvent),
      CHAT_PUSH_CHANNEL,
      input.origin ?? null,
    ];
    [row] = (db as Knex.Transaction).isTransaction
      ? (
          await db.raw<{ rows: SendCallRow[] }>(
            `SELECT * FROM messaging_send(${values.map(() => '?').join(', ')})`,
            values,
          )
        ).rows
      : await namedQuery<SendCallRow>(
          db,
          'messaging_send',
          'SELECT * FROM messaging_send($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
          values,
        );
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === RATE_LIMITED_STATE) throw rateLimited('RATE_LIMITED', Number(detail));
    throw error;
  }
  return {
    outcome: row.outcome,
    message: row.message ?? {},
    otherId: Number(row.other_id),
    recipientUnread: Number(row.recipient_unread),
    eventId: row.event_id === null ? null : Number(row.event_id),
    senderBanned: row.sender_banned === true,
    senderClosed: row.sender_closed === true,
    state: {
      blockedByMe: row.blocked_by_me === true,
      blockedByOther: row.blocked_by_other === true,
      other: { banned: row.other_banned === true, closed: row.other_closed === true },
    },
  };
}

/** What `messaging_support_send` answers (migration messaging_support_conversations). */
interface SupportSendRow {
  outcome: 'sent' | 'stored' | 'refused' | 'stranger';
  message: Row | null;
  user_id: number | null;
  event_id: string | null;
}

/**
 * A send in a support conversation in one statement, by its user (`senderId`) or by staff
 * (`staffId`, not rate limited); the notice event is recorded for a staff message that starts
 * the user's unread streak.
 */
export async function supportSendInOneCall(
  db: Reader,
  input: {
    conversationId: number;
    senderId: number | null;
    staffId: number | null;
    clientMessageId: string;
    columns: Row;
    rate: { key: string; limit: number; windowSeconds: number };
    noticeEvent: object;
    origin?: string;
  },
) {
  let row: SupportSendRow;
  try {
    // In the caller's transaction when staff write (their audit entry commits with it).
    ({
      rows: [row],
    } = await db.raw<{ rows: SupportSendRow[] }>(
      'SELECT * FROM messaging_support_send(?::bigint, ?::int, ?::int, ?::uuid, ?::jsonb, ?, ?::int, ?::int, ?::int, ?::jsonb, ?, ?)',
      [
        input.conversationId,
        input.senderId,
        input.staffId,
        input.clientMessageId,
        JSON.stringify(input.columns),
        input.rate.key,
        input.rate.limit,
        input.rate.windowSeconds,
        NOTICE_LOST_SECONDS,
        JSON.stringify(input.noticeEvent),
        CHAT_PUSH_CHANNEL,
        input.origin ?? null,
      ],
    ));
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === RATE_LIMITED_STATE) throw rateLimited('RATE_LIMITED', Number(detail));
    throw error;
  }
  return {
    outcome: row.outcome,
    message: row.message ?? {},
    userId: Number(row.user_id),
    eventId: row.event_id === null ? null : Number(row.event_id),
  };
}

/** The user's membership of a conversation with the other member's, or undefined. */
export async function membership(
  db: Reader,
  conversationId: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<Row | undefined> {
  const query = db('conversations as c')
    .join('conversation_members as me', function mine() {
      this.on('me.conversation_id', '=', 'c.id').andOn('me.user_id', '=', db.raw('?', [userId]));
    })
    // A support conversation has one member: its user (staff are no members).
    .leftJoin('conversation_members as other', function theirs() {
      this.on('other.conversation_id', '=', 'c.id').andOn('other.user_id', '<>', 'me.user_id');
    })
    .where('c.id', conversationId)
    .first(
      'c.id',
      'c.kind',
      'c.client_id',
      'c.prosker_id',
      'c.last_message_at',
      'c.last_message_id',
      'me.user_id as me_id',
      'me.unread_count',
      'me.blocked_at as my_blocked_at',
      'me.last_read_message_id as my_last_read',
      'other.user_id as other_id',
      'other.blocked_at as other_blocked_at',
      'other.last_read_message_id as other_last_read',
      db.raw(`${NOTICE_FREE('other')} AS other_notice_free`),
    );
  if (!options.lock) return query;
  // Both member rows, in user order as a send locks them (the same order everywhere, so a send,
  // a block and a read of one conversation take turns and never deadlock), and only for a
  // member: a stranger holds nothing.
  await db('conversation_members')
    .where({ conversation_id: conversationId })
    .whereExists((mine) =>
      mine
        .from('conversation_members as mine')
        .where({ 'mine.conversation_id': conversationId, 'mine.user_id': userId }),
    )
    .orderBy('user_id')
    .forUpdate()
    .select('user_id');
  return query;
}

/** A page of the user's conversations, newest activity first, after the cursor's position. */
export function conversationsOf(
  db: Reader,
  userId: number,
  options: {
    after?: [string, number];
    limit: number;
    /** Counterparts whose name matched the search. */
    namedIds?: number[];
    /** The normalised search text, matched against message texts. */
    text?: string;
  },
) {
  const query = db('conversation_members as me')
    .join('conversations as c', 'c.id', 'me.conversation_id')
    .leftJoin('conversation_members as other', function theirs() {
      this.on('other.conversation_id', '=', 'c.id').andOn('other.user_id', '<>', 'me.user_id');
    })
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .where('me.user_id', userId)
    // An empty conversation shows only to whoever opened it.
    // (A support conversation shows once staff wrote in it.)
    .where((w) =>
      w
        .whereNotNull('c.last_message_id')
        .orWhere((own) => own.where('c.started_by', userId).where('c.kind', 'direct')),
    )
    .orderBy([
      { column: 'c.last_message_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(options.limit)
    .select(
      'c.id',
      'c.kind',
      'c.client_id',
      'c.prosker_id',
      db.raw('c.last_message_at::text AS sort_at'),
      'c.last_message_at',
      'me.unread_count',
      'other.user_id as other_id',
      'm.id as m_id',
      'm.conversation_id as m_conversation_id',
      'm.sender_id as m_sender_id',
      'm.staff_id as m_staff_id',
      'm.client_message_id as m_client_message_id',
      'm.body as m_body',
      'm.attachment_kind as m_attachment_kind',
      'm.attachment_url as m_attachment_url',
      'm.attachment_thumb_url as m_attachment_thumb_url',
      'm.attachment_mime as m_attachment_mime',
      'm.job_id as m_job_id',
      'm.attachment_bytes as m_attachment_bytes',
      'm.attachment_width as m_attachment_width',
      'm.attachment_height as m_attachment_height',
      'm.created_at as m_created_at',
      'm.deleted_at as m_deleted_at',
    );
  if (options.after) {
    const [at, id] = options.after;
    query.whereRaw('(c.last_message_at, c.id) < (?::timestamptz, ?)', [at, id]);
  }
  if (options.text !== undefined) {
    const pattern = containingPattern(options.text);
    query.where((w) => {
      if (options.namedIds?.length) w.whereIn('other.user_id', options.namedIds);
      w.orWhereExists((found) =>
        found
          .from('messages as s')
          .whereRaw('s.conversation_id = c.id')
          .where('s.search_text', 'like', pattern),
      );
    });
  }
  return query;
}

/** Everyone a user has a conversation with. */
export async function counterpartsOf(db: Reader, userId: number): Promise<number[]> {
  const rows = await db('conversation_members as me')
    .join('conversation_members as other', function theirs() {
      this.on('other.conversation_id', '=', 'me.conversation_id').andOn(
        'other.user_id',
        '<>',
        'me.user_id',
      );
    })
    .where('me.user_id', userId)
    .select('other.user_id');
  return rows.map((r) => Number(r.user_id));
}

/** Messages of a conversation: the newest before an id, or the oldest after one (catch-up). */
export async function messagesOf(
  db: Reader,
  conversationId: number,
  options: { before?: number; after?: number; limit: number },
): Promise<{ rows: Row[]; more: boolean }> {
  const query = db('messages')
    .where({ conversation_id: conversationId })
    .limit(options.limit + 1);
  if (options.after !== undefined) {
    query.where('id', '>', options.after).orderBy('id', 'asc');
  } else {
    if (options.before !== undefined) query.where('id', '<', options.before);
    query.orderBy('id', 'desc');
  }
  const rows = await query.select('*');
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  return { rows: options.after !== undefined ? page : page.reverse(), more };
}

/** How many messages of the other member after `afterId` are still there to read. */
export function unreadAfter(
  trx: Reader,
  conversationId: Knex.Raw | number,
  readerId: Knex.Raw | number,
  afterId: Knex.Raw | number,
) {
  return trx('messages')
    .where({ conversation_id: conversationId })
    .whereNot({ sender_id: readerId })
    .whereNull('deleted_at')
    .where('id', '>', afterId)
    .count({ n: '*' });
}

/**
 * Counts again what the members of these conversations (but `senderId`, whose messages went)
 * have to read, after messages were deleted.
 */
export function recountUnread(trx: Reader, conversationIds: number[], senderId: number) {
  const member = (column: string) => trx.raw('??', [`conversation_members.${column}`]);
  return trx('conversation_members')
    .whereIn('conversation_id', conversationIds)
    .whereNot('user_id', senderId)
    .update({
      unread_count: unreadAfter(
        trx,
        member('conversation_id'),
        member('user_id'),
        member('last_read_message_id'),
      ),
    });
}
