import CancelIcon from '@mui/icons-material/Cancel';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { SubscriptionAction } from '../../../common/billing';
import { ConfirmButton } from '../components/ConfirmButton';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { actionsFor, type Subscription } from './types';

const ICONS = { pause: PauseIcon, resume: PlayArrowIcon, cancel: CancelIcon };
const COLORS = { pause: 'warning', resume: 'primary', cancel: 'error' } as const;

/**
 * One action on a subscription, after a confirmation: it changes what Mercado Pago charges a
 * customer, so never on a stray click. PUT /subscriptions/{id} with `{ action }`; the server
 * asks Mercado Pago first and answers with the subscription as it now is.
 */
const ActionButton = ({
  subscription,
  action,
  compact,
}: {
  subscription: Subscription;
  action: SubscriptionAction;
  compact: boolean;
}) => {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Subscription>();
  const texts = { id: subscription.id, user: subscription.userEmail };
  return (
    <ConfirmButton
      label={`backoffice.subscriptions.${action}.button`}
      icon={ICONS[action]}
      color={COLORS[action]}
      compact={compact}
      messages={{
        title: `backoffice.subscriptions.${action}.title`,
        content: `backoffice.subscriptions.${action}.content`,
        confirm: `backoffice.subscriptions.${action}.confirm`,
      }}
      texts={texts}
      confirmColor={action === 'resume' ? 'primary' : 'warning'}
      isPending={isPending}
      onConfirm={(close) =>
        update(
          'subscriptions',
          { id: subscription.id, data: { action } as never, previousData: subscription },
          {
            onSuccess: () =>
              notify(`backoffice.subscriptions.${action}.done`, { messageArgs: texts }),
            onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
            onSettled: close,
          },
        )
      }
    />
  );
};

/**
 * Pause, resume or cancel, as far as the subscription's status allows; admins only. `compact`
 * is for table rows: icons with their names as tooltips.
 */
export const SubscriptionActionButtons = ({
  compact = false,
}: {
  compact?: boolean;
  /** Read by the table header, not here. */
  label?: string;
}) => {
  const subscription = useRecordContext<Subscription>();
  const isAdmin = useIsAdmin();
  if (!subscription || !isAdmin) return null;
  const buttons = actionsFor(subscription).map((action) => (
    <ActionButton key={action} subscription={subscription} action={action} compact={compact} />
  ));
  // Side by side in a table row, where a column of stacked icons would make every row taller.
  return compact ? (
    <Box component="span" sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      {buttons}
    </Box>
  ) : (
    <>{buttons}</>
  );
};
