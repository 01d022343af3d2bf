/**
 * Every staff write is in the audit log: each back-office route that writes (POST, PUT, PATCH,
 * DELETE, taken from the registry, so a new route is walked too) is called as an admin with an
 * input it accepts, and must leave at least one entry of that staff member. A write route this
 * file does not know how to call fails the test, as does one that writes without an entry. Only
 * the routes of NOT_AUDITED change no record of the product.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { BACKOFFICE_API_PREFIX } from './app';
import { staffToken } from './test/answers';
import { useTestApp, type TestApp } from './test/harness';
import { link } from './test/mercadopago';
import { createUser } from './test/users';
import { checkout, startSubscription } from './modules/billing/test-kit';
import { png } from './modules/catalogue/test-kit';
import { insertJob, paidJob, publish } from './modules/jobs/test-kit';
import { pair } from './modules/messaging/test-kit';

/** Writes that change no record of the product: a session starts or ends, a preview renders. */
const NOT_AUDITED = new Set(['post /auth/login', 'post /auth/logout', 'post /content-preview']);

const CONTENT = ['content-pages', 'faq-entries', 'blog-posts', 'team-members', 'partners'];

type Input = { path: string; body?: Record<string, unknown>; file?: Buffer };
type Recipe = (path: string) => Promise<Input>;

/** A content item of any kind, with its Spanish words (the only ones required). */
const contentBody = (slug: string, title: string) => ({
  slug,
  translations: { es: { title, body: `${title}.` } },
});

/** What the one-table resources and the content kinds are created with (`slug` unique). */
function createBodies(app: TestApp): Record<string, () => Promise<Record<string, unknown>>> {
  const named = (name: string) => ({ name_es: name, name_en: name, name_br: name });
  const category = async () =>
    Number((await app.db('categories').where({ slug: 'plomeria' }).first('id')).id);
  const bodies: Record<string, () => Promise<Record<string, unknown>>> = {
    categories: async () => ({ slug: 'auditoria', slug_br: 'auditoria', ...named('Auditoría') }),
    skills: async () => ({
      slug: 'auditor',
      slug_br: 'auditor',
      categoryId: await category(),
      ...named('Auditor'),
    }),
    'cancellation-reasons': async () => ({ ...named('Auditado'), appliesTo: 'client' }),
    'help-reasons': async () => named('Auditado'),
    'predefined-services': async () => ({
      categoryId: await category(),
      title_es: 'Auditoría',
      title_en: 'Audit',
      title_br: 'Auditoria',
    }),
    plans: async () => ({
      region: 'uy',
      ...named('Auditado'),
      price: 990,
      period: 'annual',
      premium: true,
      popular: false,
      inclusions: { es: ['Todo'], en: ['All'], br: ['Tudo'] },
      position: 9,
    }),
    coupons: async () => ({
      code: 'auditado',
      description: 'Auditado',
      discountType: 'percentage',
      amount: 10,
      minOrder: 0,
      usageLimit: 5,
    }),
  };
  for (const kind of CONTENT) {
    bodies[kind] = async () => contentBody(`auditado-${kind}`, 'Antes');
  }
  return bodies;
}

