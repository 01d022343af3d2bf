import { Alert } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { CatalogueEntry } from './types';

/**
 * Heads the edit form of a category or skill: one in use can only be disabled, never deleted,
 * so that the profiles which chose it keep it. Said before the admin looks for the button.
 */
export const UsageNotice = () => {
  const entry = useRecordContext<CatalogueEntry>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!entry || !resource) return null;
  const inUse = entry.usage > 0;
  return (
    <Alert severity={inUse ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(`backoffice.${resource}.notice.${inUse ? 'inUse' : 'unused'}`, {
        smart_count: entry.usage,
      })}
    </Alert>
  );
};
