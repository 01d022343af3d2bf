import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../components/ConfirmButton';
import { ReasonButton } from '../components/ReasonButton';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import type { User } from './types';

type BanAction = 'ban' | 'unban';

/**
 * Suspends an active user with the reason they will read (on their next request and at
 * sign-in), or lifts a suspension after a confirmation: a ban ends the user's open sessions at
 * once, so it must never happen on a stray click. Admins only. `compact` is for table rows
 * (lifting a ban only: a ban asks for its reason on the user's page).
 */
export const BanToggleButton = ({ compact = false }: { compact?: boolean }) => {
  const user = useRecordContext<User>();
  const isAdmin = useIsAdmin();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, action, reason }: { id: User['id']; action: BanAction; reason?: string }) =>
      dataProvider.recordAction<User>('users', {
        id,
        action,
        ...(reason ? { body: { reason } } : {}),
      }),
    onSuccess: ({ data }, { action }) => {
      notify(`backoffice.users.${action}.done`, { messageArgs: { name: data.username } });
      // The list, this page and any other view of the user show the new state.
      refresh();
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });

  if (!user || !isAdmin) return null;
  const texts = { name: user.username };
  if (!user.banned) {
    if (compact) return null;
    return (
      <ReasonButton
        label="backoffice.users.ban.button"
        icon={BlockIcon}
        color="error"
        messages={{
          title: 'backoffice.users.ban.title',
          content: 'backoffice.users.ban.content',
          reason: 'backoffice.users.ban.reason',
          reasonHelp: 'backoffice.users.ban.reasonHelp',
          confirm: 'backoffice.users.ban.confirm',
        }}
        texts={texts}
        isPending={isPending}
        onConfirm={(reason, done) =>
          mutate({ id: user.id, action: 'ban', reason }, { onSuccess: done })
        }
      />
    );
  }
  return (
    <ConfirmButton
      label="backoffice.users.unban.button"
      icon={LockOpenIcon}
      color="primary"
      compactColor="default"
      compact={compact}
      messages={{
        title: 'backoffice.users.unban.title',
        content: 'backoffice.users.unban.content',
        confirm: 'backoffice.users.unban.confirm',
      }}
      texts={texts}
      confirmColor="primary"
      isPending={isPending}
      onConfirm={(close) => mutate({ id: user.id, action: 'unban' }, { onSettled: close })}
    />
  );
};
