/**
 * `npm run seed:large -- --proskers 100000 [--clients N] [--seed N] [--force]`: a large,
 * realistic and deterministic data set in the configured database (the one `npm start` uses:
 * the embedded PostgreSQL under DATA_DIR, or DATABASE_URL), migrated and given its reference
 * data first. Uruguayan and Brazilian proskers and clients with their addresses, categories,
 * skills, ratings and premium flag, and the `profiles` read model built by the same rules as the
 * catalogue's refresh (completeness(), searchNormalize()).
 *
 * Options: --proskers N (100000), --clients N (a tenth of the proskers), --seed N (1), --batch N
 * rows per transaction (5000), --profiles direct|refresh (direct: profile rows written with the
 * users; refresh: the catalogue's own refresh, slower), --force (seed again a database that
 * already has a large data set: the new users get a new run tag, so nothing collides),
 * --production (allow NODE_ENV=production).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import pg from 'pg';
import { completeness, isVisiblePercent } from '../common/completeness';
import { profileFacets, regionFacet, searchNormalize } from '../common/search';
import { DIVISIONS } from '../seeds/02-divisions';
import { loadConfig, withEnvFile } from '../server/config';
import { openDatabase } from '../server/main';
import { isProsker, USER_TYPE } from '../server/modules/accounts';
import { createProfiles, SEARCH_WORDS_SQL } from '../server/modules/catalogue/profiles';
import { hashPassword, toolPlatform } from '../server/platform';
import { createLogger } from '../server/platform/logger';

/** Every seeded account signs in with this password (one argon2 hash, shared). */
export const SEED_PASSWORD = 'Seed#2026large';
/** E-mails end in `@seed<run>.prosk.test` (a reserved TLD: nothing is ever delivered). */
const EMAIL_DOMAIN = (run: number) => `seed${run}.prosk.test`;
const SEEDED_EMAIL = /@seed([0-9]+)\.prosk\.test$/;
/** Usernames end in the run tag (2 base-36 characters) and the index (4): unique by design. */
const MAX_USERS_PER_RUN = 36 ** 4;
const MAX_RUNS = 36 ** 2 - 1;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: small, fast, good enough for test data, and the same sequence for the same seed. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /** `count` distinct items, in a random order. */
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < count && copy.length)
        out.push(copy.splice(int(0, copy.length - 1), 1)[0]);
      return out;
    },
    weighted<T>(list: readonly (readonly [T, number])[]): T {
      const total = list.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of list) {
        r -= w;
        if (r < 0) return item;
      }
      return list[list.length - 1][0];
    },
    digits: (n: number) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}
export type Rng = ReturnType<typeof createRng>;

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** A comma-separated list written as text, so the long lists stay compact. */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const UY_FIRST = list(`
  Martín, Lucía, Sofía, Joaquín, Agustín, Matías, Valentina, Camila, Florencia, Federico,
  Nicolás, Santiago, Sebastián, Rodrigo, Gonzalo, Andrés, Germán, Julián, Ramiro, Facundo,
  Maximiliano, Ignacio, Tomás, Emiliano, Bruno, Diego, Pablo, Gastón, Rosario, Inés,
  Verónica, Mónica, Mariana, Natalia, Paula, Belén, Ximena, Micaela, Romina, Daniela,
  Soledad, Leticia, Cecilia, Claudia, Graciela, Raúl, Héctor, Óscar, Rubén, Néstor,
  Washington, Álvaro, Martina, Josefina, Guillermina, Catalina, Milagros, Jimena, Lourdes,
  Elías, Nahuel
`);
const UY_LAST = list(`
  Rodríguez, González, Fernández, García, Pérez, Martínez, López, Sosa, Silva, Pereira,
  Suárez, Gómez, Díaz, Hernández, Álvarez, Núñez, Acosta, Ramírez, Benítez, Cabrera, Castro,
  Méndez, Olivera, Vázquez, Sánchez, Romero, Ferreira, Techera, De León, Da Silva, Píriz,
  Cardozo, Correa, Márquez, Umpiérrez, Viera, Moreira, Leites, Bentancor, Machado, Ríos,
  Fagúndez, Quintana, Godoy, Muñoz
`);
const BR_FIRST = list(`
  João, José, Antônio, Francisco, Luís, Paulo, Lucas, Gabriel, Rafael, Mateus, Gustavo,
  Felipe, Thiago, Vinícius, Caio, Júlio, André, Márcio, Sérgio, Cláudio, Fábio, Maria, Ana,
  Francisca, Antônia, Adriana, Juliana, Márcia, Fernanda, Patrícia, Aline, Letícia, Beatriz,
  Larissa, Bruna, Camila, Débora, Luíza, Isabela, Mônica, Cecília, Flávia, Lúcia, Simone,
  Conceição, Raimundo, Sebastião, Heitor, Otávio, Joaquim, Tânia, Érica
`);
const BR_LAST = list(`
  Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa,
  Ribeiro, Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha,
  Dias, Nascimento, Andrade, Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso,
  Ramos, Gonçalves, Araújo, Magalhães, Conceição, Assunção, Brandão, Falcão, Simões,
  Guimarães, Romão, Sampaio, Peixoto, Batista, Teixeira
`);

