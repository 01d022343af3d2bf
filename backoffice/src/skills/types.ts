import { ENTRY_FIELDS } from '../../../common/schemas/catalogue';
import { pickFields } from '../categories/types';
import type { Schemas } from '../api/contract';

/** A skill (modality) as GET /backoffice/api/skills returns it; it belongs to one category. */
export type Skill = Schemas['AdminSkill'];

/** What POST and PUT accept for a skill; id and usage are the server's. */
export const SKILL_FIELDS = [...ENTRY_FIELDS, 'categoryId', 'enabled', 'position'] as const;

export const toSkillBody = pickFields<Skill, (typeof SKILL_FIELDS)[number]>(SKILL_FIELDS);
