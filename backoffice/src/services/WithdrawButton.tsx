import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ReasonButton } from '../components/ReasonButton';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import type { Service } from './types';

/**
 * Withdraws a published service with the reason its prosker is told (a notice and a mail).
 * Admins only, while the service is not withdrawn; the server refuses it while a job of the
 * service is open, and that refusal shows as the server words it.
 */
export const WithdrawButton = () => {
  const service = useRecordContext<Service>();
  const isAdmin = useIsAdmin();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, reason }: { id: Service['id']; reason: string }) =>
      dataProvider.recordAction<Service>('services', { id, action: 'withdraw', body: { reason } }),
    onSuccess: ({ data }) => {
      notify('backoffice.services.withdraw.done', { messageArgs: { title: data.title } });
      refresh();
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });
  if (!service || !isAdmin || service.state === 'withdrawn') return null;
  return (
    <ReasonButton
      label="backoffice.services.withdraw.button"
      icon={RemoveCircleOutlineIcon}
      color="error"
      messages={{
        title: 'backoffice.services.withdraw.title',
        content: 'backoffice.services.withdraw.content',
        reason: 'backoffice.services.withdraw.reason',
        reasonHelp: 'backoffice.services.withdraw.reasonHelp',
        confirm: 'backoffice.services.withdraw.confirm',
      }}
      texts={{ title: service.title, prosker: service.proskerUsername }}
      isPending={isPending}
      onConfirm={(reason, done) => mutate({ id: service.id, reason }, { onSuccess: done })}
    />
  );
};
