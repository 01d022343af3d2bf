import { hashPassword } from '../server/platform/auth';
import type { SeedContext } from '../server/platform/migrate';

/** Demo accounts printed by `npm start` and listed in the README. Never used in production. */
export const DEMO_STAFF = [
  { email: 'admin@prosk.uy', name: 'Admin Prosk', role: 'admin', password: 'Admin#2026demo' },
  {
    email: 'soporte@prosk.uy',
    name: 'Soporte Prosk',
    role: 'support',
    password: 'Support#2026demo',
  },
] as const;

/**
 * A verified client and a verified prosker with complete profiles, to sign in and try things.
 * Phone numbers are stored in E.164 (the README's 099111222 and 098333444 sign in too).
 */
export const DEMO_USERS = [
  {
    role: 'client',
    type_user: 1,
    username: 'clientedemo',
    first_name: 'Camila',
    last_name: 'Pereira',
    email: 'cliente@prosk.uy',
    password: 'Cliente#2026demo',
    phone_number: '+59899111222',
    birth_date: '1992-03-14',
    address: {
      domicile: 'Bv. Artigas 1550',
      postal_code: '11300',
      city: 'Montevideo',
      state: 'Montevideo',
      neighborhood: 'Pocitos',
    },
  },
  {
    role: 'prosker',
    type_user: 2,
    username: 'proskerdemo',
    first_name: 'Martín',
    last_name: 'Suárez',
    email: 'prosker@prosk.uy',
    password: 'Prosker#2026demo',
    phone_number: '+59898333444',
    birth_date: '1986-09-21',
    company: 'Suárez Plomería',
    description: 'Plomero matriculado con 12 años de experiencia en Montevideo y Canelones.',
    address: {
      domicile: 'Av. Italia 3200',
      postal_code: '11600',
      city: 'Montevideo',
      state: 'Montevideo',
      neighborhood: 'Malvín',
    },
  },
] as const;

/** First names as each market's people have them, a woman's then a man's, in turn. */
const FIRST_NAMES = {
  uy: [
    'Lucía',
    'Martín',
    'Sofía',
    'Mateo',
    'Valentina',
    'Santiago',
    'Camila',
    'Joaquín',
    'Agustina',
    'Facundo',
    'Florencia',
    'Nicolás',
    'Carolina',
    'Diego',
    'Micaela',
    'Gonzalo',
  ],
  br: [
    'Ana',
    'João',
    'Isabela',
    'Rafael',
    'Larissa',
    'Thiago',
    'Beatriz',
    'Bruno',
    'Fernanda',
    'Lucas',
    'Juliana',
    'Gabriel',
  ],
} as const;
const LAST_NAMES = {
  uy: [
    'Rodríguez',
    'González',
    'Fernández',
    'Pereira',
    'Silva',
    'Martínez',
    'Sosa',
    'Suárez',
    'Gómez',
    'López',
    'Núñez',
    'Acosta',
  ],
  br: ['Santos', 'Oliveira', 'Souza', 'Costa', 'Almeida', 'Lima', 'Carvalho', 'Ribeiro'],
} as const;

/** Whether a demo first name is a woman's (the demo's portraits follow it). */
export function feminineName(first: string): boolean {
  return Object.values(FIRST_NAMES).some((names) =>
    names.some((name, i) => name === first && i % 2 === 0),
  );
}

function ascii(value: string): string {
  return value.normalize('NFD').replace(/[^A-Za-z]/g, '');
}

/**
 * A fixed, varied set of clients and proskers of both markets, named as each market's people
 * are, so the storefront of each region and the back office have pages to browse.
 */
export function demoUsers(count = 60) {
  return Array.from({ length: count }, (_, i) => {
    // Two in five live in Brazil: each market has proskers of every trade and clients.
    const brazilian = i % 5 >= 3;
    const names = brazilian ? 'br' : 'uy';
    const first = FIRST_NAMES[names][i % FIRST_NAMES[names].length];
    const last = LAST_NAMES[names][(i * 7) % LAST_NAMES[names].length];
    const prosker = i % 3 !== 0;
    const username = `${ascii(first)}${ascii(last)}${String(i + 1).padStart(2, '0')}`
      .toLowerCase()
      .slice(0, 20)
      .padEnd(8, '0');
    const created = new Date(Date.UTC(2026, 0, 1) + i * 3 * 86_400_000 + i * 3_600_000);
    return {
      type_user: prosker ? 2 : 1,
      username,
      first_name: first,
      last_name: last,
      email: `${username}@demo.prosk.uy`,
      // E.164: Uruguayan mobiles (+598 9…), Brazilian ones in São Paulo (+55 11 9…).
      phone_number: brazilian
        ? `+55119${String(60_000_000 + i * 7919).slice(-8)}`
        : `+5989${String(1_000_000 + i * 7919).slice(-7)}`,
      region: brazilian ? 'br' : 'uy',
      language: brazilian ? 'br' : 'es',
      is_test_user: true,
      email_verified_at: created,
      banned_at: i % 17 === 16 ? created : null,
      last_login_at: i % 4 === 0 ? null : new Date(created.getTime() + 5 * 86_400_000),
      created_at: created,
      updated_at: created,
    };
  });
}

// Hashing is deliberately slow; a process that seeds many times (tests) hashes once.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  for (const staff of DEMO_STAFF) {
    const exists = await db('staff').where({ email: staff.email }).first('id');
    if (exists) continue;
    await db('staff')
      .insert({
        email: staff.email,
        name: staff.name,
        role: staff.role,
        password_hash: await hashOnce(staff.password),
      })
      .onConflict('email')
      .ignore();
  }
  for (const demoUser of DEMO_USERS) {
    if (await db('users').where({ email: demoUser.email }).first('id')) continue;
    const { role: _role, password, address, ...columns } = demoUser;
    const [{ id }] = await db('users')
      .insert({
        ...columns,
        password_hash: await hashOnce(password),
        email_verified_at: new Date(),
        last_login_at: null,
      })
      .onConflict('email')
      .ignore()
      .returning('id');
    await db('addresses').insert({
      user_id: id,
      ...address,
      country: 'Uruguay',
      country_code: 'UY',
      is_default: true,
    });
  }
  await db('users').insert(demoUsers()).onConflict('email').ignore();
}
