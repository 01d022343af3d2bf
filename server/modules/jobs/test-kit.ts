/** What the jobs tests share: dates in Uruguay, a published service, a prosker's agenda. */
import { expect } from 'chai';
import type { JobStatus } from '../../../common/jobs';
import { TIME_ZONES } from '../../../common/regions';
import { instantOf, todayIn } from '../../../common/time';
import type { TestApp } from '../../test/harness';
import { cardToken } from '../../test/mercadopago';
import { createUser, makePremium, TEST_BOOKING, type TestUser } from '../../test/users';

const HOUR = 3_600_000;

/** The instant (ISO) at which Uruguay's clock shows `time` ('HH:MM') on `date` (YYYY-MM-DD). */
export function at(date: string, time: string): string {
  const instant = instantOf(date, time, TIME_ZONES.uy);
  if (!instant) throw new Error(`not a local date and time: ${date} ${time}`);
  return instant;
}

/** The date (YYYY-MM-DD) `days` after `date`. */
export function dayAfter(date: string, days = 1): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The next Monday at least two days ahead in Uruguay, as YYYY-MM-DD. */
export function nextMonday(): string {
  let date = todayIn(TIME_ZONES.uy, Date.now() + 48 * HOUR);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = dayAfter(date);
  return date;
}

/**
 * Publishes a plumbing service of the prosker's (a technical visit unless `changes` say
 * otherwise), by appointment or not; answers its id.
 */
export async function publish(
  app: TestApp,
  prosker: TestUser,
  requiresAppointment: boolean,
  changes: { title?: string; description?: string; price?: number; requiresPayment?: boolean } = {},
) {
  const category = await app.db('categories').where({ slug: 'plomeria' }).first('id');
  const res = await app.request('POST', '/admin/api/user/services', {
    token: prosker.token,
    body: {
      title: 'Visita técnica',
      description: 'Diagnóstico en el lugar',
      price: 900,
      categoryId: category.id,
      requiresAppointment,
      requiresPayment: false,
      ...changes,
    },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.id as number;
}

/** A premium prosker open on Mondays from 09:00 to 12:00 only. */
export async function mondayProsker(app: TestApp, username: string) {
  const prosker = await createUser(app, username);
  await makePremium(app, prosker.id);
  const week = await app.request('PUT', '/admin/api/agenda/availability', {
    token: prosker.token,
    body: {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        open: weekday === 1,
        ranges: weekday === 1 ? [{ from: '09:00', to: '12:00' }] : [],
      })),
    },
  });
  expect(week.status, JSON.stringify(week.body)).to.equal(200);
  return prosker;
}

/**
 * A client buys a service for a date and half of the day, or one slot of that half, with the
 * booking's details (`TEST_BOOKING`: a new address, the problem, a phone) unless `body` says others.
 */
export const buy = (
  app: TestApp,
  client: Pick<TestUser, 'token'>,
  serviceId: number,
  body: { date: string; timeOfDay: 'morning' | 'afternoon'; slot?: string } & Record<
    string,
    unknown
  >,
  headers?: Record<string, string>,
) =>
  app.request('POST', `/admin/api/services/${serviceId}/buy`, {
    token: client.token,
    body: { ...TEST_BOOKING, ...body },
    headers,
  });

/**
 * A job written straight into the database in any status: by default a faucet change of 2500 UYU
 * starting in three days and lasting two hours; `columns` overrides any column.
 */
export async function insertJob(
  app: TestApp,
  prosker: TestUser,
  client: TestUser,
  status: JobStatus = 'new',
  options: { startsIn?: number; lasts?: number; columns?: Record<string, unknown> } = {},
) {
  const start = new Date(Date.now() + (options.startsIn ?? 72 * HOUR));
  const [row] = await app
    .db('jobs')
    .insert({
      prosker_id: prosker.id,
      client_id: client.id,
      title: 'Cambio de grifería',
      description: 'Cambiar la grifería del baño',
      price: 2500,
      currency: 'UYU',
      status,
      start_date: start,
      end_date: new Date(start.getTime() + (options.lasts ?? 2 * HOUR)),
      ...options.columns,
    })
    .returning('id');
  return Number(row.id);
}

/**
 * The job's day comes, as if the clock had run to it: its start moves to an hour ago, its
 * length kept (an UPDATE reads the row as it was).
 */
export async function reachDay(app: TestApp, jobId: number) {
  await app
    .db('jobs')
    .where({ id: jobId })
    .update({
      start_date: app.db.raw(`now() - interval '1 hour'`),
      end_date: app.db.raw(`now() - interval '1 hour' + (end_date - start_date)`),
    });
}

/** A prosker (with the Monday agenda when `agenda`), a client and a published service of the prosker's. */
export async function sellerAndClient(
  app: TestApp,
  username: string,
  options: { agenda: boolean; requiresAppointment: boolean },
) {
  const prosker = options.agenda
    ? await mondayProsker(app, username)
    : await createUser(app, username);
  const client = await createUser(app, 'cliente0001', { prosker: false });
  const serviceId = await publish(app, prosker, options.requiresAppointment);
  return { prosker, client, serviceId };
}

/** A job its client paid with an approved card (written waiting for payment, then paid). */
export async function paidJob(app: TestApp, prosker: TestUser, client: TestUser, price = 2000) {
  const id = await insertJob(app, prosker, client, 'paymentRequired', {
    columns: { requires_payment: true, price },
  });
  const paid = await app.request('POST', `/admin/api/user/jobs/${id}/payment`, {
    token: client.token,
    body: {
      cardToken: await cardToken(app, 'APRO'),
      paymentMethodId: 'master',
      installments: 1,
      identification: { type: 'CI', number: '12345678' },
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
  await app.mercadoPago.control.settle();
  await app.platform.events.idle();
  return id;
}
