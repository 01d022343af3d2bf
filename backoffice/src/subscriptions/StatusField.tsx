import type { ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { WordChip } from '../components/WordChip';
import type { Subscription } from './types';

const COLORS: Record<Subscription['status'], ChipProps['color']> = {
  pending: 'default',
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
};

/** The subscription's status as a word, coloured: active green, paused amber. */
export const StatusField = (_props: {
  /** Read by the table header and the show layout, not here. */
  label?: string;
  sortable?: boolean;
}) => {
  const subscription = useRecordContext<Subscription>();
  if (!subscription) return null;
  return (
    <WordChip
      word={`backoffice.subscriptions.statuses.${subscription.status}`}
      color={COLORS[subscription.status]}
      variant={subscription.status === 'active' ? 'outlined' : 'filled'}
    />
  );
};
