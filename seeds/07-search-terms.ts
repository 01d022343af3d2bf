import type { SeedContext } from '../server/platform/migrate';

type Terms = { es: string; en: string; br: string };

/**
 * The words people type for each seeded category and skill (docs/adr/0024-search-by-trade.md):
 * trade nouns in both genders and plural, other names of the trade and common misspellings,
 * separated by commas. Staff keep them in the back office afterwards.
 */
export const CATEGORY_TERMS: Record<string, Terms> = {
  plomeria: {
    es: 'plomero, plomera, plomeros, plomeras, fontanero, fontanera, fontaneros, sanitario, sanitaria, sanitarios, cañería, cañerías, caños, pérdida de agua, plommero, plomeroo, plomerp',
    en: 'plumber, plumbers, plumbing, pipes, leak, plummer, plumer',
    br: 'encanador, encanadora, encanadores, encanadoras, bombeiro hidráulico, hidráulica, hidráulico, vazamento, canos, encanador, incanador, encanadô',
  },
  electricidad: {
    es: 'electricista, electricistas, eléctrico, eléctrica, electricidad, instalador eléctrico, cortocircuito, enchufe, electrisista, eletricista, electrecista, electrcista',
    en: 'electrician, electricians, electrical, wiring, electritian, electrican',
    br: 'eletricista, eletricistas, elétrica, elétrico, eletricidade, instalador elétrico, curto-circuito, tomada, eletrecista, electricista, eletrisista',
  },
  hogar: {
    es: 'limpiadora, limpiador, limpiadoras, limpiadores, empleada doméstica, doméstica, domésticas, mucama, mucamas, niñera, niñeras, niñero, cuidado de niños, pintor, pintora, pintores, albañil, albañiles, mantenimiento, limpiesa, ninera',
    en: 'cleaner, cleaners, housekeeper, housekeepers, maid, cleaning lady, nanny, nannies, babysitter, painter, painters, bricklayer, handyman, cleanning',
    br: 'diarista, diaristas, faxineira, faxineiras, faxineiro, faxina, empregada doméstica, doméstica, babá, babás, pintor, pintora, pintores, pedreiro, pedreiros, limpeza, manutenção, diarísta, faxinera',
  },
  carpinteria: {
    es: 'carpintero, carpintera, carpinteros, carpinteras, ebanista, ebanistas, mueblero, muebles, carpitero, carpintro',
    en: 'carpenter, carpenters, joiner, woodworker, furniture maker, carpinter',
    br: 'marceneiro, marceneira, marceneiros, carpinteiro, carpinteira, carpinteiros, móveis, marcineiro, marseneiro',
  },
  jardineria: {
    es: 'jardinero, jardinera, jardineros, jardineras, paisajista, paisajistas, pasto, césped, poda, jardín, jardinro, jardiero, jardinerp',
    en: 'gardener, gardeners, landscaper, landscapers, lawn, garden, gardner',
    br: 'jardineiro, jardineira, jardineiros, jardineiras, paisagista, paisagistas, grama, poda, jardim, jardinero, jardinheiro',
  },
  belleza: {
    es: 'peluquero, peluquera, peluqueros, peluqueras, estilista, estilistas, manicura, manicuras, manicurista, maquilladora, maquilladoras, maquillador, esteticista, barbero, barbera, barberos, uñas, peluqeria',
    en: 'hairdresser, hairdressers, stylist, barber, barbers, beautician, manicurist, makeup artist, nails',
    br: 'cabeleireiro, cabeleireira, cabeleireiros, manicure, manicures, manicura, maquiadora, maquiador, esteticista, barbeiro, barbeiros, unhas, cabelereira, cabelereiro',
  },
  salud: {
    es: 'masajista, masajistas, entrenador, entrenadora, entrenadores, personal trainer, nutricionista, nutricionistas, fisioterapeuta, kinesiólogo, kinesióloga, enfermero, enfermera, cuidadora, acompañante, masagista',
    en: 'masseur, masseuse, massage therapist, trainer, personal trainer, nutritionist, dietitian, physiotherapist, nurse, carer',
    br: 'massagista, massagistas, personal trainer, treinador, treinadora, nutricionista, nutricionistas, fisioterapeuta, enfermeiro, enfermeira, cuidadora, cuidador, masagista',
  },
  educacion: {
    es: 'profesor, profesora, profesores, profesoras, maestro, maestra, maestros, maestras, docente, docentes, tutor, tutora, clases particulares, profesor particular, profe, profesro',
    en: 'teacher, teachers, tutor, tutors, private lessons, instructor, teacher',
    br: 'professor, professora, professores, professoras, tutor, tutora, aulas particulares, reforço, instrutor, profesor, profesora',
  },
  tecnologia: {
    es: 'técnico, técnica, técnicos, informático, informática, técnico en computación, programador, programadora, programadores, desarrollador, desarrolladora, computadora, pc, notebook, tecnico informatico',
    en: 'technician, technicians, it support, programmer, programmers, developer, developers, computer',
    br: 'técnico, técnica, técnicos, técnico de informática, informática, programador, programadora, programadores, desenvolvedor, desenvolvedora, computador, notebook, tecnico',
  },
  eventos: {
    es: 'fotógrafo, fotógrafa, fotógrafos, animador, animadora, animadores, dj, cocinero, cocinera, mozo, moza, mozos, camarero, camarera, organizador de eventos, cumpleaños, casamiento, fotografo',
    en: 'photographer, photographers, entertainer, caterer, caterers, dj, waiter, waitress, wedding, party',
    br: 'fotógrafo, fotógrafa, fotógrafos, animador, animadora, buffet, bufê, garçom, garçonete, dj, cozinheiro, cozinheira, festa, casamento, fotografo',
  },
  transporte: {
    es: 'fletero, fleteros, flete, mudancero, mudanceros, transportista, transportistas, chofer, choferes, camionero, camioneta, mudanza, fletero',
    en: 'mover, movers, removals, removal man, driver, drivers, van, moving',
    br: 'freteiro, freteiros, carreto, carreteiro, motorista, motoristas, frete, mudança, caminhão, carreto',
  },
  mascotas: {
    es: 'paseador, paseadora, paseadores, paseador de perros, cuidador de mascotas, cuidadora de mascotas, peluquero canino, peluquera canina, perros, gatos, mascota',
    en: 'dog walker, dog walkers, pet sitter, pet sitters, groomer, dog groomer, dogs, cats, pet',
    br: 'passeador, passeadora, passeadores, dog walker, cuidador de animais, tosador, tosadora, pet sitter, cachorro, cachorros, gatos, pet',
  },
};

