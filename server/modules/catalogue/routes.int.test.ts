import { expect } from 'chai';
import { CATEGORIES } from '../../../seeds/01-categories';
import { useTestApp } from '../../test/harness';

describe('the categories endpoint', () => {
  const app = useTestApp();

  it('lists the seeded categories in order with names in every language', async () => {
    const res = await app.request('GET', '/admin/api/categories');
    expect(res.status).to.equal(200);
    expect(res.body.data.map((c: { slug: string }) => c.slug)).to.deep.equal(
      CATEGORIES.map((c) => c[0]),
    );
    expect(res.body.data[0]).to.deep.include({
      slug: 'plomeria',
      name: 'Plomería',
      names: { es: 'Plomería', en: 'Plumbing', br: 'Encanamento' },
    });
  });

  it('names each category in the request language', async () => {
    const res = await app.request('GET', '/admin/api/categories', {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.body.data[1].name).to.equal('Elétrica');
  });

  it('leaves out disabled categories', async () => {
    await app.db('categories').where({ slug: 'mascotas' }).update({ enabled: false });
    const res = await app.request('GET', '/admin/api/categories');
    expect(res.body.data.map((c: { slug: string }) => c.slug)).to.not.include('mascotas');
  });
});

describe('the seeds', () => {
  const app = useTestApp({ demo: true });

  it('add nothing twice when they run again', async () => {
    const { runSeeds } = await import('../../platform/migrate');
    const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);
    const before = {
      categories: await count('categories'),
      users: await count('users'),
      staff: await count('staff'),
      services: await count('services'),
      paymentAccounts: await count('payment_accounts'),
    };
    const link = await app.db('payment_accounts').first();
    await runSeeds(app.db, { demo: true, config: app.config });
    // The demo prosker's link is not made again while it is far from its end.
    expect(await app.db('payment_accounts').first()).to.deep.equal(link);
    expect({
      categories: await count('categories'),
      users: await count('users'),
      staff: await count('staff'),
      services: await count('services'),
      paymentAccounts: await count('payment_accounts'),
    }).to.deep.equal(before);
    expect(before.users).to.be.greaterThan(25);
    expect(before.paymentAccounts).to.equal(1);
  });
});
