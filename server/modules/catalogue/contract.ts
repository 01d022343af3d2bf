/** What the catalogue's routes answer (see server/platform/contract.ts). */
import { out } from '../../platform/contract';

export const categorySchema = out.named(
  'Category',
  out.object({
    id: out.integer(),
    slug: out.text(),
    name: out.text(),
    names: out.byLanguage(),
    icon: out.text().nullable(),
    isDefault: out.boolean(),
  }),
);

export const skillSchema = out.named(
  'Skill',
  out.object({
    id: out.integer(),
    slug: out.text(),
    name: out.text(),
    names: out.byLanguage(),
    categoryId: out.integer(),
  }),
);

export const categoryWithSkillsSchema = out.named(
  'CategoryWithSkills',
  categorySchema.shape({ skills: out.list(skillSchema) }),
);
