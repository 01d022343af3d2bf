import { useState, type MouseEvent } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import type { User } from './types';

type BanAction = 'ban' | 'unban';

/**
 * Suspends an active user or lifts a suspension, after a confirmation: a ban ends the user's
 * open sessions at once, so it must never happen on a stray click. Admins only. `compact` is
 * for table rows: an icon with its name as tooltip, since a column of worded buttons drowns
 * the data it sits next to.
 */
export const BanToggleButton = ({ compact = false }: { compact?: boolean }) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const isAdmin = useIsAdmin();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, action }: { id: User['id']; action: BanAction }) =>
      dataProvider.recordAction<User>('users', { id, action }),
    onSuccess: ({ data }, { action }) => {
      notify(`backoffice.users.${action}.done`, { messageArgs: { name: data.username } });
      // The list, this page and any other view of the user show the new state.
      refresh();
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
    onSettled: () => setOpen(false),
  });

  if (!user || !isAdmin) return null;
  const action: BanAction = user.banned ? 'unban' : 'ban';
  const texts = { name: user.username };
  const label = `backoffice.users.${action}.button`;
  const icon = action === 'ban' ? <BlockIcon /> : <LockOpenIcon />;
  const openConfirm = (event: MouseEvent) => {
    // In a table row the click would also open the user.
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      {compact ? (
        <Tooltip title={translate(label)}>
          <IconButton size="small" aria-label={translate(label)} onClick={openConfirm}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button label={label} color={action === 'ban' ? 'error' : 'primary'} onClick={openConfirm}>
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`backoffice.users.${action}.title`}
        titleTranslateOptions={texts}
        content={`backoffice.users.${action}.content`}
        contentTranslateOptions={texts}
        confirm={`backoffice.users.${action}.confirm`}
        confirmColor={action === 'ban' ? 'warning' : 'primary'}
        ConfirmIcon={action === 'ban' ? BlockIcon : LockOpenIcon}
        onConfirm={() => mutate({ id: user.id, action })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
