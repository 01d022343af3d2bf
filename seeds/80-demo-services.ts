import { CURRENCY_BY_REGION } from '../common/regions';
import type { SeedContext } from '../server/platform/migrate';
import { DEMO_SELLER } from './75-demo-payment-account';

const DESCRIPTION = {
  uy: 'Presupuesto sin cargo. Llevo los materiales básicos y dejo el lugar limpio.',
  br: 'Orçamento sem compromisso. Levo os materiais básicos e deixo o local limpo.',
} as const;
const PRICE = { uy: 1200, br: 180 } as const;

/**
 * Each demo prosker publishes the predefined services of their first category, so profiles
 * show services to buy. The demo prosker, whose Mercado Pago account is linked
 * (`75-demo-payment-account.ts`), publishes those of every category of theirs, all but the last
 * paid in advance by card, so a newcomer can try both. Once: only when no service exists yet.
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const [{ count }] = await db('services').count({ count: '*' });
  if (Number(count) > 0) return;
  const proskers = await db('users as u')
    .join('user_categories as uc', 'uc.user_id', 'u.id')
    .where('u.type_user', '>=', 2)
    .where((w) => w.whereLike('u.email', '%@demo.prosk.uy').orWhere('u.email', 'prosker@prosk.uy'))
    .distinctOn('u.id')
    .orderBy(['u.id', 'uc.category_id'])
    .select('u.id', 'u.region', 'uc.category_id');
  const predefined = await db('predefined_services').orderBy(['category_id', 'position']);
  const seller = await db('users as u')
    .join('payment_accounts as pa', 'pa.user_id', 'u.id')
    .where('u.email', DEMO_SELLER.email)
    .first('u.id');
  const sellerCategories: number[] = seller
    ? (
        await db('user_categories')
          .where({ user_id: seller.id })
          .orderBy('category_id')
          .select('category_id')
      ).map((c) => Number(c.category_id))
    : [];
  const rows = proskers.flatMap((p) => {
    const region = p.region === 'br' ? 'br' : 'uy';
    const sells = seller !== undefined && Number(p.id) === Number(seller.id);
    const categories = sells ? sellerCategories : [Number(p.category_id)];
    const offered = predefined.filter((s) => categories.includes(Number(s.category_id)));
    return offered.map((s, i) => ({
      prosker_id: p.id,
      predefined_service_id: s.id,
      category_id: s.category_id,
      title: region === 'br' ? s.title_br : s.title_es,
      description: DESCRIPTION[region],
      price: PRICE[region] + i * (region === 'br' ? 40 : 300),
      currency: CURRENCY_BY_REGION[region],
      requires_appointment: s.requires_appointment,
      requires_payment: sells && i < offered.length - 1,
    }));
  });
  if (rows.length) await db('services').insert(rows);
}
