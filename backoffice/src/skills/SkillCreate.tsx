import { skillSchema } from '../../../common/schemas/catalogue';
import { CreatePage } from '../components/FormPages';
import { SkillInputs } from './SkillForm';
import { toSkillBody, type Skill } from './types';

const NEW_SKILL: Partial<Skill> = { enabled: true, position: 0 };

/** The list's create button passes the filtered category, merged over these defaults. */
export const SkillCreate = () => (
  <CreatePage<Skill> transform={toSkillBody} schema={skillSchema} defaultValues={NEW_SKILL}>
    <SkillInputs />
  </CreatePage>
);
