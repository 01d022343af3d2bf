import type { SeedContext } from '../server/platform/migrate';

const INCLUSIONS = {
  free: {
    es: [
      'Perfil público y búsqueda',
      'Chat con clientes',
      'Cobros con Mercado Pago (comisión 4,49% + IVA)',
    ],
    en: [
      'Public profile and search',
      'Chat with clients',
      'Mercado Pago payments (4.49% fee + VAT)',
    ],
    br: [
      'Perfil público e busca',
      'Chat com clientes',
      'Cobranças com Mercado Pago (taxa de 4,49% + impostos)',
    ],
  },
  premium: {
    es: [
      'Agenda con disponibilidad y reservas',
      'Mejor posición en las búsquedas',
      'Comunicación automática: recordatorios y pedido de reseña a tus clientes, en tu nombre',
      'Comisión reducida: 2,99% + IVA',
      '30 días de prueba gratis',
    ],
    en: [
      'Agenda with availability and bookings',
      'Better placement in search',
      'Automated communication: reminders and review requests to your clients, in your name',
      'Lower fee: 2.99% + VAT',
      '30-day free trial',
    ],
    br: [
      'Agenda com disponibilidade e reservas',
      'Melhor posição nas buscas',
      'Comunicação automática: lembretes e pedidos de avaliação aos seus clientes, em seu nome',
      'Taxa reduzida: 2,99% + impostos',
      '30 dias de teste grátis',
    ],
  },
};

const PERIOD_NAMES = {
  monthly: ['Premium mensual', 'Premium monthly', 'Premium mensal'],
  quarterly: ['Premium trimestral', 'Premium quarterly', 'Premium trimestral'],
  halfYearly: ['Premium semestral', 'Premium half-yearly', 'Premium semestral'],
  annual: ['Premium anual', 'Premium annual', 'Premium anual'],
} as const;

/** Prices per region and period (UYU in Uruguay, BRL in Brazil); the annual plan is the popular one. */
const PRICES = {
  uy: { currency: 'UYU', monthly: 590, quarterly: 1590, halfYearly: 2990, annual: 5490 },
  br: { currency: 'BRL', monthly: 39.9, quarterly: 107.9, halfYearly: 199.9, annual: 359.9 },
} as const;

/** The free plan and the four premium periods of each region, once. */
export async function seed({ db }: SeedContext): Promise<void> {
  const [{ count }] = await db('plans').count({ count: '*' });
  if (Number(count) > 0) return;
  const rows = (['uy', 'br'] as const).flatMap((region) => {
    const prices = PRICES[region];
    return [
      {
        region,
        currency: prices.currency,
        name_es: 'Gratis',
        name_en: 'Free',
        name_br: 'Grátis',
        price: 0,
        period: 'monthly',
        premium: false,
        popular: false,
        inclusions: JSON.stringify(INCLUSIONS.free),
        position: 0,
      },
      ...(['monthly', 'quarterly', 'halfYearly', 'annual'] as const).map((period, i) => ({
        region,
        currency: prices.currency,
        name_es: PERIOD_NAMES[period][0],
        name_en: PERIOD_NAMES[period][1],
        name_br: PERIOD_NAMES[period][2],
        price: prices[period],
        period,
        premium: true,
        popular: period === 'annual',
        inclusions: JSON.stringify(INCLUSIONS.premium),
        position: i + 1,
      })),
    ];
  });
  await db('plans').insert(rows);
}
