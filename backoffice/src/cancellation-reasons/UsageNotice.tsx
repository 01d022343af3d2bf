import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { reasonInUse, type Reason } from './types';

/**
 * Heads the edit form of a reason: one a job gave can only be disabled, never deleted, so that
 * the job keeps saying why it was cancelled or disputed.
 */
export const UsageNotice = () => {
  const reason = useRecordContext<Reason>();
  const translate = useTranslate();
  if (!reason) return null;
  const inUse = reasonInUse(reason);
  return (
    <Alert severity={inUse ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(`backoffice.reasons.notice.${inUse ? 'inUse' : 'unused'}`, {
        smart_count: reason.usage,
      })}
    </Alert>
  );
};
