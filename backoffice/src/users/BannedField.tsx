import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from './types';

/**
 * A suspension as a word rather than an icon, so it reads the same to everyone. In the list
 * only suspensions are shown (a column of "active" is noise); on a page of its own both are.
 */
export const BannedField = ({
  showActive = false,
}: {
  showActive?: boolean;
  /** Read by the show layout and the table header, not here. */
  label?: string;
}) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  if (user.banned) {
    return <Chip size="small" color="error" label={translate('backoffice.users.status.banned')} />;
  }
  return showActive ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('backoffice.users.status.active')}
    />
  ) : null;
};
