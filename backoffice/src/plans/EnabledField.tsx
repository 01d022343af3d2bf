import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * Enabled or disabled as a word, for plans and coupons: both states matter (a disabled one is
 * no longer offered), so both are shown.
 */
export const EnabledField = (_props: {
  /** Read by the table header and the show layout, not here. */
  label?: string;
}) => {
  const record = useRecordContext<{ enabled: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return record.enabled ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('backoffice.billing.status.enabled')}
    />
  ) : (
    <Chip size="small" label={translate('backoffice.billing.status.disabled')} />
  );
};