interface Trade {
  titles: readonly string[];
  company: string;
  phrases: readonly string[];
}
/** Per category slug and language: what the trade is called and what its people write. */
const trade = (titles: string, company: string, phrases: string): Trade => ({
  titles: list(titles),
  company,
  phrases: list(phrases),
});
const TRADES: Record<string, { es: Trade; pt: Trade }> = {
  plomeria: {
    es: trade(
      'Plomero, Sanitario, Plomero matriculado',
      'Sanitaria',
      `destapaciones con máquina, reparación de cañerías y pérdidas de agua, instalación de calefones y termotanques, cañerías en termofusión, cambio de griferías, colocación de sanitarios, plomería en general`,
    ),
    pt: trade(
      'Encanador, Bombeiro hidráulico',
      'Encanamentos',
      `desentupimento de pias e ralos, conserto de vazamentos, encanamento completo, instalação de aquecedores, reparação de canos, caça-vazamentos com equipamento, troca de registros e torneiras`,
    ),
  },
  electricidad: {
    es: trade(
      'Electricista, Electricista autorizado UTE, Técnico electricista',
      'Electricidad',
      `instalaciones eléctricas nuevas, tableros y disyuntores, cableado de obra, iluminación LED, puesta a tierra, reparación de cortocircuitos`,
    ),
    pt: trade(
      'Eletricista, Técnico eletricista',
      'Elétrica',
      `instalações elétricas residenciais, quadros de distribuição, troca de disjuntores, iluminação em LED, aterramento, instalação de chuveiros elétricos`,
    ),
  },
  hogar: {
    es: trade(
      'Pintor, Albañil, Personal de limpieza, Mantenimiento del hogar',
      'Servicios',
      `pintura interior y exterior, albañilería en general, limpieza profunda de casas y oficinas, impermeabilización de azoteas, colocación de durlock, arreglos generales del hogar, limpieza de fin de obra`,
    ),
    pt: trade(
      'Pintor, Pedreiro, Diarista, Faz-tudo',
      'Serviços',
      `pintura residencial, alvenaria e reboco, limpeza pesada pós-obra, impermeabilização de lajes, instalação de drywall, textura e grafiato, pequenos reparos domésticos`,
    ),
  },
  carpinteria: {
    es: trade(
      'Carpintero, Ebanista',
      'Carpintería',
      `muebles a medida, placares y cocinas, reparación de muebles, lustre de muebles, decks de madera, aberturas de madera`,
    ),
    pt: trade(
      'Marceneiro, Carpinteiro',
      'Marcenaria',
      `móveis planejados, armários sob medida, reparação de móveis, restauração de móveis antigos, decks de madeira, portas e janelas de madeira`,
    ),
  },
  jardineria: {
    es: trade(
      'Jardinero, Paisajista',
      'Jardines',
      `corte de césped, poda de árboles, paisajismo, mantenimiento de jardines, riego automático, limpieza de terrenos`,
    ),
    pt: trade(
      'Jardineiro, Paisagista',
      'Jardins',
      `corte de grama, poda de árvores, paisagismo, manutenção de jardins, irrigação automática, limpeza de terrenos`,
    ),
  },
  belleza: {
    es: trade(
      'Peluquera, Manicura, Maquilladora, Estilista',
      'Estética',
      `cortes y color, manicuría y pedicuría, maquillaje para eventos, alisado y tratamientos capilares, uñas esculpidas, depilación`,
    ),
    pt: trade(
      'Cabeleireira, Manicure, Maquiadora',
      'Estética',
      `corte e coloração, manicure e pedicure, maquiagem para festas, escova progressiva, unhas de gel, design de sobrancelhas`,
    ),
  },
  salud: {
    es: trade(
      'Masajista, Entrenador personal, Nutricionista, Fisioterapeuta',
      'Bienestar',
      `masajes descontracturantes, entrenamiento personal a domicilio, planes de nutrición, drenaje linfático, clases de yoga, rehabilitación`,
    ),
    pt: trade(
      'Massagista, Personal trainer, Nutricionista, Fisioterapeuta',
      'Bem-estar',
      `massagem relaxante, treino funcional, reeducação alimentar, drenagem linfática, aulas de pilates, fisioterapia domiciliar`,
    ),
  },
  educacion: {
    es: trade(
      'Profesora de inglés, Maestra particular, Profesor de música',
      'Clases',
      `clases de inglés, apoyo escolar de primaria y liceo, clases de guitarra, preparación de exámenes, clases de matemática, clases de piano`,
    ),
    pt: trade(
      'Professora de inglês, Professor particular, Professor de música',
      'Aulas',
      `aulas de inglês, reforço escolar, aulas de violão, preparatório para vestibular, aulas de matemática, aulas de piano`,
    ),
  },
  tecnologia: {
    es: trade(
      'Técnico en computación, Desarrollador web, Técnico en redes',
      'Informática',
      `reparación de computadoras, desarrollo web, redes y wifi, recuperación de datos, instalación de cámaras de seguridad, soporte técnico a empresas`,
    ),
    pt: trade(
      'Técnico de informática, Desenvolvedor web, Técnico de redes',
      'Informática',
      `conserto de computadores, desenvolvimento de sites, redes e wi-fi, recuperação de dados, instalação de câmeras de segurança, suporte técnico para empresas`,
    ),
  },
  eventos: {
    es: trade(
      'Fotógrafo, Animador de fiestas, Cocinero para eventos, DJ',
      'Eventos',
      `fotografía de casamientos, catering para eventos, animación de cumpleaños infantiles, sonido e iluminación, barra de tragos, parrilladas a domicilio`,
    ),
    pt: trade(
      'Fotógrafo, Animador de festas, Cozinheiro para eventos, DJ',
      'Eventos',
      `fotografia de casamentos, bufê para festas, animação de festas infantis, som e iluminação, bartender para eventos, churrasco a domicílio`,
    ),
  },
  transporte: {
    es: trade(
      'Fletero, Transportista',
      'Fletes',
      `mudanzas, fletes en la ciudad y el interior, traslado de muebles, camioneta con ayudante, retiro de escombros`,
    ),
    pt: trade(
      'Freteiro, Motorista',
      'Fretes',
      `mudanças residenciais, fretes, carreto, transporte de móveis, retirada de entulho`,
    ),
  },
  mascotas: {
    es: trade(
      'Paseador de perros, Peluquero canino, Cuidador de mascotas',
      'Mascotas',
      `paseo de perros, peluquería canina, cuidado de mascotas, adiestramiento, guardería de mascotas`,
    ),
    pt: trade(
      'Passeador de cães, Tosador, Pet sitter',
      'Pet',
      `passeio com cães, banho e tosa, pet sitter, adestramento, hotel para cães`,
    ),
  },
};
/** Specialties few people offer: the rare words of a search. */
const RARE = {
  es: [
    'Restauración de vitrales.',
    'Trabajos de zinguería.',
    'Afinación de pianos.',
    'Herrería artística.',
    'Tapicería náutica.',
    'Colocación de porcelanato.',
  ],
  pt: [
    'Restauração de vitrais.',
    'Serralheria artística.',
    'Afinação de pianos.',
    'Calafetação de barcos.',
    'Instalação de porcelanato.',
  ],
} as const;
const EXTRAS = {
  es: [
    'Presupuesto sin cargo.',
    'Trabajo prolijo y puntual.',
    'Atiendo urgencias las 24 horas.',
    'Garantía por escrito.',
    'Acepto Mercado Pago y transferencia.',
    'Referencias comprobables.',
    'Materiales de primera calidad.',
    'Facturo con RUT.',
  ],
  pt: [
    'Orçamento sem compromisso.',
    'Serviço caprichado e pontual.',
    'Atendimento de emergência 24 horas.',
    'Garantia do serviço.',
    'Aceito Pix e cartão.',
    'Ótimas referências.',
    'Material de primeira qualidade.',
    'Emito nota fiscal.',
  ],
} as const;
/** Category popularity (relative): home services many, pets few. */
const CATEGORY_WEIGHT: Record<string, number> = {
  hogar: 18,
  plomeria: 12,
  electricidad: 11,
  belleza: 10,
  tecnologia: 8,
  educacion: 8,
  carpinteria: 7,
  jardineria: 7,
  salud: 7,
  eventos: 5,
  transporte: 5,
  mascotas: 2,
};

