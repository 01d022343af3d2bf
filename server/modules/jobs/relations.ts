/** What other modules may ask about who works with whom. */
import type { Knex } from 'knex';

/** Whether a prosker and a client have a job together, in any status. */
export async function haveJobTogether(
  db: Knex | Knex.Transaction,
  proskerId: number,
  clientId: number,
): Promise<boolean> {
  const row = await db('jobs').where({ prosker_id: proskerId, client_id: clientId }).first('id');
  return row !== undefined;
}
