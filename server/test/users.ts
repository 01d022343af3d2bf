/** Accounts written straight into the test database, signed in, for tests of other modules. */
import { expect } from 'chai';
import { hashPassword } from '../platform/auth';
import type { TestApp } from './harness';

const PASSWORD = 'Prueba#2026x';
let passwordHash: string | undefined;

/**
 * The body of `POST /signup` for a new client, with the test password and a phone number as the
 * region (`overrides.region`, Uruguay by default) writes them.
 */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'client',
    firstName: 'Lucía',
    lastName: 'Fernández',
    username: 'luciaf2026',
    email: 'lucia@example.com',
    phoneNumber: overrides.region === 'br' ? '11987654321' : '099123456',
    birthDate: '1990-05-04',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    termsAccepted: true,
    ...overrides,
  };
}

export interface TestUser {
  id: number;
  token: string;
  username: string;
  email: string;
}

export async function createUser(
  app: TestApp,
  username: string,
  options: {
    prosker?: boolean;
    firstName?: string;
    description?: string;
    region?: 'uy' | 'br';
  } = {},
): Promise<TestUser> {
  passwordHash ??= await hashPassword(PASSWORD);
  const email = `${username}@example.com`;
  const [{ id }] = await app
    .db('users')
    .insert({
      username,
      type_user: options.prosker === false ? 1 : 2,
      first_name: options.firstName ?? 'Ana',
      last_name: 'Silva',
      email,
      phone_number: '+59899123456',
      description: options.description ?? null,
      region: options.region ?? 'uy',
      password_hash: passwordHash,
      email_verified_at: new Date(),
    })
    .returning('id');
  const token = await app.platform.tokens.issue('user', id);
  return { id: Number(id), token, username, email };
}

/**
 * The client and the prosker have a conversation (written straight into the database, as the
 * client would open it): the prosker may then make the client offers. Answers its id.
 */
export async function converse(app: TestApp, prosker: TestUser, client: TestUser) {
  const [{ id }] = await app
    .db('conversations')
    .insert({ client_id: client.id, prosker_id: prosker.id, started_by: client.id })
    .onConflict(['client_id', 'prosker_id'])
    .merge()
    .returning('id');
  await app
    .db('conversation_members')
    .insert([
      { conversation_id: id, user_id: client.id },
      { conversation_id: id, user_id: prosker.id },
    ])
    .onConflict()
    .ignore();
  return Number(id);
}

/** An active subscription to a premium plan (Uruguay, monthly): what billing's entitlement reads. */
export async function makePremium(app: TestApp, userId: number) {
  const plan = await app
    .db('plans')
    .where({ region: 'uy', premium: true, period: 'monthly' })
    .first('id', 'price', 'currency');
  await app.db('subscriptions').insert({
    user_id: userId,
    plan_id: plan.id,
    status: 'active',
    amount: plan.price,
    currency: plan.currency,
    started_at: new Date(),
  });
}

/** An address in Montevideo, as the storefront's address form sends it. */
export const TEST_ADDRESS = {
  domicile: 'Calle 1',
  postalCode: '11200',
  city: 'Montevideo',
  state: 'Montevideo',
  country: 'Uruguay',
  countryCode: 'UY',
};

/** What a client says with a booking unless a test says otherwise (`POST /services/{id}/buy`). */
export const TEST_BOOKING = {
  address: TEST_ADDRESS,
  problem: 'Pierde agua la canilla de la cocina.',
  phone: '099123456',
};

export async function ids(app: TestApp, table: 'categories' | 'skills', slugs: string[]) {
  return (await app.db(table).whereIn('slug', slugs).select('id')).map((r) => r.id);
}

/** Makes a prosker visible through the API: an address, categories and skills (58%). */
export async function complete(
  app: TestApp,
  user: { token: string },
  categories = ['plomeria'],
  skills = ['reparacion-de-canerias'],
  address = TEST_ADDRESS,
) {
  await app.request('POST', '/admin/api/user/addresses', { token: user.token, body: address });
  await app.request('PUT', '/admin/api/user/categories', {
    token: user.token,
    body: { categoryIds: await ids(app, 'categories', categories) },
  });
  const res = await app.request('PUT', '/admin/api/user/skills', {
    token: user.token,
    body: { skillIds: await ids(app, 'skills', skills) },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
}
