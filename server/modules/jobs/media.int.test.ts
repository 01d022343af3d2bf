import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import type { JobStatus } from '../../../common/jobs';
import { useTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';
import { insertJob } from './test-kit';

const uploadsDir = path.join(os.tmpdir(), `prosk-test-job-uploads-${process.pid}`);
const HOUR = 3_600_000;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9822b' } })
    .png()
    .toBuffer();
const script = () => Buffer.from('#!/bin/sh\nrm -rf /\n<script>alert(1)</script>');

/** A file as a browser sends it: its bytes, its name and the type it claims ('' for none). */
interface Upload {
  data: Buffer;
  name: string;
  type: string;
}
const pngFile = async (width: number, height: number, name: string, type = 'image/png') => ({
  data: await png(width, height),
  name,
  type,
});
const scriptFile = (): Upload => ({ data: script(), name: 'gato.jpg', type: 'image/jpeg' });

async function put(
  app: TestApp,
  token: string,
  pathname: string,
  { data, name, type }: Upload,
  method = 'PUT',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${app.url}/admin/api${pathname}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const storedFiles = async () =>
  (await fs.readdir(uploadsDir, { recursive: true }).catch(() => []))
    .filter((f) => f.endsWith('.webp'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const thumbOf = (url: string) => url.replace(/\/large\.webp$/, '/thumb.webp');

async function service(app: TestApp, prosker: TestUser, image: string | null = null) {
  const [row] = await app
    .db('services')
    .insert({
      prosker_id: prosker.id,
      category_id: (await app.db('categories').first('id')).id,
      title: 'Instalación de aire acondicionado',
      description: 'Split hasta 12000 BTU',
      price: 3500,
      currency: 'UYU',
      image,
    })
    .returning('id');
  return Number(row.id);
}

const job = (app: TestApp, prosker: TestUser, client: TestUser, status: JobStatus = 'new') =>
  insertJob(app, prosker, client, status, {
    lasts: 4 * HOUR,
    columns: { title: 'Pintura de fachada', description: 'Dos manos de látex', price: 9000 },
  });

const imageOf = async (app: TestApp, table: 'services' | 'jobs', id: number) =>
  (await app.db(table).where({ id }).first('image')).image as string | null;

describe('jobs: images of services and jobs', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  let prosker: TestUser;
  let client: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    await fs.rm(uploadsDir, { recursive: true, force: true });
    prosker = await createUser(app, 'electricista01');
    client = await createUser(app, 'clienta0001', { prosker: false });
    other = await createUser(app, 'otroprosker01');
  });
  after(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  it('uploads a service image as a large WebP and a thumb beside it, both served', async () => {
    const id = await service(app, prosker);
    const res = await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(2400, 1600, 'aire.png'),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ id, proskerId: prosker.id });
    expect(res.body.image).to.match(/^\/media\/jobs\/[0-9a-f]{2}\/[0-9a-f-]{36}\/large\.webp$/);
    expect(await imageOf(app, 'services', id)).to.equal(res.body.image);

    const large = await fetch(`${app.url}${res.body.image}`);
    expect(large.status).to.equal(200);
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).to.include({
      format: 'webp',
      width: 1200,
      height: 800,
    });
    const thumb = await fetch(`${app.url}${thumbOf(res.body.image)}`);
    expect(thumb.status).to.equal(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).to.include({
      width: 320,
      height: 320,
    });
    // The public service shows it too.
    const pub = await app.request('GET', `/admin/api/services/${id}`);
    expect(pub.body.image).to.equal(res.body.image);
  });

  it('accepts a PNG renamed .jpg but refuses a script renamed .jpg, storing nothing', async () => {
    const id = await service(app, prosker);
    const renamed = await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(400, 300, 'foto.jpg', 'image/jpeg'),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).to.equal(200);
    const filesBefore = await storedFiles();
    expect(filesBefore).to.have.length(2);

    const refused = await put(app, prosker.token, `/user/services/${id}/image`, scriptFile());
    expect(refused.status).to.equal(415);
    expect(refused.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal(filesBefore);
    expect(await imageOf(app, 'services', id)).to.equal(renamed.body.image);

    const jobId = await job(app, prosker, client);
    const refusedJob = await put(app, prosker.token, `/user/jobs/${jobId}/image`, scriptFile());
    expect(refusedJob.status).to.equal(415);
    expect(refusedJob.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await imageOf(app, 'jobs', jobId)).to.equal(null);
  });

  it('asks for the file field', async () => {
    const id = await service(app, prosker);
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${app.url}/admin/api/user/services/${id}/image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${prosker.token}` },
      body: form,
    });
    expect(res.status).to.equal(422);
    expect((await res.json()).error.code).to.equal('VALIDATION_FAILED');
  });

  it('answers NOT_FOUND to anyone but the prosker, and to a missing row, storing nothing', async () => {
    const serviceId = await service(app, prosker);
    const jobId = await job(app, prosker, client);
    const image = await pngFile(200, 200, 'x.png');
    for (const user of [other, client]) {
      for (const target of [`/user/services/${serviceId}/image`, `/user/jobs/${jobId}/image`]) {
        const res = await put(app, user.token, target, image);
        expect(res.status, `${user.username} ${target}`).to.equal(404);
        expect(res.body.error.code).to.equal('NOT_FOUND');
        const removed = await app.request('DELETE', `/admin/api${target}`, { token: user.token });
        expect(removed.status).to.equal(404);
        expect(removed.body.error.code).to.equal('NOT_FOUND');
      }
    }
    const missing = await put(app, prosker.token, '/user/services/999999/image', image);
    expect(missing.status).to.equal(404);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await imageOf(app, 'services', serviceId)).to.equal(null);
    expect(await imageOf(app, 'jobs', jobId)).to.equal(null);
  });

  it('needs a signed-in user', async () => {
    const id = await service(app, prosker);
    const res = await put(
      app,
      '',
      `/user/services/${id}/image`,
      await pngFile(50, 50, 'a.png', ''),
    );
    expect(res.status).to.equal(401);
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('replacing a service image deletes the previous files; removing it deletes the rest', async () => {
    const id = await service(app, prosker);
    const first = await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(900, 600, 'a.png'),
    );
    const second = await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(600, 900, 'b.png'),
    );
    expect(second.status, JSON.stringify(second.body)).to.equal(200);
    expect(second.body.image).to.not.equal(first.body.image);
    expect(await storedFiles()).to.deep.equal(
      [keyOf(second.body.image), keyOf(thumbOf(second.body.image))].sort(),
    );
    expect((await fetch(`${app.url}${first.body.image}`)).status).to.equal(404);

    const removed = await app.request('DELETE', `/admin/api/user/services/${id}/image`, {
      token: prosker.token,
    });
    expect(removed.status).to.equal(200);
    expect(removed.body).to.include({ id, image: null });
    expect(await storedFiles()).to.deep.equal([]);
    expect(await imageOf(app, 'services', id)).to.equal(null);
  });

  it('keeps files a bought job still shows, and never removes what it did not store', async () => {
    const id = await service(app, prosker);
    const first = await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(500, 500, 'a.png'),
    );
    // A client bought the service: the job keeps a copy of its image.
    const jobId = await job(app, prosker, client);
    await app.db('jobs').where({ id: jobId }).update({ image: first.body.image });
    await put(
      app,
      prosker.token,
      `/user/services/${id}/image`,
      await pngFile(300, 300, 'b.png', ''),
    );
    expect(await storedFiles()).to.include(keyOf(first.body.image));
    expect((await fetch(`${app.url}${first.body.image}`)).status).to.equal(200);

    // Another user's stored image written into a service by hand is not removed on replacing.
    const theirs = await service(app, other);
    const their = await put(
      app,
      other.token,
      `/user/services/${theirs}/image`,
      await pngFile(300, 200, 'c.png'),
    );
    const mine = await service(app, prosker, their.body.image);
    await put(
      app,
      prosker.token,
      `/user/services/${mine}/image`,
      await pngFile(200, 200, 'd.png', ''),
    );
    expect((await fetch(`${app.url}${their.body.image}`)).status).to.equal(200);
    // Nor a file of another module (a profile picture) or an address leaving the folder.
    const profileKey = 'ab/abcdef01-2345-6789-abcd-ef0123456789/large.webp';
    await fs.mkdir(path.join(uploadsDir, path.dirname(profileKey)), { recursive: true });
    await fs.writeFile(path.join(uploadsDir, profileKey), await png(10, 10));
    for (const odd of [`/media/${profileKey}`, '/media/jobs/../ab/x/large.webp']) {
      const id2 = await service(app, prosker, odd);
      const res = await put(
        app,
        prosker.token,
        `/user/services/${id2}/image`,
        await pngFile(200, 200, 'e.png'),
      );
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    }
    expect(await storedFiles()).to.include(profileKey);
  });

  it('uploads the image of an offer still unanswered, with a history row, and replaces the files', async () => {
    const id = await job(app, prosker, client, 'offered');
    const first = await put(
      app,
      prosker.token,
      `/user/jobs/${id}/image`,
      await pngFile(1600, 1200, 'fachada.png'),
    );
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body).to.include({ id, status: 'offered', role: 'prosker' });
    expect(first.body.image).to.match(/\/large\.webp$/);
    expect((await fetch(`${app.url}${first.body.image}`)).status).to.equal(200);
    expect((await fetch(`${app.url}${thumbOf(first.body.image)}`)).status).to.equal(200);

    const second = await put(
      app,
      prosker.token,
      `/user/jobs/${id}/image`,
      await pngFile(800, 800, 'fachada2.png'),
    );
    expect(second.status).to.equal(200);
    expect(await storedFiles()).to.deep.equal(
      [keyOf(second.body.image), keyOf(thumbOf(second.body.image))].sort(),
    );

    const history = await app.db('job_history').where({ job_id: id, action: 'edit' });
    expect(history.map((h) => h.comment)).to.deep.equal(['image', 'image']);
    expect(history[0]).to.include({
      actor: 'prosker',
      from_status: 'offered',
      to_status: 'offered',
    });

    // The client sees it on the job.
    const detail = await app.request('GET', `/admin/api/user/jobs/${id}`, { token: client.token });
    expect(detail.body.image).to.equal(second.body.image);

    // An edit without `image` keeps it.
    const edited = await app.request('PUT', `/admin/api/user/jobs/${id}`, {
      token: prosker.token,
      body: {
        title: 'Pintura de fachada y rejas',
        description: 'Dos manos de látex',
        price: 9500,
        startDate: new Date(Date.now() + 72 * HOUR).toISOString(),
        endDate: new Date(Date.now() + 76 * HOUR).toISOString(),
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body.image).to.equal(second.body.image);

    const removed = await app.request('DELETE', `/admin/api/user/jobs/${id}/image`, {
      token: prosker.token,
    });
    expect(removed.status).to.equal(200);
    expect(removed.body.image).to.equal(null);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await app.db('job_history').where({ job_id: id, comment: 'image' })).to.have.length(3);
  });

  it('refuses a job that is no longer new with JOB_INCOMPLETE and stores nothing', async () => {
    const id = await job(app, prosker, client, 'readyToExecute');
    const res = await put(
      app,
      prosker.token,
      `/user/jobs/${id}/image`,
      await pngFile(300, 300, 'a.png'),
    );
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('JOB_INCOMPLETE');
    const removed = await app.request('DELETE', `/admin/api/user/jobs/${id}/image`, {
      token: prosker.token,
    });
    expect(removed.status).to.equal(409);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await app.db('job_history').where({ job_id: id })).to.have.length(0);
  });
});

describe('jobs: photos of the problem a client adds to a booking', () => {
  const app = useTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  let prosker: TestUser;
  let client: TestUser;

  beforeEach(async () => {
    await fs.rm(uploadsDir, { recursive: true, force: true });
    prosker = await createUser(app, 'electricista01');
    client = await createUser(app, 'clienta0001', { prosker: false });
  });
  after(() => fs.rm(uploadsDir, { recursive: true, force: true }));

  const addPhoto = async (user: TestUser, id: number, name = 'pared.png') =>
    put(app, user.token, `/user/jobs/${id}/photos`, await pngFile(800, 600, name), 'POST');

  it('keeps up to three photos of the client’s new job, shown to its prosker, and removes one with its files', async () => {
    const id = await job(app, prosker, client);
    const urls: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) {
      const res = await addPhoto(client, id, name);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      urls.push(res.body.problemPhotos[res.body.problemPhotos.length - 1]);
    }
    expect(urls.every((u) => /^\/media\/jobs\/.+\/large\.webp$/.test(u))).to.equal(true);
    const fourth = await addPhoto(client, id, 'd.png');
    expect(fourth.status).to.equal(409);
    expect(fourth.body.error).to.include({
      code: 'JOB_PHOTOS_LIMIT',
      message: 'Puedes agregar hasta 3 fotos.',
    });
    // The refused photo left no file behind; three photos, a large and a thumb each.
    expect(await storedFiles()).to.have.length(6);
    const seen = await app.request('GET', `/admin/api/user/jobs/${id}`, { token: prosker.token });
    expect(seen.body.problemPhotos).to.deep.equal(urls);

    const removed = await app.request('DELETE', `/admin/api/user/jobs/${id}/photos/2`, {
      token: client.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).to.equal(200);
    expect(removed.body.problemPhotos).to.deep.equal([urls[0], urls[2]]);
    expect(await storedFiles()).to.not.include(keyOf(urls[1]));
    expect(await storedFiles()).to.have.length(4);
    for (const position of ['3', '0', '9', 'x']) {
      const gone = await app.request('DELETE', `/admin/api/user/jobs/${id}/photos/${position}`, {
        token: client.token,
      });
      expect(gone.status, position).to.equal(404);
    }
  });

  it('refuses the prosker, a stranger, a visitor and a job moved on, storing nothing', async () => {
    const id = await job(app, prosker, client);
    const stranger = await createUser(app, 'curiosa0001', { prosker: false });
    expect((await addPhoto(prosker, id)).body.error.code).to.equal('NOT_FOUND');
    expect((await addPhoto(stranger, id)).body.error.code).to.equal('NOT_FOUND');
    const visitor = await put(
      app,
      '',
      `/user/jobs/${id}/photos`,
      await pngFile(10, 10, 'a.png'),
      'POST',
    );
    expect(visitor.status).to.equal(401);
    const accepted = await job(app, prosker, client, 'readyToExecute');
    const late = await addPhoto(client, accepted);
    expect(late.status).to.equal(409);
    expect(late.body.error.code).to.equal('JOB_INCOMPLETE');
    const notImage = await put(app, client.token, `/user/jobs/${id}/photos`, scriptFile(), 'POST');
    expect(notImage.body.error.code).to.equal('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await storedFiles()).to.deep.equal([]);
    expect((await app.db('jobs').where({ id }).first()).problem_photos).to.deep.equal([]);
  });
});
