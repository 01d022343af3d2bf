import { planSchema } from '../../../common/schemas/billing';
import { EditPage } from '../components/FormPages';
import { PlanInputs } from './PlanForm';
import { planUsage, toPlanBody, type Plan } from './types';

/** A plan with subscriptions can only be disabled; the notice above the form says so. */
export const PlanEdit = () => (
  <EditPage<Plan> transform={toPlanBody} schema={planSchema} usage={planUsage} maxWidth={640}>
    <PlanInputs />
  </EditPage>
);
