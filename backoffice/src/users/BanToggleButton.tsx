import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../components/ConfirmButton';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import type { User } from './types';

type BanAction = 'ban' | 'unban';

/**
 * Suspends an active user or lifts a suspension, after a confirmation: a ban ends the user's
 * open sessions at once, so it must never happen on a stray click. Admins only. `compact` is
 * for table rows.
 */
export const BanToggleButton = ({ compact = false }: { compact?: boolean }) => {
  const user = useRecordContext<User>();
  const isAdmin = useIsAdmin();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, action }: { id: User['id']; action: BanAction }) =>
      dataProvider.recordAction<User>('users', { id, action }),
    onSuccess: ({ data }, { action }) => {
      notify(`backoffice.users.${action}.done`, { messageArgs: { name: data.username } });
      // The list, this page and any other view of the user show the new state.
      refresh();
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });

  if (!user || !isAdmin) return null;
  const action: BanAction = user.banned ? 'unban' : 'ban';
  return (
    <ConfirmButton
      label={`backoffice.users.${action}.button`}
      icon={action === 'ban' ? BlockIcon : LockOpenIcon}
      color={action === 'ban' ? 'error' : 'primary'}
      compactColor="default"
      compact={compact}
      messages={{
        title: `backoffice.users.${action}.title`,
        content: `backoffice.users.${action}.content`,
        confirm: `backoffice.users.${action}.confirm`,
      }}
      texts={{ name: user.username }}
      confirmColor={action === 'ban' ? 'warning' : 'primary'}
      isPending={isPending}
      onConfirm={(close) => mutate({ id: user.id, action }, { onSettled: close })}
    />
  );
};