/** Population-like weight of each department/state; unknown ones count 1. */
const DIVISION_WEIGHT: Record<string, number> = {
  Montevideo: 40,
  Canelones: 16,
  Maldonado: 5,
  Salto: 4,
  Colonia: 4,
  Paysandú: 3,
  'São Paulo': 22,
  'Minas Gerais': 10,
  'Rio de Janeiro': 8,
  Bahia: 7,
  Paraná: 5.5,
  'Rio Grande do Sul': 5.5,
  Pernambuco: 4.5,
  Ceará: 4.3,
  Pará: 4,
  'Santa Catarina': 3.5,
  Goiás: 3.3,
  Maranhão: 3.3,
  Amazonas: 2,
  'Espírito Santo': 2,
  Paraíba: 2,
  Acre: 0.4,
  Amapá: 0.4,
  Roraima: 0.3,
};
const CITIES: Record<string, readonly string[]> = {
  Canelones: ['Canelones', 'Las Piedras', 'Ciudad de la Costa', 'Pando', 'La Paz'],
  Maldonado: ['Maldonado', 'Punta del Este', 'San Carlos', 'Piriápolis'],
  Colonia: ['Colonia del Sacramento', 'Carmelo', 'Juan Lacaze'],
  'Cerro Largo': ['Melo', 'Río Branco'],
  Rocha: ['Rocha', 'Chuy', 'La Paloma'],
  'Río Negro': ['Fray Bentos', 'Young'],
  Soriano: ['Mercedes', 'Dolores'],
  'São Paulo': ['São Paulo', 'Campinas', 'Santos', 'Guarulhos', 'Ribeirão Preto'],
  'Rio de Janeiro': ['Rio de Janeiro', 'Niterói', 'Petrópolis'],
  'Minas Gerais': ['Belo Horizonte', 'Uberlândia', 'Juiz de Fora'],
  Bahia: ['Salvador', 'Feira de Santana'],
  'Rio Grande do Sul': ['Porto Alegre', 'Caxias do Sul', 'Pelotas'],
  Paraná: ['Curitiba', 'Londrina', 'Maringá'],
  Pernambuco: ['Recife', 'Olinda'],
  Ceará: ['Fortaleza'],
  Pará: ['Belém'],
  'Santa Catarina': ['Florianópolis', 'Joinville', 'Blumenau'],
  Goiás: ['Goiânia'],
  Maranhão: ['São Luís'],
  Amazonas: ['Manaus'],
  'Espírito Santo': ['Vitória', 'Vila Velha'],
  Paraíba: ['João Pessoa'],
  'Rio Grande do Norte': ['Natal'],
  Alagoas: ['Maceió'],
  'Mato Grosso': ['Cuiabá'],
  'Mato Grosso do Sul': ['Campo Grande'],
  Piauí: ['Teresina'],
  'Distrito Federal': ['Brasília'],
  Sergipe: ['Aracaju'],
  Rondônia: ['Porto Velho'],
  Tocantins: ['Palmas'],
  Acre: ['Rio Branco'],
  Amapá: ['Macapá'],
  Roraima: ['Boa Vista'],
};
/** Long-distance area code of each Brazilian state (of its mobile numbers, stored in E.164). */
const DDD: Record<string, string> = Object.fromEntries(
  list(`
    AC 68, AL 82, AP 96, AM 92, BA 71, CE 85, DF 61, ES 27, GO 62, MA 98, MT 65, MS 67,
    MG 31, PA 91, PB 83, PR 41, PE 81, PI 86, RJ 21, RN 84, RS 51, RO 69, RR 95, SC 48,
    SP 11, SE 79, TO 63
  `).map((pair) => pair.split(' ')),
);
const STREETS = {
  uy: list(`
    Av. 18 de Julio, Bv. Artigas, Av. Italia, Rivera, Av. Brasil, José Ellauri,
    Av. Agraciada, Colonia, Av. General Flores, Camino Maldonado, Av. Millán, Larrañaga,
    25 de Mayo, Sarandí, Av. Rivera
  `),
  br: list(`
    Rua das Flores, Av. Paulista, Rua da Consolação, Rua XV de Novembro, Av. Getúlio Vargas,
    Rua Sete de Setembro, Av. Brasil, Rua São João, Rua Direita, Av. Independência,
    Rua Tiradentes, Rua Dom Pedro II
  `),
};
const NEIGHBORHOODS = {
  uy: list(`
    Pocitos, Malvín, Cordón, Centro, Buceo, Carrasco, Prado, Parque Rodó, Punta Carretas,
    La Blanqueada, Unión, Cerro, Sayago, Colón
  `),
  br: list(`
    Centro, Jardim América, Vila Nova, Boa Vista, Santa Cecília, Bela Vista, Copacabana,
    Liberdade, Savassi, Moinhos de Vento
  `),
};

