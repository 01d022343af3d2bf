import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  if (!subscription) return null;
  return (
    <Chip
      size="small"
      color={COLORS[subscription.status]}
      variant={subscription.status === 'active' ? 'outlined' : 'filled'}
      label={translate(`backoffice.subscriptions.statuses.${subscription.status}`)}
    />
  );
};
