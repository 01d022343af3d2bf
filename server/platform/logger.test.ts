import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('the logger', () => {
  it('never writes passwords, tokens or card data', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        password: 'Secret#123',
        access_token: 'eyJhbGciOi.x.y',
        body: { newPassword: 'Other#456', cardNumber: '4509953566233704', securityCode: '123' },
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
        email: 'ana@example.com',
      },
      'attempt',
    );
    const text = lines.join('');
    for (const secret of [
      'Secret#123',
      'eyJhbGciOi',
      'Other#456',
      '4509953566233704',
      'abc.def.ghi',
    ]) {
      expect(text).to.not.include(secret);
    }
    expect(text).to.include('[redacted]');
    expect(text).to.include('ana@example.com');
  });
});