describe('the audit log of staff writes', () => {
  const app = useTestApp({ demo: true });

  it('has an entry of the staff member for every back-office write route, called as an admin', async function () {
    this.timeout(180_000);
    const { createApp } = await import('./app');
    const { backofficeRoutes } = createApp(app.platform);
    const admin = await staffToken(app);
    const adminId = Number((await app.db('staff').where({ email: 'admin@prosk.uy' }).first()).id);
    const prosker = await createUser(app, 'auditprosker');
    const client = await createUser(app, 'auditcliente', { prosker: false });
    await link(app, prosker);
    const bodies = createBodies(app);
    /** The record each resource created, for its edit and its deletion. */
    const created = new Map<string, number>();
    const resourceOf = (path: string) => path.split('/')[1];
    const withId = (path: string, id: number) => path.replace(':id', String(id));
    const newId = (path: string) => {
      const id = created.get(resourceOf(path));
      if (id === undefined) throw new Error(`nothing created at ${path} to act on`);
      return withId(path, id);
    };
    const user = async (username: string) => (await createUser(app, username)).id;
    const contact = async () =>
      Number(
        (
          await app
            .db('contact_messages')
            .insert({
              name: 'Lucía',
              email: 'lucia@example.com',
              topic: 'general',
              message: '¿Cómo publico?',
              language: 'es',
              region: 'uy',
            })
            .returning('id')
        )[0].id,
      );

    const recipes: Record<string, Recipe> = {
      'put /users/:id': async (path) => {
        const id = await user('auditeditado');
        const current = await app.request('GET', `${BACKOFFICE_API_PREFIX}/users/${id}`, {
          token: admin,
        });
        return { path: withId(path, id), body: { ...current.body, firstName: 'Auditada' } };
      },
      'post /users/:id/ban': async (path) => {
        created.set('users', await user('auditbaneado'));
        return { path: newId(path), body: { reason: 'Estafa comprobada' } };
      },
      'post /users/:id/unban': async (path) => ({ path: newId(path) }),
      'put /users/:id/addresses/:addressId': async (path) => {
        const added = await app.request('POST', '/admin/api/user/addresses', {
          token: client.token,
          body: {
            domicile: 'Av. Italia 1234',
            postalCode: '11300',
            city: 'Montevideo',
            state: 'Montevideo',
            country: 'Uruguay',
            countryCode: 'UY',
          },
        });
        const { neighborhood: _none, ...address } = added.body;
        return {
          path: withId(path, client.id).replace(':addressId', String(added.body.id)),
          body: { ...address, domicile: 'Av. Italia 4321' },
        };
      },
      'post /staff-flags': async (path) => ({
        path,
        body: { userId: client.id, reason: 'Escribe por fuera de Prosk' },
      }),
      'post /staff-flags/:id/clear': async (path) => ({ path: newId(path) }),
      'put /jobs/:id': async (path) => ({
        path: withId(path, await insertJob(app, prosker, client, 'clientRejected')),
        body: { action: 'resolve', comment: 'Revisado con fotos' },
      }),
      'post /jobs/:id/cancel': async (path) => {
        const reason = await app.db('cancellation_reasons').where({ applies_to: 'client' }).first();
        return {
          path: withId(path, await insertJob(app, prosker, client, 'new')),
          body: { reasonId: reason.id },
        };
      },
      'post /jobs/:id/refunds': async (path) => ({
        path: withId(path, await paidJob(app, prosker, client)),
        body: { refundedBefore: 0 },
      }),
      'post /services/:id/withdraw': async (path) => ({
        path: withId(path, await publish(app, prosker, false)),
        body: { reason: 'Fotos de otro profesional' },
      }),
      'put /subscriptions/:id': async (path) => {
        const subscriber = await createUser(app, 'auditsuscriptor');
        const id = await startSubscription(app, subscriber);
        expect((await checkout(app, subscriber, id)).body.status).to.equal('active');
        return { path: withId(path, id), body: { action: 'pause' } };
      },
      'post /support-conversations': async (path) => ({ path, body: { userId: client.id } }),
      'post /support-conversations/:id/messages': async (path) => ({
        path: newId(path),
        body: { clientMessageId: randomUUID(), body: 'Hola, te escribe Soporte Prosk' },
      }),
      'put /conversation-reports/:id': async (path) => {
        const { conversationId, client: reporter } = await pair(app, {
          prosker: 'auditreportado',
          client: 'auditdenuncia',
        });
        const report = await app.request(
          'POST',
          `/admin/api/conversations/${conversationId}/reports`,
          { token: reporter.token, body: { reason: 'Pide pagos por fuera' } },
        );
        return { path: withId(path, report.body.id), body: { status: 'dismissed' } };
      },
      'post /notification-deliveries/:id/resend': async (path) => {
        const [notice] = await app
          .db('notifications')
          .insert({ user_id: client.id, kind: 'jobRequested', topic: 'job', cause: 'audit:1' })
          .returning('id');
        const [delivery] = await app
          .db('notification_deliveries')
          .insert({
            notification_id: notice.id,
            user_id: client.id,
            channel: 'email',
            status: 'failed',
            address: 'auditcliente@example.com',
            attempts: 3,
            failed_at: new Date(),
          })
          .returning('id');
        return { path: withId(path, delivery.id) };
      },
      'post /content-images': async (path) => ({ path, file: await png(40, 30) }),
      'put /contact-messages/:id': async (path) => ({
        path: withId(path, await contact()),
        body: { status: 'closed' },
      }),
      'post /contact-messages/:id/answer': async (path) => ({
        path: withId(path, await contact()),
        body: { answer: 'Desde tu perfil, en Servicios.' },
      }),
    };
    for (const [resource, body] of Object.entries(bodies)) {
      recipes[`post /${resource}`] = async (path) => ({ path, body: await body() });
      recipes[`put /${resource}/:id`] = async (path) => ({
        path: newId(path),
        // Saved as created, or, for content, with another title: an entry either way.
        body: { ...(await body()), ...(CONTENT.includes(resource) ? edited(resource) : {}) },
      });
      recipes[`delete /${resource}/:id`] = async (path) => ({ path: newId(path) });
    }

    const writes = backofficeRoutes.filter((r) => r.method !== 'get');
    expect(writes.length).to.be.greaterThan(40);
    const failures: string[] = [];
    for (const spec of writes) {
      const key = `${spec.method} ${spec.path}`;
      if (NOT_AUDITED.has(key)) continue;
      const recipe = recipes[key];
      if (!recipe) {
        failures.push(`${key}: no way to call it here (add a recipe)`);
        continue;
      }
      const input = await recipe(spec.path);
      const last = Number((await app.db('staff_audit').max({ id: 'id' }))[0].id ?? 0);
      const res = await call(app, admin, spec.method, input);
      if (res.status >= 300) {
        failures.push(`${key}: ${res.status} ${JSON.stringify(res.body)}`);
        continue;
      }
      if (spec.method === 'post' && typeof res.body?.id === 'number') {
        created.set(resourceOf(spec.path), res.body.id);
      }
      const entries = await app.db('staff_audit').where('id', '>', last);
      if (!entries.some((e) => Number(e.staff_id) === adminId && e.action)) {
        failures.push(`${key}: no audit entry`);
      }
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });
});

/** What an edit changes on a content item: its Spanish title. */
const edited = (resource: string) => contentBody(`auditado-${resource}`, 'Después');

/** One back-office call: JSON, or the file as a form. */
async function call(app: TestApp, token: string, method: string, input: Input) {
  const url = `${BACKOFFICE_API_PREFIX}${input.path}`;
  if (!input.file) {
    return app.request(method.toUpperCase(), url, {
      token,
      ...(input.body ? { body: input.body } : {}),
    });
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(input.file)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${app.url}${url}`, {
    method: method.toUpperCase(),
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
