import { Edit, SaveButton, Toolbar } from 'react-admin';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { PlanForm } from './PlanForm';
import { planRepresentation, toPlanBody, type Plan } from './types';

const inUse = (plan: Plan) => plan.subscriptions > 0;

/** Save, and on the far side delete, offered only while nobody subscribed to the plan. */
const PlanEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteIfUnusedButton<Plan> inUse={inUse} name={planRepresentation} redirectToList />
  </Toolbar>
);

/**
 * Admins only (App.tsx). Pessimistic, so that the server's validation messages (a price on a
 * plan that is not premium, a locked period) come back onto the form.
 */
export const PlanEdit = () => (
  <Edit<Plan> mutationMode="pessimistic" redirect="list" transform={toPlanBody}>
    <PlanForm notice toolbar={<PlanEditToolbar />} />
  </Edit>
);
