import type { SeedContext } from '../server/platform/migrate';

/** Demo coupons, one of each kind, in both currencies. */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await db('coupons')
    .insert([
      {
        code: 'BIENVENIDA20',
        description: '20% de descuento en tu suscripción',
        discount_type: 'percentage',
        amount: 20,
        min_order: 0,
        usage_limit: 1000,
      },
      {
        code: 'PROSK500',
        description: '$ 500 de descuento en planes desde $ 1.000',
        discount_type: 'fixed',
        amount: 500,
        currency: 'UYU',
        min_order: 1000,
        usage_limit: 200,
      },
      {
        code: 'BEMVINDO10',
        description: 'R$ 10 de desconto em planos a partir de R$ 30',
        discount_type: 'fixed',
        amount: 10,
        currency: 'BRL',
        min_order: 30,
        usage_limit: 200,
      },
      {
        code: 'AGOTADO',
        description: 'Cupón de ejemplo ya agotado',
        discount_type: 'percentage',
        amount: 50,
        min_order: 0,
        usage_limit: 0,
      },
    ])
    .onConflict('code')
    .ignore();
}
