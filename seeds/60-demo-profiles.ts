import type { SeedContext } from '../server/platform/migrate';
import { DIVISIONS } from './02-divisions';

const DESCRIPTIONS = {
  uy: [
    'Trabajo prolijo y puntual, con presupuesto sin cargo.',
    'Más de diez años de experiencia en Montevideo y el interior.',
    'Atiendo urgencias y trabajos programados, con garantía.',
  ],
  br: [
    'Trabalho caprichado e pontual, com orçamento sem compromisso.',
    'Mais de dez anos de experiência atendendo toda a região.',
    'Atendo emergências e serviços agendados, com garantia.',
  ],
} as const;

/**
 * Gives the demo proskers categories, skills, a description and a default address, spread so
 * that every category has visible proskers in both regions (each region's proskers counted
 * apart). Runs after the demo accounts.
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const proskers = await db('users')
    .where('type_user', '>=', 2)
    .where((w) => w.whereLike('email', '%@demo.prosk.uy').orWhere('email', 'prosker@prosk.uy'))
    .orderBy('id')
    .select('id', 'region', 'description');
  const categories = await db('categories').orderBy('position').select('id');
  const skills = await db('skills')
    .orderBy(['category_id', 'position'])
    .select('id', 'category_id');
  // Counted per region, so that each region's first proskers take every category in turn.
  const seen = { uy: 0, br: 0 };
  for (const [i, user] of proskers.entries()) {
    const region = user.region === 'br' ? 'br' : 'uy';
    const k = seen[region]++;
    const picked = [categories[k % categories.length], categories[(k * 5 + 3) % categories.length]];
    await db('user_categories')
      .insert(picked.map((c) => ({ user_id: user.id, category_id: c.id })))
      .onConflict(['user_id', 'category_id'])
      .ignore();
    const userSkills = skills.filter((s) => picked.some((c) => c.id === s.category_id)).slice(0, 3);
    if (userSkills.length) {
      await db('user_skills')
        .insert(userSkills.map((s) => ({ user_id: user.id, skill_id: s.id })))
        .onConflict(['user_id', 'skill_id'])
        .ignore();
    }
    if (!user.description) {
      await db('users')
        .where({ id: user.id })
        .update({ description: DESCRIPTIONS[region][i % DESCRIPTIONS[region].length] });
    }
    const hasAddress = await db('addresses').where({ user_id: user.id }).first('id');
    if (!hasAddress) {
      const divisions = DIVISIONS[region === 'br' ? 'BR' : 'UY'];
      const [, state] = divisions[(i * 7) % divisions.length];
      await db('addresses').insert({
        user_id: user.id,
        domicile: region === 'br' ? `Rua das Flores ${100 + i}` : `Calle Rivera ${1000 + i}`,
        postal_code: region === 'br' ? '01000-000' : '11200',
        city: state,
        state,
        country: region === 'br' ? 'Brasil' : 'Uruguay',
        country_code: region === 'br' ? 'BR' : 'UY',
        is_default: true,
      });
    }
  }
}
