/**
 * A user's addresses (`/mi-direccion`) as other modules may use them: one of the user's own by
 * id, and a new one added in the caller's transaction (a booking saves the address it was given
 * only if the booking itself is made). The storefront's address routes add theirs the same way.
 */
import type { Knex } from 'knex';
import type { AddressInput } from '../../../common/schemas/accounts';
import { notFound, type Platform } from '../../platform';
import { Address } from './models';

type Reader = Knex | Knex.Transaction;

/** An address as another module keeps a copy of it. */
export interface AddressCopy {
  id: number;
  domicile: string;
  neighborhood: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

const copyOf = (row: Address): AddressCopy => ({
  id: Number(row.id),
  domicile: row.domicile,
  neighborhood: row.neighborhood ?? null,
  city: row.city,
  state: row.state,
  postalCode: row.postal_code,
  country: row.country,
  countryCode: row.country_code,
});

export function addressColumns(input: Omit<AddressInput, 'isDefault'>) {
  return {
    domicile: input.domicile,
    postal_code: input.postalCode,
    city: input.city,
    state: input.state,
    neighborhood: input.neighborhood ?? null,
    country: input.country,
    country_code: input.countryCode,
  };
}

/** One of the user's own addresses; undefined when there is no such address of theirs. */
export async function ownAddress(
  db: Reader,
  userId: number,
  id: number,
): Promise<AddressCopy | undefined> {
  const row = await Address.query(db).findOne({ id, user_id: userId });
  return row ? copyOf(row) : undefined;
}

/**
 * Adds an address to the user's list in `trx` (the first one, or one asked to be, becomes the
 * default) and records `user.changed` there. Address changes of one user are serialised on the
 * user's row, so "exactly one default" holds.
 */
export async function insertAddress(
  trx: Knex.Transaction,
  events: Platform['events'],
  userId: number,
  input: Omit<AddressInput, 'isDefault'> & { isDefault?: boolean },
): Promise<Address> {
  await trx.raw('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  const count = Number((await trx('addresses').where({ user_id: userId }).count({ n: '*' }))[0].n);
  const makeDefault = count === 0 || input.isDefault === true;
  if (makeDefault) {
    await trx('addresses').where({ user_id: userId }).update({ is_default: false });
  }
  const created = await Address.query(trx).insertAndFetch({
    user_id: userId,
    ...addressColumns(input),
    is_default: makeDefault,
  } as Partial<Address>);
  await events.emit(trx, { type: 'user.changed', userId });
  return created;
}

/** `insertAddress` for other modules: the saved address as they keep a copy of it. */
export async function saveAddress(
  trx: Knex.Transaction,
  events: Platform['events'],
  userId: number,
  input: Omit<AddressInput, 'isDefault'>,
): Promise<AddressCopy> {
  return copyOf(await insertAddress(trx, events, userId, input));
}

/**
 * Changes one of the user's addresses in `trx` (the owner's settings and staff alike): the
 * default stays the default until another address takes its place. Answers it before and
 * after; not found when the user has no such address.
 */
export async function updateAddressIn(
  trx: Knex.Transaction,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<{ before: Address; after: Address }> {
  await trx.raw('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  const before = await Address.query(trx).findOne({ id, user_id: userId });
  if (!before) throw notFound();
  if (input.isDefault === true && !before.is_default) {
    await trx('addresses').where({ user_id: userId }).update({ is_default: false });
  }
  const after = await Address.query(trx).patchAndFetchById(id, {
    ...addressColumns(input),
    is_default: before.is_default || input.isDefault === true,
    updated_at: new Date(),
  } as Partial<Address>);
  return { before, after };
}
