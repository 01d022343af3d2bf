import { messageSearchText } from '../server/modules/messaging/rules';
import type { SeedContext } from '../server/platform/migrate';

/** A question before buying, between the demo client and the demo prosker. */
const THREAD = [
  {
    from: 'client',
    minutesAgo: 26 * 60,
    text: 'Hola Martín, ¿hacen reparaciones de cañerías en Pocitos?',
  },
  {
    from: 'prosker',
    minutesAgo: 25 * 60,
    text: 'Hola Camila, sí. ¿Es una pérdida a la vista o dentro de la pared?',
  },
  { from: 'client', minutesAgo: 24 * 60, text: 'Dentro de la pared del baño, se ve la humedad.' },
  {
    from: 'prosker',
    minutesAgo: 90,
    text: 'Entonces conviene una visita técnica para ubicarla. Puedo ir el lunes de mañana; reservá la fecha desde mi perfil.',
  },
] as const;

/**
 * One conversation between the demo client and the demo prosker, so the chat has something to
 * show. Once: messages carry fixed ids, and the conversation is one per pair.
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const users = await db('users')
    .whereIn('email', ['cliente@prosk.uy', 'prosker@prosk.uy'])
    .select('id', 'email');
  const client = users.find((u) => u.email === 'cliente@prosk.uy');
  const prosker = users.find((u) => u.email === 'prosker@prosk.uy');
  if (!client || !prosker) return;
  await db.transaction(async (trx) => {
    const [created] = await trx('conversations')
      .insert({ client_id: client.id, prosker_id: prosker.id, started_by: client.id })
      .onConflict(['client_id', 'prosker_id'])
      .ignore()
      .returning('id');
    if (!created) return;
    await trx('conversation_members').insert([
      { conversation_id: created.id, user_id: client.id },
      { conversation_id: created.id, user_id: prosker.id },
    ]);
    const now = Date.now();
    const rows = await trx('messages')
      .insert(
        THREAD.map((m, i) => ({
          conversation_id: created.id,
          sender_id: m.from === 'client' ? client.id : prosker.id,
          client_message_id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
          body: m.text,
          search_text: messageSearchText(m.text),
          created_at: new Date(now - m.minutesAgo * 60_000),
        })),
      )
      .returning(['id', 'created_at', 'sender_id']);
    const last = rows[rows.length - 1];
    await trx('conversations')
      .where({ id: created.id })
      .update({ last_message_id: last.id, last_message_at: last.created_at });
    // The prosker read everything; the client has the last answer to read.
    await trx('conversation_members')
      .where({ conversation_id: created.id, user_id: prosker.id })
      .update({ last_read_message_id: last.id });
    await trx('conversation_members')
      .where({ conversation_id: created.id, user_id: client.id })
      .update({ last_read_message_id: rows[2].id, unread_count: 1 });
  });
}
