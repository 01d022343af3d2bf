import type { SeedContext } from '../server/platform/migrate';

/** Common services per category slug: what a prosker can publish in two clicks. */
const SERVICES: Record<string, [string, string, string][]> = {
  plomeria: [
    ['Destapación de cañerías', 'Drain unblocking', 'Desentupimento de canos'],
    ['Instalación de calefón', 'Water heater installation', 'Instalação de aquecedor'],
  ],
  electricidad: [
    ['Instalación de tomacorrientes', 'Socket installation', 'Instalação de tomadas'],
    ['Revisión de tablero eléctrico', 'Electrical panel check', 'Revisão de quadro elétrico'],
  ],
  hogar: [
    ['Limpieza general del hogar', 'General house cleaning', 'Limpeza geral da casa'],
    ['Limpieza de fin de obra', 'Post-construction cleaning', 'Limpeza pós-obra'],
  ],
  carpinteria: [['Armado de muebles', 'Furniture assembly', 'Montagem de móveis']],
  jardineria: [['Corte de pasto', 'Lawn mowing', 'Corte de grama']],
  belleza: [['Corte de pelo a domicilio', 'Home haircut', 'Corte de cabelo em domicílio']],
  salud: [['Sesión de masajes', 'Massage session', 'Sessão de massagem']],
  educacion: [['Clase particular', 'Private lesson', 'Aula particular']],
  tecnologia: [['Reparación de computadoras', 'Computer repair', 'Conserto de computadores']],
  eventos: [['Fotografía de eventos', 'Event photography', 'Fotografia de eventos']],
  transporte: [['Flete y mudanza', 'Moving and haulage', 'Frete e mudança']],
  mascotas: [['Paseo de perros', 'Dog walking', 'Passeio com cães']],
};

export async function seed({ db }: SeedContext): Promise<void> {
  const [{ count }] = await db('predefined_services').count({ count: '*' });
  if (Number(count) > 0) return;
  const categories = await db('categories').select('id', 'slug');
  const rows = categories.flatMap((c) =>
    (SERVICES[c.slug] ?? []).map(([es, en, br], position) => ({
      category_id: c.id,
      title_es: es,
      title_en: en,
      title_br: br,
      position,
    })),
  );
  if (rows.length) await db('predefined_services').insert(rows);
}
