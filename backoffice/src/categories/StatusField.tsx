import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CatalogueEntry } from './types';

/**
 * Enabled or disabled as a word, like the users' suspensions: both states matter here (a
 * disabled entry is gone from the storefront), so both are shown. Skills use it too.
 */
export const StatusField = (_props: {
  /** Read by the table header, not here. */
  label?: string;
}) => {
  const entry = useRecordContext<CatalogueEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return entry.enabled ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('backoffice.catalogue.status.enabled')}
    />
  ) : (
    <Chip size="small" label={translate('backoffice.catalogue.status.disabled')} />
  );
};
