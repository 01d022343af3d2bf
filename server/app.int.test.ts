import { expect } from 'chai';
import { PRODUCTION_ENV, useTestApp } from './test/harness';

describe('the HTTP platform', () => {
  const app = useTestApp();

  it('answers the health check after asking the database', async () => {
    const res = await app.request('GET', '/health');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok', version: '0.1.0', database: 'ok' });
  });

  it('tells the storefront where the back office lives', async () => {
    const res = await app.request('GET', '/admin/api/app-config');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ backofficeUrl: app.config.backofficeOrigin });
  });

  it('answers an unknown API path with the error envelope in Spanish by default', async () => {
    const res = await app.request('GET', '/admin/api/no-such-thing');
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.equal({
      error: { code: 'ROUTE_NOT_FOUND', message: 'La dirección solicitada no existe.' },
    });
  });

  it('translates error messages to the language of Accept-Language', async () => {
    const pt = await app.request('GET', '/admin/api/nothing', {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(pt.body.error.message).to.equal('O endereço solicitado não existe.');
    const en = await app.request('GET', '/admin/api/nothing', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.error.message).to.equal('The requested address does not exist.');
  });

  it('lets an explicit language choice win over Accept-Language', async () => {
    const res = await app.request('GET', '/admin/api/nothing', {
      headers: { 'accept-language': 'en', 'x-language': 'br' },
    });
    expect(res.body.error.message).to.equal('O endereço solicitado não existe.');
  });

  it('lists each broken field with its own translated message', async () => {
    const res = await app.request('POST', '/backoffice/api/auth/login', {
      body: { email: 'not-an-email', surprise: true },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    const fields = res.body.error.details.fields;
    expect(fields).to.deep.include({
      field: 'email',
      code: 'fields.email',
      message: 'Enter a valid e-mail address.',
    });
    expect(fields).to.deep.include({
      field: 'password',
      code: 'fields.required',
      message: 'This field is required.',
    });
    expect(fields).to.deep.include({
      field: 'surprise',
      code: 'fields.unknownField',
      message: 'Field not allowed: surprise.',
    });
  });

  it('refuses malformed JSON with a validation error instead of a crash', async () => {
    const res = await app.request('POST', '/backoffice/api/auth/login', { body: '{"email": ' });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
  });

  it('refuses a body over the size limit', async () => {
    const res = await app.request('POST', '/backoffice/api/auth/login', {
      body: { email: 'a@b.uy', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await app.request('GET', '/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(own.headers.get('x-request-id')).to.equal('trace-123');
    const bad = await app.request('GET', '/health', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(bad.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('sends the API security headers on API answers', async () => {
    const res = await app.request('GET', '/health');
    expect(res.headers.get('content-security-policy')).to.equal(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
  });

  it('sends the full set of security headers on pages', async () => {
    const res = await app.request('GET', '/dev/inbox');
    expect(res.headers.get('content-security-policy')).to.include("default-src 'self'");
    expect(res.headers.get('content-security-policy')).to.include("script-src 'self'");
    expect(res.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
  });

  it('accepts cross-origin calls only from the back office origin', async () => {
    const allowed = await app.request('OPTIONS', '/backoffice/api/users', {
      headers: { origin: 'http://localhost:3901', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).to.equal('http://localhost:3901');
    const actual = await app.request('GET', '/backoffice/api/users', {
      headers: { origin: 'http://localhost:3901' },
    });
    expect(actual.headers.get('access-control-allow-origin')).to.equal('http://localhost:3901');
    expect(actual.headers.get('access-control-expose-headers')).to.include('Content-Range');
    expect(actual.body.error.code, 'the origin passes; the missing token does not').to.equal(
      'AUTH_REQUIRED',
    );

    const storefrontApi = await app.request('GET', '/admin/api/categories', {
      headers: { origin: 'http://localhost:3901' },
    });
    expect(storefrontApi.headers.get('access-control-allow-origin')).to.equal(null);

    const other = await app.request('GET', '/backoffice/api/users', {
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).to.equal(null);
    expect(other.status).to.equal(403);
    expect(other.body.error.code).to.equal('CORS_ORIGIN_DENIED');
  });
});

describe('the dev inbox', () => {
  const app = useTestApp();

  it('lists the mail the local SMTP server received', async () => {
    await app.platform.mailer.send({ to: 'ana@example.com', subject: 'Bienvenida', text: 'Hola' });
    const json = await app.request('GET', '/dev/inbox/messages');
    expect(json.body.data[0]).to.include({ subject: 'Bienvenida' });
    const page = await app.request('GET', '/dev/inbox', { headers: { 'accept-language': 'es' } });
    expect(page.body).to.include('Bandeja de correo local').and.include('Bienvenida');
  });
});

describe('the dev inbox in production mode', () => {
  const app = useTestApp({ env: PRODUCTION_ENV });

  it('does not exist', async () => {
    const res = await app.request('GET', '/dev/inbox/messages');
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal('ROUTE_NOT_FOUND');
  });
});
