import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApps } from '../../scripts/build';
import { useTestApp } from '../test/harness';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as it came over the wire (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const DIST = path.resolve(import.meta.dirname, '..', '..', 'storefront', 'dist');

describe('compression and validators', function () {
  this.timeout(120_000);
  before(() => buildApps({ log: () => undefined }));
  const app = useTestApp();

  it('sends a large API answer with brotli, or gzip, as the client accepts, and plain otherwise', async () => {
    const plain = await raw(`${app.url}/admin/api/openapi.json`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.headers.vary).to.match(/Accept-Encoding/);
    const document = JSON.parse(plain.body.toString('utf8'));
    expect(document.openapi).to.be.a('string');

    const br = await raw(`${app.url}/admin/api/openapi.json`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.body.length).to.be.below(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).to.deep.equal(document);

    const gzip = await raw(`${app.url}/admin/api/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).to.deep.equal(document);
  });

  it('leaves an answer under a kilobyte uncompressed', async () => {
    const res = await raw(`${app.url}/admin/api/app-config`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(res.body.toString('utf8'))).to.have.property('backofficeUrl');
  });

  it('answers 304 without a body when the client holds the same answer, and 200 when it changed', async () => {
    const first = await raw(`${app.url}/admin/api/openapi.json`);
    const etag = first.headers.etag;
    expect(etag).to.match(/^"[\w-]+"$/);
    const again = await raw(`${app.url}/admin/api/openapi.json`, { 'if-none-match': etag! });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
    const stale = await raw(`${app.url}/admin/api/openapi.json`, { 'if-none-match': '"old"' });
    expect(stale.status).to.equal(200);
    expect(stale.headers.etag).to.equal(etag);
  });

  it('never adds a validator to an answer marked no-store', async () => {
    const res = await raw(`${app.url}/health`);
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.headers.etag).to.equal(undefined);
  });

  it('serves a hashed script as its precompressed brotli file, cached for good', async () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
    const entry = Object.values(
      manifest as Record<string, { file: string; isEntry?: boolean }>,
    ).find((chunk) => chunk.isEntry)!.file;
    const res = await raw(`${app.url}/${entry}`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.body.equals(readFileSync(path.join(DIST, `${entry}.br`)))).to.equal(true);
    expect(brotliDecompressSync(res.body).equals(readFileSync(path.join(DIST, entry)))).to.equal(
      true,
    );
    const gzip = await raw(`${app.url}/${entry}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gzip.body).equals(readFileSync(path.join(DIST, entry)))).to.equal(true);
  });

  it('revalidates the page shell of a signed-in page with its validator', async () => {
    const page = await raw(`${app.url}/mi-suscripcion`, { accept: 'text/html' });
    expect(page.status).to.equal(200);
    expect(page.headers['cache-control']).to.equal('no-cache');
    const again = await raw(`${app.url}/mi-suscripcion`, {
      accept: 'text/html',
      'if-none-match': page.headers.etag!,
    });
    expect(again.status).to.equal(304);
  });
});
