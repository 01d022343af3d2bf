import { useState, type MouseEvent } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Tooltip } from '@mui/material';
import { Button, Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { SubscriptionAction } from '../../../common/billing';
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
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<Subscription>();
  const Icon = ICONS[action];
  const texts = { id: subscription.id, user: subscription.userEmail };
  const label = `backoffice.subscriptions.${action}.button`;
  const openConfirm = (event: MouseEvent) => {
    // In a table row the click would also open the subscription.
    event.stopPropagation();
    setOpen(true);
  };
  const confirm = () =>
    update(
      'subscriptions',
      { id: subscription.id, data: { action } as never, previousData: subscription },
      {
        onSuccess: () => notify(`backoffice.subscriptions.${action}.done`, { messageArgs: texts }),
        onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      {compact ? (
        <Tooltip title={translate(label)}>
          <IconButton
            size="small"
            color={COLORS[action]}
            aria-label={translate(label)}
            onClick={openConfirm}
          >
            <Icon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label={label} color={COLORS[action]} onClick={openConfirm}>
          <Icon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`backoffice.subscriptions.${action}.title`}
        titleTranslateOptions={texts}
        content={`backoffice.subscriptions.${action}.content`}
        contentTranslateOptions={texts}
        confirm={`backoffice.subscriptions.${action}.confirm`}
        confirmColor={action === 'resume' ? 'primary' : 'warning'}
        ConfirmIcon={Icon}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
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
