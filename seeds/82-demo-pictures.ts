import { feminineName } from './50-demo-accounts';
import { CATEGORY_ART, portraitsFor } from './demo-art';
import type { SeedContext } from '../server/platform/migrate';

/**
 * Pictures for the demo data, drawn by `scripts/draw-demo-art.ts` and served from the
 * storefront's static files: a portrait for each demo prosker that suits their name and, for each demo service, the
 * picture of its category. Only where none is set (a picture someone uploads stays).
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const proskers = await db('users')
    // The demo prosker of the README too: the profile a newcomer is sent to first.
    .where((w) => w.whereLike('email', '%@demo.prosk.uy').orWhere('email', 'prosker@prosk.uy'))
    .where('type_user', '>=', 2)
    .whereNull('profile_img')
    .orderBy('id')
    .select('id', 'first_name');
  // Each prosker's portrait suits their name; women and men take theirs in turn.
  const taken = { women: 0, men: 0 };
  for (const { id, first_name: first } of proskers) {
    const feminine = feminineName(first);
    const choices = portraitsFor(feminine);
    const n = choices[(feminine ? taken.women++ : taken.men++) % choices.length];
    await db('users')
      .where({ id })
      .update({ profile_img: `/demo/portraits/${String(n).padStart(2, '0')}.svg` });
  }
  const categories = await db('categories').whereIn('slug', CATEGORY_ART).select('id', 'slug');
  for (const { id, slug } of categories) {
    await db('services')
      .where({ category_id: id })
      .whereNull('image')
      .update({ image: `/demo/categories/${slug}.svg` });
  }
}
