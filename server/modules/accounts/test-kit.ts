/** What the integration tests of the account-holding modules share. */
import { expect } from 'chai';
import type { TestApp } from '../../test/harness';

type Answer = Pick<Awaited<ReturnType<TestApp['request']>>, 'status' | 'body'>;

/** An error answer: its status (the body shown when it is another) and its code. */
export function expectError(answer: Answer, status: number, code: string, what?: string) {
  expect(answer.status, what ?? JSON.stringify(answer.body)).to.equal(status);
  expect(answer.body.error.code, what).to.equal(code);
}
