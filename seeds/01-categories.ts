import type { SeedContext } from '../server/platform/migrate';

/** Reference categories for independent work in Uruguay and Brazil, names in es, en and br. */
export const CATEGORIES = [
  ['plomeria', 'Plomería', 'Plumbing', 'Encanamento', 'plumbing'],
  ['electricidad', 'Electricidad', 'Electrical work', 'Elétrica', 'bolt'],
  ['hogar', 'Hogar y limpieza', 'Home and cleaning', 'Casa e limpeza', 'home'],
  ['carpinteria', 'Carpintería', 'Carpentry', 'Marcenaria', 'carpentry'],
  ['jardineria', 'Jardinería', 'Gardening', 'Jardinagem', 'yard'],
  ['belleza', 'Belleza', 'Beauty', 'Beleza', 'spa'],
  ['salud', 'Salud y bienestar', 'Health and wellness', 'Saúde e bem-estar', 'health'],
  ['educacion', 'Educación', 'Education', 'Educação', 'school'],
  ['tecnologia', 'Tecnología', 'Technology', 'Tecnologia', 'computer'],
  ['eventos', 'Eventos', 'Events', 'Eventos', 'celebration'],
  ['transporte', 'Transporte y mudanzas', 'Transport and moving', 'Transporte e mudanças', 'truck'],
  ['mascotas', 'Mascotas', 'Pets', 'Animais de estimação', 'pets'],
] as const;

export async function seed({ db }: SeedContext): Promise<void> {
  await db('categories')
    .insert(
      CATEGORIES.map(([slug, es, en, br, icon], position) => ({
        slug,
        // Its Portuguese slug comes with seeds/08-br-slugs.ts.
        slug_br: slug,
        name_es: es,
        name_en: en,
        name_br: br,
        icon,
        position,
        is_default: slug === 'hogar',
      })),
    )
    .onConflict()
    .ignore();
}
