import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { useTestApp, type TestApp } from '../../test/harness';

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

async function upload(
  app: TestApp,
  token: string,
  target: string,
  data: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${app.url}/admin/api${target}`, {
    method: target.includes('/media/') ? 'POST' : 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7d5c' } })
    .png()
    .toBuffer();
const storedFiles = async () =>
  (await fs.readdir(uploadsDir, { recursive: true }).catch(() => [])).filter(
    (f) => f.endsWith('.webp') || f.endsWith('.mp4'),
  );
const tmpUploads = () => readdirSync(os.tmpdir()).filter((d) => d.startsWith('prosk-upload-'));

describe('profile media uploads', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  beforeEach(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  it('re-encodes a profile image to the sizes pages need and serves it', async () => {
    const user = await prosker(app);
    const res = await upload(
      app,
      user.token,
      '/user/profile-image',
      await png(2400, 1600),
      'me.png',
      'image/png',
    );
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
    await upload(app, user.token, '/user/banner-image', await png(1800, 500), 'a.png', 'image/png');
    await upload(app, user.token, '/user/banner-image', await png(1700, 450), 'b.png', 'image/png');
    expect(await storedFiles()).to.have.length(2);
  });

  it('decides the type by content: a PNG named .mp4 is not a video, a script named .jpg is not an image', async () => {
    const user = await prosker(app);
    const video = await upload(
      app,
      user.token,
      '/user/media/videos',
      await png(50, 50),
      'clip.mp4',
      'video/mp4',
    );
    expect(video.status).to.equal(415);
    expect(video.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n<script>alert(1)</script>');
    const image = await upload(
      app,
      user.token,
      '/user/media/images',
      script,
      'cat.jpg',
      'image/jpeg',
    );
    expect(image.status).to.equal(415);
    expect(image.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
    expect(await app.db('media').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('refuses an oversize image with the spec’s message and leaves nothing behind', async () => {
    const user = await prosker(app);
    const before = tmpUploads();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(20480 * 1024 + 10)]);
    const res = await upload(app, user.token, '/user/media/images', big, 'big.png', 'image/png');
    expect(res.status).to.equal(413);
    expect(res.body.error.code).to.equal('UPLOAD_IMAGE_TOO_LARGE');
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
    const res = await upload(app, user.token, '/user/media/images', bomb, 'bomb.png', 'image/png');
    expect(res.status).to.equal(415);
    expect(res.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('keeps a gallery only its owner can change', async () => {
    const user = await prosker(app);
    const added = await upload(
      app,
      user.token,
      '/user/media/images',
      await png(1600, 900),
      'job.png',
      'image/png',
    );
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
});