export const SKILL_TERMS: Record<string, Terms> = {
  destapaciones: {
    es: 'destapador, destapadores, destape, caño tapado, desagüe, desagote, pileta tapada',
    en: 'drain, blocked drain, unblocking, clogged',
    br: 'desentupidor, desentupidora, entupido, ralo, esgoto',
  },
  'reparacion-de-canerias': {
    es: 'caño roto, pérdida, filtración, cañerías',
    en: 'burst pipe, leak, leaking pipe',
    br: 'cano furado, vazamento, infiltração',
  },
  calefones: {
    es: 'calefón, calefones, termotanque, calentador, calefon',
    en: 'water heater, boiler, geyser',
    br: 'aquecedor, aquecedores, boiler, aquecedor a gás',
  },
  'instalaciones-electricas': {
    es: 'cableado, enchufes, instalación eléctrica',
    en: 'wiring, sockets, outlets',
    br: 'fiação, tomadas, instalação elétrica',
  },
  tableros: {
    es: 'tablero, tableros, llave térmica, disyuntor',
    en: 'fuse box, breaker, circuit breaker',
    br: 'quadro de luz, disjuntor, disjuntores',
  },
  iluminacion: {
    es: 'luces, lámparas, luminarias, focos',
    en: 'lights, lamps, light fixtures',
    br: 'luzes, lâmpadas, luminárias',
  },
  'limpieza-profunda': {
    es: 'limpiadora, limpiador, limpiadoras, empleada doméstica, mucama, limpieza, limpiesa',
    en: 'cleaner, cleaners, cleaning, maid, housekeeper',
    br: 'diarista, diaristas, faxineira, faxineiras, faxina, limpeza',
  },
  pintura: {
    es: 'pintor, pintora, pintores, pintoras, pintar',
    en: 'painter, painters, painting',
    br: 'pintor, pintora, pintores, pintoras, pintar',
  },
  albanileria: {
    es: 'albañil, albañiles, albanil, obra, reforma, revoque',
    en: 'bricklayer, bricklayers, mason, builder',
    br: 'pedreiro, pedreiros, pedreira, obra, reforma',
  },
  'muebles-a-medida': {
    es: 'mueble a medida, placard, placares, cocina a medida, ebanista',
    en: 'fitted furniture, wardrobe, cabinet maker',
    br: 'móvel planejado, armário, guarda-roupa, marceneiro',
  },
  'reparacion-de-muebles': {
    es: 'restaurador, restauradora, restauración de muebles',
    en: 'furniture restorer, restoration',
    br: 'restaurador, restauradora, restauração de móveis',
  },
  'corte-de-cesped': {
    es: 'cortar el pasto, corte de pasto, pasto, césped, desmalezado',
    en: 'lawn mowing, grass cutting, mowing',
    br: 'cortar grama, roçada, grama',
  },
  paisajismo: {
    es: 'paisajista, paisajistas, diseño de jardines',
    en: 'landscaper, garden design',
    br: 'paisagista, paisagistas, projeto de jardim',
  },
  peluqueria: {
    es: 'peluquero, peluquera, peluqueros, peluqueras, estilista, corte de pelo, barbero, barbería',
    en: 'hairdresser, haircut, barber, stylist',
    br: 'cabeleireiro, cabeleireira, corte de cabelo, barbeiro, cabelereira',
  },
  manicuria: {
    es: 'manicura, manicuras, manicurista, uñas, pedicura, esmaltado',
    en: 'manicurist, nails, pedicure',
    br: 'manicure, manicures, manicura, unhas, pedicure',
  },
  maquillaje: {
    es: 'maquilladora, maquilladoras, maquillador, make up',
    en: 'makeup artist, make up',
    br: 'maquiadora, maquiadoras, maquiador, make',
  },
  masajes: {
    es: 'masajista, masajistas, masaje, masajes descontracturantes',
    en: 'masseur, masseuse, massage therapist',
    br: 'massagista, massagistas, massagem',
  },
  'entrenamiento-personal': {
    es: 'entrenador, entrenadora, entrenadores, personal trainer, preparador físico',
    en: 'trainer, personal trainer, coach, fitness',
    br: 'personal trainer, treinador, treinadora, academia',
  },
  nutricion: {
    es: 'nutricionista, nutricionistas, dieta, licenciada en nutrición',
    en: 'nutritionist, dietitian, diet',
    br: 'nutricionista, nutricionistas, dieta',
  },
  'clases-de-ingles': {
    es: 'profesor de inglés, profesora de inglés, inglés, ingles',
    en: 'english teacher, english tutor',
    br: 'professor de inglês, professora de inglês, inglês, ingles',
  },
  'apoyo-escolar': {
    es: 'maestra particular, maestro particular, tutor, tutora, clases particulares, deberes',
    en: 'tutor, homework help, private lessons',
    br: 'professora particular, professor particular, aulas particulares, explicadora',
  },
  'clases-de-musica': {
    es: 'profesor de música, profesora de música, guitarra, piano, canto',
    en: 'music teacher, guitar, piano, singing',
    br: 'professor de música, professora de música, violão, piano, canto',
  },
  'reparacion-de-computadoras': {
    es: 'técnico, técnica, técnico en computación, service de pc, reparación de notebooks, computadora',
    en: 'computer technician, pc repair, laptop repair',
    br: 'técnico de informática, conserto de notebook, computador, técnico',
  },
  'desarrollo-web': {
    es: 'programador, programadora, programadores, desarrollador, desarrolladora, páginas web, sitio web',
    en: 'web developer, programmer, website',
    br: 'programador, programadora, desenvolvedor, desenvolvedora, site',
  },
  redes: {
    es: 'wifi, wi-fi, router, internet, redes',
    en: 'wifi, router, network, internet',
    br: 'wi-fi, wifi, roteador, internet',
  },
  fotografia: {
    es: 'fotógrafo, fotógrafa, fotógrafos, fotos, fotografo',
    en: 'photographer, photographers, photos',
    br: 'fotógrafo, fotógrafa, fotógrafos, fotos, fotografo',
  },
  catering: {
    es: 'cocinero, cocinera, cocineros, mozo, moza, mozos, camarero, lunch',
    en: 'caterer, cook, waiter, waitress',
    br: 'buffet, bufê, cozinheiro, cozinheira, garçom, garçonete, salgadinhos',
  },
  animacion: {
    es: 'animador, animadora, animadores, payaso, cumpleaños infantil, dj',
    en: 'entertainer, clown, children party, dj',
    br: 'animador, animadora, palhaço, festa infantil, dj',
  },
  mudanzas: {
    es: 'mudancero, mudanceros, mudanza, mudanzas',
    en: 'mover, movers, removals',
    br: 'mudança, carreto, carreteiro',
  },
  fletes: {
    es: 'fletero, fleteros, flete, camioneta, transportista',
    en: 'freight, van, delivery driver',
    br: 'freteiro, frete, carreto, caminhão',
  },
  'paseo-de-perros': {
    es: 'paseador, paseadora, paseadores, paseador de perros, perros',
    en: 'dog walker, dog walkers, dog walking',
    br: 'passeador, passeadora, dog walker, passeio de cachorro',
  },
  'peluqueria-canina': {
    es: 'peluquero canino, peluquera canina, baño de perros, corte de perros',
    en: 'groomer, dog groomer, pet grooming',
    br: 'tosador, tosadora, banho e tosa, pet shop',
  },
};

/** Writes the words of each seeded category and skill where staff have not written any yet. */
export async function seed({ db }: SeedContext): Promise<void> {
  for (const [table, terms] of [
    ['categories', CATEGORY_TERMS],
    ['skills', SKILL_TERMS],
  ] as const) {
    for (const [slug, words] of Object.entries(terms)) {
      await db(table)
        .where({ slug, terms_es: '', terms_en: '', terms_br: '' })
        .update({ terms_es: words.es, terms_en: words.en, terms_br: words.br });
    }
  }
}
