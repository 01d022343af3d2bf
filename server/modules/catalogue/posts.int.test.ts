import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { useTestApp, type TestApp } from '../../test/harness';
import { expectError, png, script, sendFile, storedFilesIn } from './test-kit';

const uploadsDir = path.join(os.tmpdir(), `prosk-test-post-uploads-${process.pid}`);

let counter = 0;
async function user(app: TestApp, type: 'prosker' | 'client' = 'prosker') {
  counter += 1;
  const [{ id }] = await app
    .db('users')
    .insert({
      username: `autorposts${counter}`,
      type_user: type === 'prosker' ? 2 : 1,
      first_name: 'Mateo',
      last_name: 'Fernández',
      email: `autor${counter}@example.com`,
      email_verified_at: new Date(),
    })
    .returning('id');
  return {
    id: Number(id),
    username: `autorposts${counter}`,
    token: await app.platform.tokens.issue('user', id),
  };
}

async function newPost(app: TestApp, token: string, title = 'Baño terminado') {
  const res = await app.request('POST', '/admin/api/user/posts', {
    token,
    body: { title, content: 'Cambiamos toda la grifería en Pocitos.' },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number; attachments: unknown[] };
}

/** The smallest file whose first bytes say MP4 (an `ftyp` box of brand isom). */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(2048),
  ]);
const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);

