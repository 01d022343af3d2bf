import type { SeedContext } from '../server/platform/migrate';

/** Skills (modalities) of each category: slug, es, en, br. */
export const SKILLS: Record<string, [string, string, string, string][]> = {
  plomeria: [
    ['destapaciones', 'Destapaciones', 'Drain unblocking', 'Desentupimento'],
    ['reparacion-de-canerias', 'Reparación de cañerías', 'Pipe repair', 'Reparação de canos'],
    [
      'calefones',
      'Instalación de calefones',
      'Water heater installation',
      'Instalação de aquecedores',
    ],
  ],
  electricidad: [
    [
      'instalaciones-electricas',
      'Instalaciones eléctricas',
      'Electrical installations',
      'Instalações elétricas',
    ],
    ['tableros', 'Tableros eléctricos', 'Electrical panels', 'Quadros elétricos'],
    ['iluminacion', 'Iluminación', 'Lighting', 'Iluminação'],
  ],
  hogar: [
    ['limpieza-profunda', 'Limpieza profunda', 'Deep cleaning', 'Limpeza pesada'],
    ['pintura', 'Pintura', 'Painting', 'Pintura'],
    ['albanileria', 'Albañilería', 'Masonry', 'Alvenaria'],
  ],
  carpinteria: [
    ['muebles-a-medida', 'Muebles a medida', 'Custom furniture', 'Móveis planejados'],
    ['reparacion-de-muebles', 'Reparación de muebles', 'Furniture repair', 'Reparação de móveis'],
  ],
  jardineria: [
    ['corte-de-cesped', 'Corte de césped', 'Lawn mowing', 'Corte de grama'],
    ['paisajismo', 'Paisajismo', 'Landscaping', 'Paisagismo'],
  ],
  belleza: [
    ['peluqueria', 'Peluquería', 'Hairdressing', 'Cabeleireiro'],
    ['manicuria', 'Manicuría', 'Manicure', 'Manicure'],
    ['maquillaje', 'Maquillaje', 'Make-up', 'Maquiagem'],
  ],
  salud: [
    ['masajes', 'Masajes', 'Massage', 'Massagem'],
    ['entrenamiento-personal', 'Entrenamiento personal', 'Personal training', 'Personal trainer'],
    ['nutricion', 'Nutrición', 'Nutrition', 'Nutrição'],
  ],
  educacion: [
    ['clases-de-ingles', 'Clases de inglés', 'English lessons', 'Aulas de inglês'],
    ['apoyo-escolar', 'Apoyo escolar', 'Tutoring', 'Reforço escolar'],
    ['clases-de-musica', 'Clases de música', 'Music lessons', 'Aulas de música'],
  ],
  tecnologia: [
    [
      'reparacion-de-computadoras',
      'Reparación de computadoras',
      'Computer repair',
      'Conserto de computadores',
    ],
    ['desarrollo-web', 'Desarrollo web', 'Web development', 'Desenvolvimento web'],
    ['redes', 'Redes y wifi', 'Networks and wifi', 'Redes e wi-fi'],
  ],
  eventos: [
    ['fotografia', 'Fotografía', 'Photography', 'Fotografia'],
    ['catering', 'Catering', 'Catering', 'Bufê'],
    ['animacion', 'Animación de fiestas', 'Party entertainment', 'Animação de festas'],
  ],
  transporte: [
    ['mudanzas', 'Mudanzas', 'Moving', 'Mudanças'],
    ['fletes', 'Fletes', 'Freight', 'Fretes'],
  ],
  mascotas: [
    ['paseo-de-perros', 'Paseo de perros', 'Dog walking', 'Passeio com cães'],
    ['peluqueria-canina', 'Peluquería canina', 'Dog grooming', 'Banho e tosa'],
  ],
};

export async function seed({ db }: SeedContext): Promise<void> {
  const categories = await db('categories').select('id', 'slug');
  const rows = categories.flatMap(({ id, slug }) =>
    (SKILLS[slug] ?? []).map(([skill, es, en, br], position) => ({
      category_id: id,
      slug: skill,
      slug_br: skill,
      name_es: es,
      name_en: en,
      name_br: br,
      position,
    })),
  );
  if (rows.length) await db('skills').insert(rows).onConflict().ignore();
}
