import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';
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

/** Admins only (App.tsx). Back to the list afterwards, where the new plan shows in order. */
export const PlanCreate = () => (
  <Create<Plan> redirect="list" transform={toPlanBody}>
    <PlanForm defaultValues={NEW_PLAN} />
  </Create>
);
