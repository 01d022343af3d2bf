import { expect } from 'chai';
import { isPhoneE164 } from '../common/phone';
import { REGION_FACTS } from '../common/regions';
import { PROFILE_FACT_COLUMNS, createProfiles } from '../server/modules/catalogue/profiles';
import { startTestDatabase, useTestApp } from '../server/test/harness';
import { createRng, generateUser, seedLarge, type Reference } from './seed-large';

const REFERENCE: Reference = {
  categories: [
    {
      id: 1,
      slug: 'plomeria',
      name_es: 'Plomería',
      name_en: 'Plumbing',
      name_br: 'Encanamento',
      position: 0,
    },
    { id: 2, slug: 'hogar', name_es: 'Hogar', name_en: 'Home', name_br: 'Casa', position: 1 },
  ],
  skills: [
    {
      id: 1,
      category_id: 1,
      slug: 'destapaciones',
      name_es: 'Destapaciones',
      name_en: 'Drains',
      name_br: 'Desentupimento',
      position: 0,
    },
    {
      id: 2,
      category_id: 1,
      slug: 'calefones',
      name_es: 'Calefones',
      name_en: 'Heaters',
      name_br: 'Aquecedores',
      position: 1,
    },
    {
      id: 3,
      category_id: 2,
      slug: 'pintura',
      name_es: 'Pintura',
      name_en: 'Painting',
      name_br: 'Pintura',
      position: 0,
    },
  ],
};

describe('seed:large', () => {
  describe('the generator', () => {
    const users = (seed: number, count: number) => {
      const rng = createRng(seed);
      return Array.from({ length: count }, (_, i) =>
        generateUser(rng, REFERENCE, i, 1, i % 10 === 9),
      );
    };

    it('gives the same users for the same seed and others for another', () => {
      expect(users(7, 200)).to.deep.equal(users(7, 200));
      expect(users(8, 50).map((u) => u.firstName)).not.to.deep.equal(
        users(7, 50).map((u) => u.firstName),
      );
    });

    it('writes valid, unique usernames and e-mails, phones in E.164 of their region, both regions', () => {
      const list = users(1, 3000);
      for (const u of list) {
        expect(u.username).to.match(/^[a-z0-9]{8,20}$/);
        expect(isPhoneE164(u.phone), u.phone).to.equal(true);
        expect(u.phone.startsWith(REGION_FACTS[u.region].phonePrefix), u.phone).to.equal(true);
        expect(u.email).to.match(/^[a-z.]+\.[0-9a-z]{6}@seed1\.prosk\.test$/);
        if (u.categoryIds.length)
          expect(u.skillIds.every((id) => id >= 1 && id <= 3)).to.equal(true);
      }
      expect(new Set(list.map((u) => u.username)).size).to.equal(list.length);
      expect(new Set(list.map((u) => u.email)).size).to.equal(list.length);
      const brazilians = list.filter((u) => u.region === 'br').length / list.length;
      expect(brazilians).to.be.within(0.35, 0.55);
      const accented = list.filter((u) => /[^a-z ]/i.test(u.firstName + u.lastName));
      expect(accented.length).to.be.greaterThan(list.length / 4);
      const premium = list.filter((u) => u.premium).length / list.length;
      expect(premium).to.be.within(0.06, 0.14);
    });
  });

  describe('against the database', () => {
    const app = useTestApp();

    it('writes the profile rows exactly as the catalogue refresh does', async () => {
      const { embedded } = await startTestDatabase();
      const result = await seedLarge(
        { db: app.db, url: embedded.url },
        {
          proskers: 300,
          clients: 30,
          seed: 5,
          batch: 120,
        },
      );
      expect(result).to.include({ run: 1, users: 330, proskers: 300, clients: 30 });
      expect(result.visibleProskers / result.proskers).to.be.within(0.55, 0.95);

      const columns = [
        'user_id',
        ...PROFILE_FACT_COLUMNS,
        app.db.raw('search_words::text AS search_words'),
        'category_ids',
        'skill_ids',
        'created_at',
        'is_premium',
        'rating_avg',
        'rating_count',
      ];
      const seeded = await app.db('profiles').orderBy('user_id').select(columns);
      expect(seeded).to.have.length(330);
      const ids = seeded.map((r) => Number(r.user_id));
      await createProfiles(app.platform).refresh(ids, { routine: false });
      const refreshed = await app.db('profiles').orderBy('user_id').select(columns);
      expect(refreshed).to.deep.equal(seeded);
    });

    it('refuses a second run unless forced, and a forced one collides with nothing', async () => {
      const { embedded } = await startTestDatabase();
      const database = { db: app.db, url: embedded.url };
      await seedLarge(database, { proskers: 40, clients: 0, seed: 1 });
      let refused: unknown;
      await seedLarge(database, { proskers: 40, clients: 0, seed: 1 }).catch((e) => (refused = e));
      expect(refused).to.have.property('name', 'AlreadySeededError');
      const again = await seedLarge(database, { proskers: 40, clients: 0, seed: 1, force: true });
      expect(again).to.include({ run: 2, users: 40 });
      const [{ count }] = await app.db('users').where('email', 'like', '%.prosk.test').count();
      expect(Number(count)).to.equal(80);
    });

    it('is found by the search, accents and Portuguese included', async () => {
      const { embedded } = await startTestDatabase();
      await seedLarge({ db: app.db, url: embedded.url }, { proskers: 400, clients: 0, seed: 2 });
      for (const q of ['plomería', 'plomeria', 'encanamento', 'reparação']) {
        const res = await app.request('GET', `/admin/api/profiles?q=${encodeURIComponent(q)}`);
        expect(res.status, q).to.equal(200);
        expect(res.body.data.length, q).to.be.greaterThan(0);
      }
      const page = await app.request('GET', '/admin/api/profiles?category=plomeria&minRating=3');
      expect(page.body.data.every((p: { ratingAvg: number }) => p.ratingAvg >= 3)).to.equal(true);
    });
  });
});