// ---------------------------------------------------------------------------------------------
// One user

export interface Named {
  id: number;
  slug: string;
  name_es: string;
  name_en: string;
  name_br: string;
  position: number;
}
export interface Skill extends Named {
  category_id: number;
}
export interface Reference {
  categories: Named[];
  skills: Skill[];
}

export interface SeedUser {
  typeUser: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  company: string | null;
  description: string | null;
  language: 'es' | 'br';
  region: 'uy' | 'br';
  verifiedAt: string | null;
  bannedAt: string | null;
  closedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  profileImg: string | null;
  bannerImg: string | null;
  addresses: {
    domicile: string;
    postalCode: string;
    city: string;
    state: string;
    neighborhood: string | null;
    country: string;
    countryCode: 'UY' | 'BR';
    isDefault: boolean;
  }[];
  categoryIds: number[];
  skillIds: number[];
  ratingAvg: number;
  ratingCount: number;
  premium: boolean;
}

const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const joinList = (items: string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
const base36 = (n: number, width: number) => n.toString(36).padStart(width, '0');

const FIRST_DAY = Date.UTC(2023, 0, 1);
const LAST_DAY = Date.UTC(2026, 10, 1);
/** Nothing happens after this day (logins, updates): the data set does not depend on today. */
const UNTIL = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;

function description(
  rng: Rng,
  lang: 'es' | 'pt',
  firstName: string,
  slugs: string[],
  place: string,
): string {
  const trades = slugs.map((s) => TRADES[s]?.[lang]).filter((t): t is Trade => Boolean(t));
  const title = trades.length
    ? rng.pick(trades[0].titles)
    : lang === 'es'
      ? 'Profesional independiente'
      : 'Profissional autônomo';
  // Mostly the main trade; a phrase of a second one now and then.
  const phrases = trades.length ? rng.sample(trades[0].phrases, rng.int(1, 3)) : [];
  if (trades.length > 1 && rng.chance(0.5)) phrases.push(rng.pick(trades[1].phrases));
  if (!phrases.length) phrases.push(lang === 'es' ? 'trabajos varios' : 'serviços gerais');
  const list = joinList(phrases, lang === 'es' ? 'y' : 'e');
  const years = rng.int(2, 30);
  const experience =
    lang === 'es'
      ? rng.pick([`Más de ${years} años de experiencia.`, `${years} años en el rubro.`])
      : rng.pick([`Mais de ${years} anos de experiência.`, `${years} anos na área.`]);
  const area =
    lang === 'es'
      ? rng.pick([
          `Trabajo en ${place} y alrededores.`,
          `Atiendo en todo ${place}.`,
          `Zona ${place}.`,
        ])
      : rng.pick([`Atendo ${place} e região.`, `Trabalho em toda a região de ${place}.`]);
  const extras: string[] = rng.sample(EXTRAS[lang], rng.int(0, 2));
  if (rng.chance(0.02)) extras.push(rng.pick(RARE[lang]));
  const body =
    lang === 'es'
      ? rng.pick([
          `${title}. ${capitalise(list)}. ${experience}`,
          `${experience.replace(/\.$/, '')} como ${title.toLowerCase()}: ${list}.`,
          `Hola, soy ${firstName}. Me dedico a ${list}.`,
        ])
      : rng.pick([
          `${title}. ${capitalise(list)}. ${experience}`,
          `${experience.replace(/\.$/, '')} como ${title.toLowerCase()}: ${list}.`,
          `Olá, sou ${firstName}. Trabalho com ${list}.`,
        ]);
  return [body, area, ...extras].join(' ');
}

/**
 * The `index`-th user of a run, drawn from `rng` (which it advances): a prosker unless `client`.
 * Everything but the username and e-mail (which carry the run tag) depends on the seed alone.
 */
export function generateUser(
  rng: Rng,
  reference: Reference,
  index: number,
  run: number,
  client: boolean,
): SeedUser {
  const brazilian = rng.chance(0.45);
  const region = brazilian ? 'br' : 'uy';
  const lang = brazilian ? 'pt' : 'es';
  const firstName = rng.pick(brazilian ? BR_FIRST : UY_FIRST);
  const lastNames = brazilian ? BR_LAST : UY_LAST;
  const first = rng.pick(lastNames);
  const lastName = rng.chance(0.3) ? `${first} ${rng.pick(lastNames)}` : first;

  const suffix = base36(run, 2) + base36(index, 4);
  const [a, b] = [ascii(firstName), ascii(lastName)];
  const namePart = rng.pick([
    a.slice(0, 8) + b.slice(0, 6),
    a.slice(0, 1) + b.slice(0, 12),
    b.slice(0, 8) + a.slice(0, 6),
    a.slice(0, 12),
  ]);
  const username = namePart + suffix;
  const local = rng.pick([
    `${a}.${ascii(first)}`,
    `${a}${ascii(first)}`,
    `${a.charAt(0)}${ascii(first)}`,
  ]);
  const email = `${local}.${suffix}@${EMAIL_DOMAIN(run)}`;

  const divisions = DIVISIONS[brazilian ? 'BR' : 'UY'];
  const [code, state] = rng.weighted(
    divisions.map((d) => [d, DIVISION_WEIGHT[d[1]] ?? 1] as const),
  );
  const phone = brazilian
    ? `+55${DDD[code] ?? '11'}9${rng.digits(8)}`
    : `+5989${rng.int(1, 9)}${rng.digits(6)}`;

  const created = FIRST_DAY + Math.floor(Math.sqrt(rng.next()) * (LAST_DAY - FIRST_DAY));
  const iso = (t: number) => new Date(t).toISOString();
  const birth = new Date(Date.UTC(rng.int(1960, 2005), rng.int(0, 11), rng.int(1, 28)));

  // Proskers: most complete (address, categories, skills); some leave parts out.
  const incomplete = !client && rng.chance(0.15);
  const drop = (p: number) => incomplete && rng.chance(p);
  const withAddress = client ? rng.chance(0.6) : !drop(0.65);
  const categoryPool = reference.categories.map((c) => [c, CATEGORY_WEIGHT[c.slug] ?? 3] as const);
  const categories: Named[] = [];
  if (!client && !drop(0.65)) {
    const wanted = rng.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const);
    while (categories.length < Math.min(wanted, reference.categories.length)) {
      const c = rng.weighted(categoryPool);
      if (!categories.includes(c)) categories.push(c);
    }
  }
  let skills: Skill[] = [];
  if (categories.length && !drop(0.65)) {
    const offered = reference.skills.filter((s) => categories.some((c) => c.id === s.category_id));
    skills = rng.sample(offered, rng.int(1, 4));
  }
  const slugs = categories.map((c) => c.slug);

  const addresses: SeedUser['addresses'] = [];
  if (withAddress) {
    const count = rng.chance(0.1) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const [, place] = i === 0 ? [code, state] : rng.pick(divisions);
      addresses.push({
        domicile: `${rng.pick(STREETS[region])} ${rng.int(10, 4999)}`,
        postalCode: brazilian ? `${rng.digits(5)}-${rng.digits(3)}` : String(rng.int(10000, 97999)),
        city: rng.pick(CITIES[place] ?? [place]),
        state: place,
        neighborhood: rng.chance(0.6) ? rng.pick(NEIGHBORHOODS[region]) : null,
        country: brazilian ? 'Brasil' : 'Uruguay',
        countryCode: brazilian ? 'BR' : 'UY',
        isDefault: i === 0,
      });
    }
  }

  const company =
    !client && slugs.length && rng.chance(0.25)
      ? rng.pick([
          `${TRADES[slugs[0]]?.[lang].company ?? 'Servicios'} ${first}`,
          `${first} ${TRADES[slugs[0]]?.[lang].company ?? 'Servicios'}${brazilian ? ' Ltda.' : ''}`,
        ])
      : null;
  const desc = client || rng.chance(0.08) ? null : description(rng, lang, firstName, slugs, state);

  const verified = rng.chance(0.96);
  const banned = rng.chance(0.01);
  const closed = rng.chance(0.01);
  const ratingCount =
    client || rng.chance(0.35) ? 0 : Math.floor(Math.exp(rng.next() * Math.log(400)));
  let ratingAvg = 0;
  if (ratingCount > 0) {
    const mean = 3.2 + rng.next() * 1.8;
    const spread = 1.5 / Math.sqrt(ratingCount);
    ratingAvg = Math.min(5, Math.max(1, mean + (rng.next() - 0.5) * 2 * spread));
    ratingAvg = ratingCount < 3 ? Math.round(ratingAvg) : Math.round(ratingAvg * 100) / 100;
  }
  const img = (kind: string) => `https://cdn.prosk.test/seed/${kind}/${rng.int(1, 500)}.jpg`;
  const profileImg = rng.chance(client ? 0.4 : 0.75) ? img('avatars') : null;
  const bannerImg = !client && rng.chance(0.45) ? img('banners') : null;
  const lastLogin = rng.chance(0.8) ? Math.min(UNTIL, created + rng.int(1, 300) * DAY) : null;

  return {
    typeUser: client ? USER_TYPE.client : USER_TYPE.prosker,
    username,
    firstName,
    lastName,
    email,
    phone,
    birthDate: birth.toISOString().slice(0, 10),
    company,
    description: desc,
    language: brazilian ? 'br' : 'es',
    region,
    verifiedAt: verified ? iso(created + rng.int(1, 3600) * 1000) : null,
    bannedAt: banned ? iso(created + 30 * DAY) : null,
    closedAt: closed ? iso(created + 60 * DAY) : null,
    lastLoginAt: lastLogin === null ? null : iso(lastLogin),
    createdAt: iso(created),
    updatedAt: iso(Math.min(UNTIL, created + rng.int(0, 90) * DAY)),
    profileImg,
    bannerImg,
    addresses,
    categoryIds: categories.map((c) => c.id),
    skillIds: skills.map((s) => s.id),
    ratingAvg,
    ratingCount,
    premium: !client && rng.chance(0.1),
  };
}

