import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError, png, script, sendFile, storedFilesIn } from './test-kit';

const uploadsDir = path.join(os.tmpdir(), `prosk-test-uploads-${process.pid}`);

async function prosker(app: TestApp) {
  const [{ id }] = await app
    .db('users')
    .insert({
      username: 'fotografa01',
      type_user: 2,
      first_name: 'Sofía',
      last_name: 'Núñez',
      email: 'sofia@example.com',
      email_verified_at: new Date(),
    })
    .returning('id');
  return { id: Number(id), token: await app.platform.tokens.issue('user', id) };
}

const storedFiles = () => storedFilesIn(uploadsDir, /\.(webp|mp4)$/);
const tmpUploads = () => readdirSync(os.tmpdir()).filter((d) => d.startsWith('prosk-upload-'));

describe('profile media uploads', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  const upload = (token: string, target: string, data: Buffer, name: string) =>
    sendFile(
      app,
      { method: target.includes('/media/') ? 'POST' : 'PUT', path: target, token },
      data,
      name,
    );
  beforeEach(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  it('re-encodes a profile image to the sizes pages need and serves it', async () => {
    const user = await prosker(app);
    const res = await upload(user.token, '/user/profile-image', await png(2400, 1600), 'me.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.profileImg).to.match(/^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}\/large\.webp$/);
    const served = await fetch(`${app.url}${res.body.profileImg}`);
    expect(served.status).to.equal(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).to.include({ format: 'webp', width: 400, height: 400 });
    const thumb = await fetch(`${app.url}${res.body.profileImg.replace('large', 'thumb')}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).to.equal(96);
    const completeness = await app.request('GET', '/admin/api/user/completeness', {
      token: user.token,
    });
    expect(completeness.body.missing).to.not.include('profileImage');
  });

  it('replaces the old image files when a new one is uploaded', async () => {
    const user = await prosker(app);
    await upload(user.token, '/user/banner-image', await png(1800, 500), 'a.png');
    await upload(user.token, '/user/banner-image', await png(1700, 450), 'b.png');
    expect(await storedFiles()).to.have.length(2);
  });

  it('decides the type by content: a PNG named .mp4 is not a video, a script named .jpg is not an image', async () => {
    const user = await prosker(app);
    const video = await upload(user.token, '/user/media/videos', await png(50, 50), 'clip.mp4');
    expectError(video, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    const image = await upload(user.token, '/user/media/images', script(), 'cat.jpg');
    expectError(image, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
    expect(await app.db('media').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('refuses an oversize image with the spec’s message and leaves nothing behind', async () => {
    const user = await prosker(app);
    const before = tmpUploads();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(20480 * 1024 + 10)]);
    const res = await upload(user.token, '/user/media/images', big, 'big.png');
    expectError(res, 413, 'UPLOAD_IMAGE_TOO_LARGE');
    expect(res.body.error.message).to.match(/20 MB/);
    expect(await storedFiles()).to.deep.equal([]);
    expect(tmpUploads()).to.deep.equal(before);
  });

  it('refuses a decompression bomb: a small file that decodes to a gigantic image', async () => {
    const user = await prosker(app);
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).to.be.below(1024 * 1024);
    const res = await upload(user.token, '/user/media/images', bomb, 'bomb.png');
    expectError(res, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('keeps a gallery only its owner can change', async () => {
    const user = await prosker(app);
    const added = await upload(user.token, '/user/media/images', await png(1600, 900), 'job.png');
    expect(added.status).to.equal(201);
    expect(added.body).to.include({ kind: 'image' });
    const [{ id: otherId }] = await app
      .db('users')
      .insert({ username: 'otrousuario', first_name: 'O', last_name: 'U', email: 'o@example.com' })
      .returning('id');
    const other = await app.platform.tokens.issue('user', otherId);
    const steal = await app.request('DELETE', `/admin/api/user/media/${added.body.id}`, {
      token: other,
    });
    expect(steal.status).to.equal(404);
    const own = await app.request('DELETE', `/admin/api/user/media/${added.body.id}`, {
      token: user.token,
    });
    expect(own.status).to.equal(204);
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('answers an upload without a session before reading a byte of it, writing nothing to disk', async () => {
    const before = tmpUploads();
    const boundary = 'prosk-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const declared = 19 * 1024 * 1024;
    const { port } = new URL(app.url);
    // Only the start of a 19 MB body is ever sent: a server that parsed first would never answer.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/admin/api/user/profile-image',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': declared,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.write(Buffer.concat([head, Buffer.alloc(256 * 1024)]));
      setTimeout(() => reject(new Error('no answer before the body was sent')), 5000).unref();
    });
    expect(answer.status).to.equal(401);
    expect(JSON.parse(answer.body).error.code).to.equal('AUTH_REQUIRED');
    expect(tmpUploads()).to.deep.equal(before);
  });

  it('refuses an upload whose declared length is over the limit before reading it', async () => {
    const user = await prosker(app);
    const res = await fetch(`${app.url}/admin/api/user/media/videos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(64 * 1024 * 1024),
      },
      body: '--x--',
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error as Error);
    // The server answers at once; the client may see the answer or the closed connection.
    if (res instanceof Response) {
      expect(res.status).to.equal(413);
      expect((await res.json()).error.code).to.equal('UPLOAD_VIDEO_TOO_LARGE');
    }
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('keeps only the last of eight concurrent profile-image replacements, every other file removed', async () => {
    const user = await prosker(app);
    const images = await Promise.all(Array.from({ length: 8 }, (_, i) => png(300 + i, 300)));
    const answers = await Promise.all(
      images.map((data, i) => upload(user.token, '/user/profile-image', data, `me${i}.png`)),
    );
    expect(answers.map((a) => a.status)).to.deep.equal(Array(8).fill(200));
    const row = await app.db('users').where({ id: user.id }).first('profile_img');
    const folder = row.profile_img.slice('/media/'.length, -'/large.webp'.length);
    expect((await storedFiles()).sort()).to.deep.equal(
      [`${folder}/large.webp`, `${folder}/thumb.webp`].map((f) => f.split('/').join(path.sep)),
    );
  });

  it('serves uploads as inert files of their stored type that no browser runs as a page', async () => {
    const user = await prosker(app);
    const image = await upload(user.token, '/user/media/images', await png(640, 480), 'a.png');
    const video = await upload(user.token, '/user/media/videos', MP4, 'a.mp4');
    expect(video.status, JSON.stringify(video.body)).to.equal(201);
    for (const [url, type] of [
      [image.body.url, 'image/webp'],
      [image.body.thumbUrl, 'image/webp'],
      [video.body.url, 'video/mp4'],
    ]) {
      const res = await fetch(`${app.url}${url}`);
      expect(res.status, url).to.equal(200);
      expect(res.headers.get('content-type'), url).to.equal(type);
      expect(res.headers.get('x-content-type-options'), url).to.equal('nosniff');
      expect(res.headers.get('content-security-policy'), url).to.equal(
        "default-src 'none'; sandbox",
      );
      expect(res.headers.get('content-disposition'), url).to.equal('inline');
      expect(res.headers.get('cross-origin-resource-policy'), url).to.equal('same-site');
    }
  });

  it('refuses a video that starts as an HTML page, whatever its magic bytes say', async () => {
    const user = await prosker(app);
    // "<!--" read as the size of an MP4 box: file-type sees ftyp, a browser sniffs HTML.
    const polyglot = Buffer.concat([
      Buffer.from('<!--'),
      MP4.subarray(4),
      Buffer.from('--><script>alert(document.domain)</script>'),
    ]);
    const res = await upload(user.token, '/user/media/videos', polyglot, 'a.mp4');
    expectError(res, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    const padded = Buffer.concat([Buffer.from(' \n<html>'), MP4]);
    const second = await upload(user.token, '/user/media/videos', padded, 'b.mp4');
    expect(second.status).to.equal(415);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await app.db('media').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('decodes three large PNG uploads at once one after the other, within bounded memory', async function () {
    this.timeout(120_000);
    const user = await prosker(app);
    // Interlaced RGBA at 7200×5400 (under the 40-megapixel limit): libvips must hold each one
    // whole once decoded, 155 MB, although the files are small.
    const images = await Promise.all(
      [0, 1, 2].map((i) =>
        sharp({
          create: {
            width: 7200,
            height: 5400,
            channels: 4,
            background: { r: 40 * i, g: 90, b: 60, alpha: 0.5 },
          },
        })
          .png({ progressive: true })
          .toBuffer(),
      ),
    );
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    try {
      const answers = await Promise.all(
        images.map((data, i) => upload(user.token, '/user/media/images', data, `big${i}.png`)),
      );
      expect(answers.map((a) => a.status)).to.deep.equal([201, 201, 201]);
    } finally {
      clearInterval(sampler);
    }
    const grewMb = Math.round((peak - baseline) / 1024 / 1024);
    console.log(
      `      three interlaced 7200×5400 PNG uploads at once: resident memory grew by ${grewMb} MB`,
    );
    expect(grewMb).to.be.below(400);
  });
});

/** The smallest MP4 file-type recognises: an ftyp box (isom) and an empty mdat box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);
