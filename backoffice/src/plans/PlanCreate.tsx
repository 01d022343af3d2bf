import { planSchema } from '../../../common/schemas/billing';
import { CreatePage } from '../components/FormPages';
import { PlanInputs } from './PlanForm';
import { toPlanBody, type Plan } from './types';

const NEW_PLAN: Partial<Plan> = {
  region: 'uy',
  period: 'monthly',
  premium: true,
  popular: false,
  enabled: true,
  position: 0,
  inclusions: { es: [], en: [], br: [] },
};

export const PlanCreate = () => (
  <CreatePage<Plan>
    transform={toPlanBody}
    schema={planSchema}
    defaultValues={NEW_PLAN}
    maxWidth={640}
  >
    <PlanInputs />
  </CreatePage>
);
