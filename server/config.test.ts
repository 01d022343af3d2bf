import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, withEnvFile } from './config';
import { PRODUCTION_ENV } from './test/harness';

describe('configuration', () => {
  it('runs with no variables at all, on the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).to.equal(3000);
    expect(config.backofficePort).to.equal(3001);
    expect(config.backofficeOrigin).to.equal('http://localhost:3001');
    expect(config.database.embedded).to.equal(true);
    expect(config.database.embeddedDir).to.equal('/srv/app/.data/postgres');
    expect(config.seedDemo).to.equal(true);
    expect(config.devInbox).to.equal(true);
  });

  it('uses an external PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/prosk' });
    expect(config.database.embedded).to.equal(false);
    expect(config.database.url).to.equal('postgres://u:p@db:5432/prosk');
  });

  it('stops on a bad value with a message that names the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    ];
    for (const [env, variable] of cases) {
      expect(() => loadConfig(env), variable)
        .to.throw(ConfigError)
        .with.property('variable', variable);
    }
  });

  it('refuses to run in production with the development signing secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).to.throw(/JWT_SECRET/);
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.devInbox).to.equal(false);
    expect(config.seedDemo).to.equal(false);
    expect(config.mercadoPago.emulator).to.equal(false);
    expect(config.mercadoPago.apiUrl).to.equal('https://api.mercadopago.com');
  });

  it('uses the Mercado Pago emulator only in development, and wants every credential with a token', () => {
    const dev = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
    expect(dev.mercadoPago.emulator).to.equal(true);
    expect(dev.mercadoPago.apiUrl).to.equal('http://localhost:3000/emulators/mercadopago');
    const { MP_ACCESS_TOKEN: _token, ...withoutToken } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutToken))
      .to.throw(ConfigError)
      .with.property('variable', 'MP_ACCESS_TOKEN');
    const { MP_WEBHOOK_SECRET: _secret, ...withoutSecret } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutSecret))
      .to.throw(ConfigError)
      .with.property('variable', 'MP_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_TOKEN_KEY: 'short' }))
      .to.throw(ConfigError)
      .with.property('variable', 'PAYMENT_TOKEN_KEY');
  });

  it('points the back office origin at Vite when the dev servers serve the frontends', () => {
    expect(loadConfig({}, '/srv', { viteDevServers: true }).backofficeOrigin).to.equal(
      'http://localhost:5174',
    );
  });
});

describe('the .env file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prosk-env-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds the variables of the working directory’s .env, and a variable set in the environment wins', () => {
    fs.writeFileSync(
      path.join(dir, '.env'),
      '# ports of a second copy\nPORT=3200\nBACKOFFICE_PORT="3201"\nDATA_DIR=/tmp/elsewhere\n',
    );
    const env = withEnvFile({ PORT: '3300' }, dir);
    expect(env).to.deep.include({
      PORT: '3300',
      BACKOFFICE_PORT: '3201',
      DATA_DIR: '/tmp/elsewhere',
    });
    const config = loadConfig(env, dir);
    expect(config.port).to.equal(3300);
    expect(config.backofficePort).to.equal(3201);
  });

  it('leaves the environment as it is without a .env file', () => {
    const empty = fs.mkdtempSync(path.join(dir, 'none-'));
    const env = { PORT: '3100' };
    expect(withEnvFile(env, empty)).to.equal(env);
  });
});
