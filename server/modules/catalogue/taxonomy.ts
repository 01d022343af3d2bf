/**
 * The catalogue's taxonomy as the back office edits it: categories and skills, each with how
 * many profiles chose it (`usage`), and the rule on what may be deleted.
 */
import type { Db } from '../../platform';
import { tableStore } from '../../platform/admin-resource';

export function createTaxonomy(db: Db) {
  return {
    categories: tableStore(
      db,
      'categories',
      'SELECT count(*) FROM user_categories l WHERE l.category_id = categories.id',
    ),
    skills: tableStore(
      db,
      'skills',
      'SELECT count(*) FROM user_skills l WHERE l.skill_id = skills.id',
    ),
    /** A category with skills is in use even when no profile chose it. */
    async categoryHasSkills(id: number): Promise<boolean> {
      return Boolean(await db('skills').where({ category_id: id }).first('id'));
    },
  };
}

export type Taxonomy = ReturnType<typeof createTaxonomy>;
