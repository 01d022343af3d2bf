import type { Knex } from 'knex';
import { phoneE164, phoneReadings } from '../common/phone';
import { DEFAULT_REGION, isRegion } from '../common/regions';

/**
 * Accounts: phone numbers stored in E.164 (docs/adr/0025-phone-numbers.md). A number was kept as
 * typed, by the rule of the time (a 0 and at least 9 digits), in its owner's region's way:
 * '099123456' for a user of uy becomes '+59899123456', '011987654321' for a user of br
 * '+5511987654321'. One that is no number of its owner's region but is one of another region's
 * becomes that one; a value that is no number at all is left as it is (its owner's settings ask
 * for a valid one). Read in batches by id, so memory stays flat whatever the number of users.
 */
const BATCH = 1000;

function storedForm(typed: string, region: unknown): string | undefined {
  const own = isRegion(region) ? region : DEFAULT_REGION;
  return phoneE164(typed, own) ?? phoneReadings(typed, own)[0];
}

export async function up(knex: Knex): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows: { id: number; phone_number: string; region: string }[] = await knex('users')
      .where('id', '>', lastId)
      .whereNotNull('phone_number')
      .whereNot('phone_number', 'like', '+%')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'phone_number', 'region');
    if (rows.length === 0) return;
    const changes = rows.flatMap((row) => {
      const phone = storedForm(row.phone_number, row.region);
      return phone ? [{ id: row.id, phone }] : [];
    });
    if (changes.length > 0) {
      await knex.raw(
        `UPDATE users SET phone_number = v.phone
           FROM (VALUES ${changes.map(() => '(?::int, ?::text)').join(', ')}) AS v(id, phone)
          WHERE users.id = v.id`,
        changes.flatMap((change) => [change.id, change.phone]),
      );
    }
    lastId = rows[rows.length - 1].id;
  }
}

/** Back to the national form with its 0, as the rule of the time wanted it. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE users SET phone_number = '0' || CASE
        WHEN phone_number LIKE '+598%' THEN substr(phone_number, 5)
        ELSE substr(phone_number, 4)
      END
     WHERE phone_number LIKE '+598%' OR phone_number LIKE '+55%'`);
}
