import { skillSchema } from '../../../common/schemas/catalogue';
import { EditPage } from '../components/FormPages';
import { catalogueUsage } from '../categories/types';
import { SkillInputs } from './SkillForm';
import { toSkillBody, type Skill } from './types';

const usage = catalogueUsage('skills');

/** A skill in use is disabled here, never deleted; the notice above the form says so. */
export const SkillEdit = () => (
  <EditPage<Skill> transform={toSkillBody} schema={skillSchema} usage={usage}>
    <SkillInputs />
  </EditPage>
);