const storedFiles = () => storedFilesIn(uploadsDir, /\.(webp|mp4|pdf)$/);
const keyOf = (url: string) => url.replace(/^\/media\//, '');
/** The post's row and its attachments' rows, in kind order. */
const postRow = async (app: TestApp, id: number) => ({
  ...(await app.db('posts').where({ id }).first('title', 'content')),
  attachments: await app
    .db('post_attachments')
    .where({ post_id: id })
    .orderByRaw("array_position(ARRAY['image', 'video', 'file'], kind)")
    .select('kind', 'url', 'thumb_url', 'name', 'size'),
});

describe('post attachments', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  const attach = (token: string, postId: number, kind: string, data: Buffer, name: string) => {
    const target = `/user/posts/${postId}/attachment?kind=${encodeURIComponent(kind)}`;
    return sendFile(app, { method: 'PUT', path: target, token }, data, name);
  };
  beforeEach(() => fs.rm(uploadsDir, { recursive: true, force: true }));
  after(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  it('creates a post without an attachment', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    expect(post.attachments).to.deep.equal([]);
  });

  it('attaches a photo as a large image and a thumb, both served', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const res = await attach(author.token, post.id, 'image', await png(2400, 1600), 'obra.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.id).to.equal(post.id);
    expect(res.body.attachments[0]).to.have.keys(['kind', 'url', 'thumbUrl']);
    expect(res.body.attachments[0].kind).to.equal('image');
    expect(res.body.attachments[0].url).to.match(
      /^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}\/large\.webp$/,
    );
    expect(res.body.attachments[0].thumbUrl).to.match(/\/thumb\.webp$/);
    const large = await fetch(`${app.url}${res.body.attachments[0].url}`);
    expect(large.status).to.equal(200);
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect(meta).to.include({ format: 'webp', width: 1200 });
    const thumb = await fetch(`${app.url}${res.body.attachments[0].thumbUrl}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).to.equal(320);
  });

  it('attaches an MP4 video and serves it as sent', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const video = mp4();
    const res = await attach(author.token, post.id, 'video', video, 'obra.mp4');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.attachments[0]).to.have.keys(['kind', 'url']);
    expect(res.body.attachments[0].url).to.match(/\/original\.mp4$/);
    const served = await fetch(`${app.url}${res.body.attachments[0].url}`);
    expect(served.status).to.equal(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).to.equal(true);
  });

  it('attaches a PDF file under the sender’s cleaned name, with its size', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const file = pdf(1000);
    const res = await attach(author.token, post.id, 'file', file, 'Presupuesto <baño>\u202e.pdf');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.attachments[0]).to.deep.equal({
      kind: 'file',
      url: res.body.attachments[0].url,
      name: 'Presupuesto baño.pdf',
      size: file.length,
    });
    expect(res.body.attachments[0].url).to.match(/\/original\.pdf$/);
    expect(await storedFiles()).to.deep.equal([keyOf(res.body.attachments[0].url)]);
  });

  it('lists each post with its attachments, none for a post without any', async () => {
    const author = await user(app);
    const plain = await newPost(app, author.token, 'Sin adjunto');
    const withPhoto = await newPost(app, author.token, 'Con foto');
    const attached = await attach(
      author.token,
      withPhoto.id,
      'image',
      await png(800, 600),
      'a.png',
    );
    const res = await app.request('GET', `/admin/api/profiles/${author.username}/posts`, {
      token: author.token,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const byId = new Map(res.body.data.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(plain.id)).to.deep.include({ attachments: [] });
    expect(byId.get(withPhoto.id)).to.deep.include({ attachments: attached.body.attachments });
  });

  it('refuses a PNG renamed .mp4 as a video and leaves the post and its photo as they were', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    await attach(author.token, post.id, 'image', await png(600, 400), 'a.png');
    const rowBefore = await postRow(app, post.id);
    const filesBefore = await storedFiles();
    const res = await attach(author.token, post.id, 'video', await png(50, 50), 'clip.mp4');
    expectError(res, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    expect(await postRow(app, post.id)).to.deep.equal(rowBefore);
    expect(await storedFiles()).to.deep.equal(filesBefore);
  });

  it('refuses a script renamed .jpg as a photo and stores nothing', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const res = await attach(author.token, post.id, 'image', script(), 'cat.jpg');
    expectError(res, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
    expect((await postRow(app, post.id)).attachments).to.deep.equal([]);
  });

  it('refuses a file of 5,000,000 bytes with the spec’s message and keeps the post unchanged', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const rowBefore = await postRow(app, post.id);
    const head = pdf();
    const big = Buffer.concat([head, Buffer.alloc(5_000_000 - head.length, 0x20)]);
    const res = await attach(author.token, post.id, 'file', big, 'big.pdf');
    expectError(res, 413, 'UPLOAD_FILE_TOO_LARGE');
    expect(res.body.error.message).to.match(/5 MB/);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await postRow(app, post.id)).to.deep.equal(rowBefore);
  });

  it('accepts a file of 4,999,999 bytes, just under the limit', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const head = pdf();
    const file = Buffer.concat([head, Buffer.alloc(4_999_999 - head.length, 0x20)]);
    const res = await attach(author.token, post.id, 'file', file, 'a.pdf');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.attachments[0]).to.include({ kind: 'file', size: 4_999_999 });
  });

  it('refuses an oversize video with UPLOAD_VIDEO_TOO_LARGE', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const big = Buffer.concat([mp4(), Buffer.alloc(20480 * 1024 + 10)]);
    const res = await attach(author.token, post.id, 'video', big, 'big.mp4');
    expectError(res, 413, 'UPLOAD_VIDEO_TOO_LARGE');
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('refuses a kind other than image, video or file', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const res = await attach(author.token, post.id, 'audio', pdf(), 'a.pdf');
    expectError(res, 422, 'VALIDATION_FAILED');
    expect(res.body.error.details.fields[0].field).to.equal('kind');
  });

  it('does not let another user attach to, detach from or delete someone else’s post', async () => {
    const author = await user(app);
    const other = await user(app);
    const post = await newPost(app, author.token);
    await attach(author.token, post.id, 'file', pdf(), 'lista.pdf');
    const rowBefore = await postRow(app, post.id);
    const filesBefore = await storedFiles();

    const put = await attach(other.token, post.id, 'image', await png(100, 100), 'x.png');
    expectError(put, 404, 'NOT_FOUND');
    const detach = await app.request(
      'DELETE',
      `/admin/api/user/posts/${post.id}/attachment?kind=file`,
      { token: other.token },
    );
    expectError(detach, 404, 'NOT_FOUND');
    const remove = await app.request('DELETE', `/admin/api/user/posts/${post.id}`, {
      token: other.token,
    });
    expectError(remove, 404, 'NOT_FOUND');

    expect(await postRow(app, post.id)).to.deep.equal(rowBefore);
    expect(await storedFiles()).to.deep.equal(filesBefore);
  });

  it('answers NOT_FOUND for a post that does not exist', async () => {
    const author = await user(app);
    const res = await attach(author.token, 999999, 'file', pdf(), 'a.pdf');
    expectError(res, 404, 'NOT_FOUND');
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('carries a photo, a video and a file together, listed in that order', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    await attach(author.token, post.id, 'file', pdf(), 'presupuesto.pdf');
    await attach(author.token, post.id, 'video', mp4(), 'obra.mp4');
    const res = await attach(author.token, post.id, 'image', await png(900, 600), 'a.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.attachments.map((a: { kind: string }) => a.kind)).to.deep.equal([
      'image',
      'video',
      'file',
    ]);
    expect(res.body.attachments[2]).to.include({ name: 'presupuesto.pdf' });
    expect(await storedFiles()).to.have.length(4);
    const listed = await app.request('GET', `/admin/api/profiles/${author.username}/posts`, {
      token: author.token,
    });
    expect(listed.body.data[0].attachments).to.deep.equal(res.body.attachments);
  });

  it('replacing a photo deletes the old photo’s files and keeps the other kinds', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const first = await attach(author.token, post.id, 'image', await png(900, 600), 'a.png');
    const file = await attach(author.token, post.id, 'file', pdf(), 'factura.pdf');
    expect(file.body.attachments).to.have.length(2);
    const second = await attach(author.token, post.id, 'image', await png(500, 500), 'b.png');
    expect(second.status, JSON.stringify(second.body)).to.equal(200);
    expect(second.body.attachments[0].url).to.not.equal(first.body.attachments[0].url);
    expect(second.body.attachments[1]).to.include({ kind: 'file', name: 'factura.pdf' });
    expect(await storedFiles()).to.have.members([
      keyOf(second.body.attachments[0].url),
      keyOf(second.body.attachments[0].thumbUrl),
      keyOf(second.body.attachments[1].url),
    ]);
    expect((await fetch(`${app.url}${first.body.attachments[0].url}`)).status).to.equal(404);
    expect(
      (await postRow(app, post.id)).attachments.map((a: { kind: string }) => a.kind),
    ).to.deep.equal(['image', 'file']);
  });

  it('removing the video deletes its files and keeps the post and its file', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    await attach(author.token, post.id, 'video', mp4(), 'v.mp4');
    const kept = await attach(author.token, post.id, 'file', pdf(), 'lista.pdf');
    const res = await app.request(
      'DELETE',
      `/admin/api/user/posts/${post.id}/attachment?kind=video`,
      { token: author.token },
    );
    expect(res.status).to.equal(200);
    expect(res.body.id).to.equal(post.id);
    expect(res.body.attachments).to.deep.equal([kept.body.attachments[1]]);
    expect(await storedFiles()).to.deep.equal([keyOf(kept.body.attachments[1].url)]);
    const row = await postRow(app, post.id);
    expect(row.title).to.equal('Baño terminado');
    expect(row.attachments.map((a: { kind: string }) => a.kind)).to.deep.equal(['file']);
    const none = await app.request('DELETE', `/admin/api/user/posts/${post.id}/attachment`, {
      token: author.token,
    });
    expectError(none, 422, 'VALIDATION_FAILED');
    expect((await postRow(app, post.id)).attachments).to.have.length(1);
  });

  it('moves a post’s single attachment of the old shape to the new one without losing it', async () => {
    const migration =
      await import('../../../migrations/20261129071000_catalogue_post_attachments_by_kind');
    const author = await user(app);
    await app.db
      .transaction(async (trx) => {
        await migration.down(trx);
        const [{ id }] = await trx('posts')
          .insert({
            user_id: author.id,
            title: 'Antes',
            content: 'Con un archivo',
            attachment_kind: 'file',
            attachment_url: '/media/ab/uuid/original.pdf',
            attachment_name: 'Presupuesto.pdf',
            attachment_size: 1234,
          })
          .returning('id');
        await trx('posts').insert({ user_id: author.id, title: 'Sin', content: 'Nada' });
        await migration.up(trx);
        const moved = await trx('post_attachments').select(
          'post_id',
          'kind',
          'url',
          'name',
          'size',
        );
        expect(
          moved.map((r) => ({ ...r, post_id: Number(r.post_id), size: Number(r.size) })),
        ).to.deep.equal([
          {
            post_id: Number(id),
            kind: 'file',
            url: '/media/ab/uuid/original.pdf',
            name: 'Presupuesto.pdf',
            size: 1234,
          },
        ]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).to.equal('rolled back'));
  });

  it('deleting a post deletes its stored files', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const keep = await newPost(app, author.token, 'Otra');
    await attach(author.token, post.id, 'image', await png(700, 500), 'a.png');
    await attach(author.token, post.id, 'video', mp4(), 'v.mp4');
    const kept = await attach(author.token, keep.id, 'file', pdf(), 'b.pdf');
    expect(await storedFiles()).to.have.length(4);
    const res = await app.request('DELETE', `/admin/api/user/posts/${post.id}`, {
      token: author.token,
    });
    expect(res.status).to.equal(204);
    expect(await storedFiles()).to.deep.equal([keyOf(kept.body.attachments[0].url)]);
    expect(await app.db('posts').where({ id: post.id }).first()).to.equal(undefined);
    expect(await app.db('post_attachments').where({ post_id: post.id })).to.deep.equal([]);
  });

  it('needs a signed-in user to attach', async () => {
    const author = await user(app);
    const post = await newPost(app, author.token);
    const res = await attach('', post.id, 'file', pdf(), 'a.pdf');
    expectError(res, 401, 'AUTH_REQUIRED');
    expect(await storedFiles()).to.deep.equal([]);
  });
});
