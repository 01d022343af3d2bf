import { useRecordContext } from 'react-admin';
import { WordChip } from '../components/WordChip';
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
  if (!user) return null;
  if (user.banned) return <WordChip word="backoffice.users.status.banned" color="error" />;
  return showActive ? (
    <WordChip word="backoffice.users.status.active" color="success" variant="outlined" />
  ) : null;
};
