/** The SQL of the seller's own table: a prosker's private notes about their clients. */
import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/** The prosker's notes about the given clients, by client. */
export async function notesOf(
  db: Reader,
  proskerId: number,
  clientIds: number[],
): Promise<Map<number, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db('client_notes')
    .where({ prosker_id: proskerId })
    .whereIn('client_id', clientIds)
    .select('client_id', 'note');
  return new Map(rows.map((r) => [Number(r.client_id), r.note as string]));
}

/** Writes the note (the length is the table's constraint too). */
export async function saveNote(db: Reader, proskerId: number, clientId: number, note: string) {
  const [row] = await db('client_notes')
    .insert({ prosker_id: proskerId, client_id: clientId, note, updated_at: db.fn.now() })
    .onConflict(['prosker_id', 'client_id'])
    .merge(['note', 'updated_at'])
    .returning(['note', 'updated_at']);
  return { note: row.note as string, updatedAt: new Date(row.updated_at) };
}

export async function deleteNote(db: Reader, proskerId: number, clientId: number) {
  await db('client_notes').where({ prosker_id: proskerId, client_id: clientId }).delete();
}
