import type { SeedContext } from '../server/platform/migrate';

/**
 * The slug of each seeded category and skill in the br region's addresses, by its Spanish slug
 * (docs/adr/0028-translated-slugs.md): `/br/categorias/encanamento` rather than
 * `/br/categorias/plomeria`. Staff keep them in the back office afterwards.
 */
export const CATEGORY_BR_SLUGS: Record<string, string> = {
  plomeria: 'encanamento',
  electricidad: 'eletrica',
  hogar: 'casa-e-limpeza',
  carpinteria: 'marcenaria',
  jardineria: 'jardinagem',
  belleza: 'beleza',
  salud: 'saude-e-bem-estar',
  educacion: 'educacao',
  tecnologia: 'tecnologia',
  eventos: 'eventos',
  transporte: 'transporte-e-mudancas',
  mascotas: 'animais-de-estimacao',
};

export const SKILL_BR_SLUGS: Record<string, string> = {
  destapaciones: 'desentupimento',
  'reparacion-de-canerias': 'reparacao-de-canos',
  calefones: 'aquecedores',
  'instalaciones-electricas': 'instalacoes-eletricas',
  tableros: 'quadros-eletricos',
  iluminacion: 'iluminacao',
  'limpieza-profunda': 'limpeza-pesada',
  pintura: 'pintura',
  albanileria: 'alvenaria',
  'muebles-a-medida': 'moveis-planejados',
  'reparacion-de-muebles': 'reparacao-de-moveis',
  'corte-de-cesped': 'corte-de-grama',
  paisajismo: 'paisagismo',
  peluqueria: 'cabeleireiro',
  manicuria: 'manicure',
  maquillaje: 'maquiagem',
  masajes: 'massagem',
  'entrenamiento-personal': 'personal-trainer',
  nutricion: 'nutricao',
  'clases-de-ingles': 'aulas-de-ingles',
  'apoyo-escolar': 'reforco-escolar',
  'clases-de-musica': 'aulas-de-musica',
  'reparacion-de-computadoras': 'conserto-de-computadores',
  'desarrollo-web': 'desenvolvimento-web',
  redes: 'redes-e-wifi',
  fotografia: 'fotografia',
  catering: 'bufe',
  animacion: 'animacao-de-festas',
  mudanzas: 'mudancas',
  fletes: 'fretes',
  'paseo-de-perros': 'passeio-com-caes',
  'peluqueria-canina': 'banho-e-tosa',
};

/**
 * Gives each seeded entry its br slug while it still has its Spanish one there (as inserted, or
 * as the migration to br slugs left it), unless another entry holds that slug already.
 */
export async function seed({ db }: SeedContext): Promise<void> {
  for (const [table, slugs] of [
    ['categories', CATEGORY_BR_SLUGS],
    ['skills', SKILL_BR_SLUGS],
  ] as const) {
    for (const [slug, slugBr] of Object.entries(slugs)) {
      await db(table)
        .where({ slug, slug_br: slug })
        .whereNotExists(db(table).where('slug_br', slugBr).select(db.raw('1')))
        .update({ slug_br: slugBr });
    }
  }
}
