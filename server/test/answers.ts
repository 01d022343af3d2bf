/** What the integration tests of every module share to read answers and act as staff. */
import { expect } from 'chai';
import type { TestApp } from './harness';

type Answer = Pick<Awaited<ReturnType<TestApp['request']>>, 'status' | 'body'>;

/** An error answer: its status (the body shown when it is another) and its code. */
export function expectError(answer: Answer, status: number, code: string, what?: string) {
  expect(answer.status, what ?? JSON.stringify(answer.body)).to.equal(status);
  expect(answer.body.error.code, what).to.equal(code);
}

/** A back-office session of a seeded staff member (the admin unless told otherwise). */
export async function staffToken(
  app: TestApp,
  email = 'admin@prosk.uy',
  password = 'Admin#2026demo',
): Promise<string> {
  const res = await app.request('POST', '/backoffice/api/auth/login', {
    body: { email, password },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.access_token as string;
}

/** A back-office session of the seeded support member (reads and exports only). */
export const supportToken = (app: TestApp) =>
  staffToken(app, 'soporte@prosk.uy', 'Support#2026demo');

/** A list's query string in react-admin's simple-rest dialect (JSON filter, sort and range). */
export const listQuery = (params: { filter?: unknown; sort?: unknown; range?: unknown }) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])),
  ).toString();
