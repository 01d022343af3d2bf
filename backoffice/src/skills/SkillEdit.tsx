import { Edit } from 'react-admin';
import { EditToolbar } from '../categories/EditToolbar';
import { pickFields } from '../categories/types';
import { SkillForm } from './SkillForm';
import { SKILL_FIELDS, type Skill } from './types';

/**
 * Admins only (App.tsx). Pessimistic, so that the server's validation messages come back onto
 * the form. A skill in use is disabled here, never deleted; the notice above the form says so.
 */
export const SkillEdit = () => (
  <Edit<Skill>
    mutationMode="pessimistic"
    redirect="list"
    transform={pickFields<Skill, (typeof SKILL_FIELDS)[number]>(SKILL_FIELDS)}
  >
    <SkillForm notice toolbar={<EditToolbar />} />
  </Edit>
);
