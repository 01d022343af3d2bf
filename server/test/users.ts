/** Accounts written straight into the test database, signed in, for tests of other modules. */
import { hashPassword } from '../platform/auth';
import type { TestApp } from './harness';

const PASSWORD = 'Prueba#2026x';
let passwordHash: string | undefined;

export interface TestUser {
  id: number;
  token: string;
  username: string;
  email: string;
}

export async function createUser(
  app: TestApp,
  username: string,
  options: { prosker?: boolean; firstName?: string; description?: string } = {},
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
      phone_number: '099123456',
      description: options.description ?? null,
      password_hash: passwordHash,
      email_verified_at: new Date(),
    })
    .returning('id');
  const token = await app.platform.tokens.issue('user', id);
  return { id: Number(id), token, username, email };
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
