/** The names of a cancellation or help reason in every language (notices quote them). */
import type { Knex } from 'knex';
import { LANGUAGES, type Language } from '../../../common/i18n';

export async function reasonNames(
  db: Knex,
  kind: 'cancellation' | 'help',
  id: number,
): Promise<Record<Language, string> | undefined> {
  const row = await db(kind === 'cancellation' ? 'cancellation_reasons' : 'help_reasons')
    .where({ id })
    .first();
  if (!row) return undefined;
  return Object.fromEntries(LANGUAGES.map((l) => [l, String(row[`name_${l}`] ?? '')])) as Record<
    Language,
    string
  >;
}
