import { Create } from 'react-admin';
import { pickFields } from '../categories/types';
import { SkillForm } from './SkillForm';
import { SKILL_FIELDS, type Skill } from './types';

const NEW_SKILL: Partial<Skill> = { enabled: true, position: 0 };

/**
 * Admins only (App.tsx). The list's create button passes the filtered category, which
 * react-admin merges over these defaults. Back to the list afterwards.
 */
export const SkillCreate = () => (
  <Create<Skill>
    redirect="list"
    transform={pickFields<Skill, (typeof SKILL_FIELDS)[number]>(SKILL_FIELDS)}
  >
    <SkillForm defaultValues={NEW_SKILL} />
  </Create>
);
