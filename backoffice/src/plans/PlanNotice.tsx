import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Plan } from './types';

/**
 * Heads a plan's edit form: one with subscriptions keeps its region, period and premium flag
 * (Mercado Pago bills them on those terms) and can only be disabled, never deleted.
 */
export const PlanNotice = () => {
  const plan = useRecordContext<Plan>();
  const translate = useTranslate();
  if (!plan) return null;
  const inUse = plan.subscriptions > 0;
  return (
    <Alert severity={inUse ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(`backoffice.plans.notice.${inUse ? 'inUse' : 'unused'}`, {
        smart_count: plan.subscriptions,
      })}
    </Alert>
  );
};
