import { CURRENCY_BY_REGION } from '../common/regions';
import type { SeedContext } from '../server/platform/migrate';

const DESCRIPTION = {
  uy: 'Presupuesto sin cargo. Llevo los materiales básicos y dejo el lugar limpio.',
  br: 'Orçamento sem compromisso. Levo os materiais básicos e deixo o local limpo.',
} as const;
const PRICE = { uy: 1200, br: 180 } as const;

/**
 * Each demo prosker publishes the predefined services of their first category, so profiles
 * show services to buy. Once: only when no service exists yet.
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
  const rows = proskers.flatMap((p) => {
    const region = p.region === 'br' ? 'br' : 'uy';
    return predefined
      .filter((s) => s.category_id === p.category_id)
      .map((s, i) => ({
        prosker_id: p.id,
        predefined_service_id: s.id,
        category_id: s.category_id,
        title: region === 'br' ? s.title_br : s.title_es,
        description: DESCRIPTION[region],
        price: PRICE[region] + i * (region === 'br' ? 40 : 300),
        currency: CURRENCY_BY_REGION[region],
        requires_appointment: s.requires_appointment,
        requires_payment: false,
      }));
  });
  if (rows.length) await db('services').insert(rows);
}
