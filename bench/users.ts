/** Accounts the benchmarks write straight into their database. */
import type pg from 'pg';
import { hashPassword } from '../server/platform/auth';

/** A verified prosker named Bench, with a password it can sign in with; answers its id. */
export async function insertProsker(
  client: pg.Client,
  prosker: { username: string; lastName: string; email: string; phone: string; password: string },
): Promise<number> {
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (username, type_user, first_name, last_name, email, phone_number,
       password_hash, email_verified_at)
     VALUES ($1, 2, 'Bench', $2, $3, $4, $5, now()) RETURNING id`,
    [
      prosker.username,
      prosker.lastName,
      prosker.email,
      prosker.phone,
      await hashPassword(prosker.password),
    ],
  );
  return Number(user.id);
}
