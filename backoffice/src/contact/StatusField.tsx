import type { ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ContactStatus } from '../../../common/content';
import { WordChip } from '../components/WordChip';
import { statusKey, type ContactMessage } from './types';

/** Waiting on staff: amber and outlined; answered: green; closed: grey. */
const COLORS: Record<ContactStatus, ChipProps['color']> = {
  new: 'warning',
  answered: 'success',
  closed: 'default',
};

export const ContactStatusChip = ({ status }: { status: ContactStatus }) => (
  <WordChip
    word={statusKey(status)}
    color={COLORS[status]}
    variant={status === 'new' ? 'outlined' : 'filled'}
  />
);

/** The message's status as a chip, for tables and the message's page. */
export const StatusField = (_props: {
  /** Read by the table header and the show layout, not here. */
  label?: string;
  source?: 'status';
  sortable?: boolean;
}) => {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return <ContactStatusChip status={message.status} />;
};
