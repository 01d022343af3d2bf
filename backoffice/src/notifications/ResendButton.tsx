import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, type GetListResult } from 'react-admin';
import { ConfirmButton } from '../components/ConfirmButton';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { canResend, type NotificationDelivery } from './types';

const RESOURCE = 'notification-deliveries';

/**
 * Puts the delivery as the server answered it into every list, per-user list and page that
 * holds it, without asking again: the worker sends it within seconds, and staff should see the
 * "pending" their click caused, not whatever step the worker reached meanwhile. The refresh
 * button of the app bar shows what happened next.
 */
function putInCache(queryClient: QueryClient, delivery: NotificationDelivery) {
  const replace = (old: GetListResult<NotificationDelivery> | undefined) =>
    old && {
      ...old,
      data: old.data.map((row) => (row.id === delivery.id ? delivery : row)),
    };
  for (const kind of ['getList', 'getManyReference']) {
    queryClient.setQueriesData<GetListResult<NotificationDelivery>>(
      { queryKey: [RESOURCE, kind] },
      replace,
    );
  }
  queryClient.setQueriesData<NotificationDelivery>(
    {
      queryKey: [RESOURCE, 'getOne'],
      predicate: ({ queryKey }) =>
        String((queryKey[2] as { id?: unknown } | undefined)?.id) === String(delivery.id),
    },
    delivery,
  );
}

/**
 * Sends a failed delivery again, after a confirmation: the user gets the message once more.
 * POST /notification-deliveries/{id}/resend; the server answers with the delivery, pending again.
 * Admins only, and only on failed deliveries; a refusal (someone resent it meanwhile, a support
 * member's stale page) is shown as the server words it. `compact` is for table rows.
 */
export const ResendButton = ({
  compact = false,
}: {
  compact?: boolean;
  /** Read by the table header, not here. */
  label?: string;
}) => {
  const delivery = useRecordContext<NotificationDelivery>();
  const isAdmin = useIsAdmin();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: NotificationDelivery['id']) =>
      dataProvider.recordAction<NotificationDelivery>(RESOURCE, { id, action: 'resend' }),
    onSuccess: ({ data }) => {
      putInCache(queryClient, data);
      notify('backoffice.notification-deliveries.resend.done', {
        type: 'success',
        messageArgs: { id: data.id, address: data.address },
      });
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });

  if (!delivery || !isAdmin || !canResend(delivery)) return null;
  const texts = { id: delivery.id, address: delivery.address, title: delivery.title };
  return (
    <ConfirmButton
      label="backoffice.notification-deliveries.resend.button"
      icon={ReplayIcon}
      color="primary"
      compact={compact}
      messages={{
        title: 'backoffice.notification-deliveries.resend.title',
        content: 'backoffice.notification-deliveries.resend.content',
        confirm: 'backoffice.notification-deliveries.resend.confirm',
      }}
      texts={texts}
      confirmColor="primary"
      isPending={isPending}
      onConfirm={(close) => mutate(delivery.id, { onSettled: close })}
    />
  );
};