/**
 * The `profiles` row of a seeded user, by the rules of the catalogue's refresh: completeness()
 * on the same facts (no payment account yet), the 55% gate, and searchNormalize() over the same
 * words in the same order (names, username, company, description, then the category and skill
 * names in every language by position).
 */
export function profileRow(user: SeedUser, userId: number, reference: Reference, now: Date) {
  const byPosition = (x: Named, y: Named) => x.position - y.position || x.id - y.id;
  const categories = reference.categories
    .filter((c) => user.categoryIds.includes(c.id))
    .sort(byPosition);
  const skills = reference.skills.filter((s) => user.skillIds.includes(s.id)).sort(byPosition);
  const prosker = isProsker(user.typeUser);
  const home = user.addresses.find((a) => a.isDefault);
  const score = completeness({
    prosker,
    hasProfileImage: Boolean(user.profileImg),
    hasFirstAndLastName: Boolean(user.firstName.trim() && user.lastName.trim()),
    categoryCount: categories.length,
    skillCount: skills.length,
    hasBannerImage: Boolean(user.bannerImg),
    addressCount: user.addresses.length,
    hasPaymentAccount: false,
  });
  const words = [
    user.firstName,
    user.lastName,
    user.username,
    user.company,
    user.description,
    home?.state,
    ...[...categories, ...skills].flatMap((n) => [n.name_es, n.name_en, n.name_br]),
  ];
  return {
    user_id: userId,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    description: user.description,
    profile_img: user.profileImg,
    banner_img: user.bannerImg,
    prosker,
    completeness: score.percent,
    missing: score.missing,
    visible:
      isVisiblePercent(score.percent) &&
      !user.bannedAt &&
      !user.closedAt &&
      Boolean(user.verifiedAt),
    department: home?.state ?? null,
    country_code: home?.countryCode ?? null,
    region: user.region,
    // Seeded proskers publish no services.
    price_from: null,
    is_premium: user.premium,
    rating_avg: user.ratingAvg,
    rating_count: user.ratingCount,
    search_text: searchNormalize(words.filter(Boolean).join(' ')),
    facets: [
      regionFacet(user.region),
      ...profileFacets({
        department: home?.state ?? null,
        categoryIds: categories.map((c) => c.id),
        skillIds: skills.map((s) => s.id),
      }),
    ],
    category_ids: categories.map((c) => c.id),
    skill_ids: skills.map((s) => s.id),
    created_at: user.createdAt,
    updated_at: now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

type Column = [name: string, type: string];

/** INSERT … SELECT FROM unnest(one array per column): one round trip for thousands of rows. */
async function insertColumns(
  client: pg.ClientBase,
  table: string,
  columns: Column[],
  values: unknown[][],
  options: { select?: Record<string, string>; tail?: string; inputs?: Column[] } = {},
) {
  const names = columns.map(([name]) => name);
  const select = names.map((n) => options.select?.[n] ?? n).join(', ');
  // `inputs`: more arrays after the columns' own, read by `select` and not inserted.
  const unnested = [...columns, ...(options.inputs ?? [])];
  const sql = `INSERT INTO ${table} (${names.join(', ')})
    SELECT ${select} FROM unnest(${unnested.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS t(${unnested.map(([name]) => name).join(', ')})
    ${options.tail ?? ''}`;
  return client.query(sql, values);
}

const USER_COLUMNS: Column[] = [
  ['type_user', 'smallint'],
  ['username', 'citext'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'citext'],
  ['phone_number', 'text'],
  ['birth_date', 'date'],
  ['company', 'text'],
  ['description', 'text'],
  ['password_hash', 'text'],
  ['language', 'text'],
  ['region', 'text'],
  ['is_test_user', 'boolean'],
  ['email_verified_at', 'timestamptz'],
  ['banned_at', 'timestamptz'],
  ['closed_at', 'timestamptz'],
  ['last_login_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['profile_img', 'text'],
  ['banner_img', 'text'],
];
const ADDRESS_COLUMNS: Column[] = [
  ['user_id', 'bigint'],
  ['domicile', 'text'],
  ['postal_code', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['neighborhood', 'text'],
  ['country', 'text'],
  ['country_code', 'text'],
  ['is_default', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const PROFILE_COLUMNS: Column[] = [
  ['user_id', 'bigint'],
  ['username', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['company', 'text'],
  ['description', 'text'],
  ['profile_img', 'text'],
  ['banner_img', 'text'],
  ['prosker', 'boolean'],
  ['completeness', 'smallint'],
  ['missing', 'text'],
  ['visible', 'boolean'],
  ['department', 'text'],
  ['country_code', 'text'],
  ['region', 'text'],
  ['price_from', 'integer'],
  ['is_premium', 'boolean'],
  ['rating_avg', 'numeric'],
  ['rating_count', 'integer'],
  ['search_words', 'text'],
  ['category_ids', 'text'],
  ['skill_ids', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** Column arrays of `rows` in the order of `columns`. */
function columnsOf<T extends Record<string, unknown>>(rows: T[], columns: Column[]): unknown[][] {
  return columns.map(([name]) => rows.map((r) => r[name] ?? null));
}

const pgArray = (items: string[]) => `{${items.join(',')}}`;

export interface SeedLargeOptions {
  proskers: number;
  clients: number;
  seed: number;
  batch?: number;
  force?: boolean;
  /** `direct` writes profile rows with the users; `refresh` calls the catalogue's refresh. */
  profiles?: 'direct' | 'refresh';
  onProgress?: (done: number, total: number) => void;
  /** Checked between batches: an aborted run stops after the batch in progress commits. */
  signal?: AbortSignal;
}

export interface SeedLargeResult {
  run: number;
  users: number;
  proskers: number;
  clients: number;
  visibleProskers: number;
  premium: number;
  addresses: number;
  userCategories: number;
  userSkills: number;
  seconds: { insert: number; analyze: number; total: number };
}

export class AlreadySeededError extends Error {
  constructor(readonly count: number) {
    super(
      `This database already has ${count} users of a large data set; run again with --force to add another run beside them.`,
    );
    this.name = 'AlreadySeededError';
  }
}

/** The next run number (1 for a database without a large data set), and how many users exist. */
async function previousRuns(client: pg.ClientBase) {
  const { rows } = await client.query<{ run: number | null; count: string }>(
    `SELECT max((substring(email::text from '${SEEDED_EMAIL.source}'))::int) AS run, count(*) AS count
       FROM users WHERE email::text LIKE '%.prosk.test' AND email::text ~ '${SEEDED_EMAIL.source}'`,
  );
  return { lastRun: rows[0].run ?? 0, count: Number(rows[0].count) };
}

/**
 * Writes the data set: users in batches of `batch`, each batch with its addresses, categories,
 * skills and profile rows in one transaction, then VACUUM ANALYZE.
 */
export async function seedLarge(
  database: { db: Knex; url: string },
  options: SeedLargeOptions,
): Promise<SeedLargeResult> {
  const started = performance.now();
  const total = options.proskers + options.clients;
  const batch = Math.max(100, options.batch ?? 5000);
  if (total > MAX_USERS_PER_RUN) throw new Error(`at most ${MAX_USERS_PER_RUN} users per run`);
  const client = new pg.Client({ connectionString: database.url });
  // A lost connection (the server stopping) fails the query in progress; nothing else to do.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { lastRun, count } = await previousRuns(client);
    if (count > 0 && !options.force) throw new AlreadySeededError(count);
    const run = lastRun + 1;
    if (run > MAX_RUNS) throw new Error('too many runs on this database');

    const reference: Reference = {
      categories: await database
        .db('categories')
        .where('enabled', true)
        .orderBy('id')
        .select('id', 'slug', 'name_es', 'name_en', 'name_br', 'position'),
      skills: await database
        .db('skills')
        .where('enabled', true)
        .orderBy('id')
        .select('id', 'category_id', 'slug', 'name_es', 'name_en', 'name_br', 'position'),
    };
    if (!reference.categories.length)
      throw new Error('no categories: the reference seeds did not run');
    const passwordHash = await hashPassword(SEED_PASSWORD);
    const refresh = options.profiles === 'refresh' ? catalogueRefresh(database.db) : undefined;

    const rng = createRng(options.seed);
    const result: SeedLargeResult = {
      run,
      users: 0,
      proskers: 0,
      clients: 0,
      visibleProskers: 0,
      premium: 0,
      addresses: 0,
      userCategories: 0,
      userSkills: 0,
      seconds: { insert: 0, analyze: 0, total: 0 },
    };
    // Clients are spread among the proskers, as sign-ups come.
    const clientEvery = options.clients > 0 ? total / options.clients : Infinity;
    let clientsMade = 0;
    options.onProgress?.(0, total);
    for (let start = 0; start < total; start += batch) {
      if (options.signal?.aborted) throw new Error(`interrupted after ${result.users} users`);
      const users: SeedUser[] = [];
      for (let i = start; i < Math.min(total, start + batch); i++) {
        const isClient = clientsMade < options.clients && i + 1 >= (clientsMade + 1) * clientEvery;
        if (isClient) clientsMade++;
        users.push(generateUser(rng, reference, i, run, isClient));
      }
      const now = new Date();
      await client.query('BEGIN');
      try {
        const inserted = await insertColumns(
          client,
          'users',
          USER_COLUMNS,
          columnsOf(
            users.map((u) => ({
              type_user: u.typeUser,
              username: u.username,
              first_name: u.firstName,
              last_name: u.lastName,
              email: u.email,
              phone_number: u.phone,
              birth_date: u.birthDate,
              company: u.company,
              description: u.description,
              password_hash: passwordHash,
              language: u.language,
              region: u.region,
              is_test_user: true,
              email_verified_at: u.verifiedAt,
              banned_at: u.bannedAt,
              closed_at: u.closedAt,
              last_login_at: u.lastLoginAt,
              created_at: u.createdAt,
              updated_at: u.updatedAt,
              profile_img: u.profileImg,
              banner_img: u.bannerImg,
            })),
            USER_COLUMNS,
          ),
          { tail: 'ON CONFLICT DO NOTHING RETURNING id, username::text AS username' },
        );
        const ids = new Map(
          inserted.rows.map((r: { id: number; username: string }) => [r.username, Number(r.id)]),
        );
        const kept = users.flatMap((u) => {
          const id = ids.get(u.username);
          return id === undefined ? [] : [{ user: u, id }];
        });
        const addresses = kept.flatMap(({ user, id }) =>
          user.addresses.map((a) => ({
            user_id: id,
            domicile: a.domicile,
            postal_code: a.postalCode,
            city: a.city,
            state: a.state,
            neighborhood: a.neighborhood,
            country: a.country,
            country_code: a.countryCode,
            is_default: a.isDefault,
            created_at: user.createdAt,
            updated_at: user.createdAt,
          })),
        );
        if (addresses.length)
          await insertColumns(
            client,
            'addresses',
            ADDRESS_COLUMNS,
            columnsOf(addresses, ADDRESS_COLUMNS),
          );
        const links = (key: 'categoryIds' | 'skillIds') => {
          const pairs = kept.flatMap(({ user, id }) => user[key].map((ref) => [id, ref] as const));
          return [pairs.map(([id]) => id), pairs.map(([, ref]) => ref)];
        };
        const categoryLinks = links('categoryIds');
        const skillLinks = links('skillIds');
        await insertColumns(
          client,
          'user_categories',
          [
            ['user_id', 'bigint'],
            ['category_id', 'integer'],
          ],
          categoryLinks,
        );
        await insertColumns(
          client,
          'user_skills',
          [
            ['user_id', 'bigint'],
            ['skill_id', 'integer'],
          ],
          skillLinks,
        );
        if (!refresh) {
          const profiles = kept.map(({ user, id }) => profileRow(user, id, reference, now));
          const rows = profiles.map((p) => ({
            ...p,
            missing: pgArray(p.missing),
            category_ids: pgArray(p.category_ids.map(String)),
            skill_ids: pgArray(p.skill_ids.map(String)),
            search_words: p.search_text,
            facets: pgArray(p.facets),
          }));
          const facets: Column = ['facets', 'text'];
          await insertColumns(
            client,
            'profiles',
            PROFILE_COLUMNS,
            [...columnsOf(rows, PROFILE_COLUMNS), ...columnsOf(rows, [facets])],
            {
              inputs: [facets],
              select: {
                missing: 'missing::text[]',
                category_ids: 'category_ids::integer[]',
                skill_ids: 'skill_ids::integer[]',
                // The same expression as the catalogue's refresh, over these two inputs.
                search_words: SEARCH_WORDS_SQL.replace('?', 'search_words').replace('?', 'facets'),
              },
            },
          );
        }
        await client.query('COMMIT');
        if (refresh) {
          await refresh(kept.map((k) => k.id));
          await client.query(
            `UPDATE profiles p SET is_premium = t.premium, rating_avg = t.avg, rating_count = t.count
               FROM unnest($1::bigint[], $2::boolean[], $3::numeric[], $4::integer[]) AS t(id, premium, avg, count)
              WHERE p.user_id = t.id`,
            [
              kept.map((k) => k.id),
              kept.map((k) => k.user.premium),
              kept.map((k) => k.user.ratingAvg),
              kept.map((k) => k.user.ratingCount),
            ],
          );
        }
        result.users += kept.length;
        for (const { user } of kept) {
          if (isProsker(user.typeUser)) result.proskers++;
          else result.clients++;
        }
        result.addresses += addresses.length;
        result.userCategories += categoryLinks[0].length;
        result.userSkills += skillLinks[0].length;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      options.onProgress?.(Math.min(total, start + batch), total);
    }
    // What the database holds for this run (whichever way the profile rows were written).
    const { rows: counts } = await client.query<{ visible: string; premium: string }>(
      `SELECT count(*) FILTER (WHERE p.prosker AND p.visible) AS visible,
              count(*) FILTER (WHERE p.prosker AND p.is_premium) AS premium
         FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE u.email::text LIKE $1`,
      [`%@${EMAIL_DOMAIN(run)}`],
    );
    result.visibleProskers = Number(counts[0].visible);
    result.premium = Number(counts[0].premium);
    result.seconds.insert = (performance.now() - started) / 1000;
    const analyzed = performance.now();
    // Fresh statistics for the planner, the visibility map for index-only scans, and the GIN
    // pending list merged into the word index.
    await client.query(
      'VACUUM (ANALYZE) users, addresses, user_categories, user_skills, profiles, categories, skills',
    );
    result.seconds.analyze = (performance.now() - analyzed) / 1000;
    result.seconds.total = (performance.now() - started) / 1000;
    return result;
  } finally {
    await client.end();
  }
}

/** The catalogue's own profile refresh (no floor to 0), on a platform without mail or queue. */
function catalogueRefresh(db: Knex) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const platform = toolPlatform(db, config);
  const profiles = createProfiles(platform);
  // In the refresh routine's own batch size: one multi-row upsert binds 17 values a row, and
  // PostgreSQL takes at most 65535 (so at most 3855 users a call).
  return async (ids: number[]) => {
    for (let i = 0; i < ids.length; i += 1000) {
      await profiles.refresh(ids.slice(i, i + 1000), { routine: false });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Command line

/** One updating line on a terminal; a line every 10% otherwise (logs, CI, a parent process). */
export function progressBar(label: string, out: NodeJS.WriteStream = process.stdout) {
  const started = performance.now();
  const tty = Boolean(out.isTTY);
  let lastDraw = 0;
  let lastTenth = -1;
  const clock = (seconds: number) => {
    if (!Number.isFinite(seconds)) return '--:--';
    const s = Math.round(seconds);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  return {
    update(done: number, total: number) {
      const now = performance.now();
      const elapsed = (now - started) / 1000;
      const rate = elapsed > 0 ? done / elapsed : 0;
      const eta = rate > 0 ? (total - done) / rate : Infinity;
      const fraction = total ? done / total : 1;
      const text = `${label} ${(fraction * 100).toFixed(1).padStart(5)}%  ${done}/${total}  ${Math.round(rate)} rows/s  ETA ${clock(eta)}  elapsed ${clock(elapsed)}`;
      if (tty) {
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        const width = 24;
        const filled = Math.round(fraction * width);
        out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}\x1b[K`);
        if (done >= total) out.write('\n');
      } else {
        const tenth = Math.floor(fraction * 10);
        if (tenth === lastTenth && done < total) return;
        lastTenth = tenth;
        out.write(`${text}\n`);
      }
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      proskers: { type: 'string', default: '100000' },
      clients: { type: 'string' },
      seed: { type: 'string', default: '1' },
      batch: { type: 'string', default: '5000' },
      profiles: { type: 'string', default: 'direct' },
      force: { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
    },
  });
  const whole = (name: string, value: string | undefined, min: number) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min) {
      console.error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
      process.exit(64);
    }
    return n;
  };
  const proskers = whole('proskers', values.proskers, 1);
  const clients = whole('clients', values.clients ?? String(Math.round(proskers / 10)), 0);
  const seed = whole('seed', values.seed, 0);
  const batch = whole('batch', values.batch, 100);
  if (values.profiles !== 'direct' && values.profiles !== 'refresh') {
    console.error('--profiles must be direct or refresh');
    process.exit(64);
  }

  const config = loadConfig(withEnvFile(process.env));
  if (config.production && !values.production) {
    console.error('NODE_ENV is production: pass --production to seed test accounts there.');
    process.exit(64);
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const where = config.database.url
    ? 'DATABASE_URL'
    : `the embedded PostgreSQL in ${config.database.embeddedDir}`;
  console.log(
    `Seeding ${proskers} proskers and ${clients} clients (seed ${seed}, batches of ${batch}, profiles ${values.profiles}) into ${where}`,
  );
  const opened = performance.now();
  // Batches of thousands of rows: no request time limits.
  const database = await openDatabase(config, logger, { bounded: false });
  // Ctrl-C: stop after the batch in progress (the embedded PostgreSQL, in its own session, does
  // not get the signal). Twice: leave now.
  const interrupt = new AbortController();
  process.on('SIGINT', () => {
    if (interrupt.signal.aborted) process.exit(130);
    console.error('\nInterrupted: stopping after the batch in progress.');
    interrupt.abort();
  });
  let failed = false;
  let committed = 0;
  try {
    const bar = progressBar('users');
    const result = await seedLarge(database, {
      proskers,
      clients,
      seed,
      batch,
      force: values.force,
      profiles: values.profiles,
      onProgress: (done, total) => {
        committed = done;
        bar.update(done, total);
      },
      signal: interrupt.signal,
    });
    const share = (n: number) => `${((100 * n) / Math.max(1, result.proskers)).toFixed(1)}%`;
    console.log(
      [
        `Run ${result.run}: ${result.users} users (${result.proskers} proskers, ${result.clients} clients), ${result.addresses} addresses, ${result.userCategories} categories and ${result.userSkills} skills chosen.`,
        `Visible proskers ${result.visibleProskers} (${share(result.visibleProskers)}), premium ${result.premium} (${share(result.premium)}).`,
        `Every seeded account signs in with the password ${SEED_PASSWORD}.`,
        `Inserted in ${result.seconds.insert.toFixed(1)} s (${Math.round(result.users / result.seconds.insert)} users/s), VACUUM ANALYZE ${result.seconds.analyze.toFixed(1)} s; total ${((performance.now() - opened) / 1000).toFixed(1)} s with the database start-up.`,
      ].join('\n'),
    );
  } catch (error) {
    failed = true;
    if (interrupt.signal.aborted) {
      console.error(`Stopped: ${committed} users committed, in whole batches.`);
    } else if (error instanceof AlreadySeededError) console.error(`\n${error.message}`);
    else console.error('\n', error instanceof Error ? error.message.slice(0, 2000) : error);
  } finally {
    await database.close().catch(() => undefined);
  }
  process.exit(interrupt.signal.aborted ? 130 : failed ? 1 : 0);
}

// No top-level await: the tests import this file, and mocha loads a module with one as ESM, apart
// from the CommonJS copy of the test harness that stops the test database.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
