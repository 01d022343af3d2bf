/** What other modules may know of a user's conversations: the seller's home and clients list. */
import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/** A prosker's conversation with one client, as their clients list shows it. */
export interface ClientConversation {
  clientId: number;
  conversationId: number;
  lastMessageAt: Date;
  /** Messages of the client the prosker has not read. */
  unread: number;
}

/**
 * The prosker's conversations that hold a message (an empty one is only opened), by client.
 * Only conversations where the user is the prosker: a prosker's own purchases are elsewhere.
 */
export async function proskerConversations(
  db: Reader,
  proskerId: number,
): Promise<Map<number, ClientConversation>> {
  const rows = await db('conversations as c')
    .join('conversation_members as me', function mine() {
      this.on('me.conversation_id', '=', 'c.id').andOn('me.user_id', '=', 'c.prosker_id');
    })
    .where('c.prosker_id', proskerId)
    .whereNotNull('c.last_message_id')
    .select('c.id', 'c.client_id', 'c.last_message_at', 'me.unread_count');
  return new Map(
    rows.map((r) => [
      Number(r.client_id),
      {
        clientId: Number(r.client_id),
        conversationId: Number(r.id),
        lastMessageAt: new Date(r.last_message_at),
        unread: Number(r.unread_count),
      },
    ]),
  );
}

/** A conversation with messages the user has not read. */
export interface UnreadConversation {
  conversationId: number;
  otherId: number;
  unread: number;
  lastMessageAt: Date;
}

/** The user's conversations with unread messages, newest first (at most `limit`), and how many. */
export async function unreadConversations(
  db: Reader,
  userId: number,
  limit = 5,
): Promise<{ total: number; data: UnreadConversation[] }> {
  const base = () =>
    db('conversation_members as me')
      .join('conversations as c', 'c.id', 'me.conversation_id')
      .where('me.user_id', userId)
      .where('me.unread_count', '>', 0);
  const [rows, [{ n }]] = await Promise.all([
    base()
      .orderBy([
        { column: 'c.last_message_at', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(limit)
      .select('c.id', 'c.client_id', 'c.prosker_id', 'c.last_message_at', 'me.unread_count'),
    base().count({ n: '*' }),
  ]);
  return {
    total: Number(n),
    data: rows.map((r) => ({
      conversationId: Number(r.id),
      otherId: Number(r.client_id) === userId ? Number(r.prosker_id) : Number(r.client_id),
      unread: Number(r.unread_count),
      lastMessageAt: new Date(r.last_message_at),
    })),
  };
}
