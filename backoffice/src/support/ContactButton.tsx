import ChatIcon from '@mui/icons-material/ChatOutlined';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useStaffRole } from '../permissions';
import type { SupportConversation } from './types';

/**
 * Opens the user's support conversation (or the one there is) and goes to it, to write as
 * "Soporte Prosk". Every staff member, support and admin alike (docs/adr/0029).
 */
export const ContactButton = ({ userId, label }: { userId: number | undefined; label: string }) => {
  const role = useStaffRole();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      dataProvider.postJson<SupportConversation>('support-conversations', { userId }),
    onSuccess: (conversation) => redirect('show', 'support-conversations', conversation.id),
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });
  if (!role || !userId) return null;
  return (
    <Button label={label} onClick={() => mutate()} disabled={isPending}>
      <ChatIcon />
    </Button>
  );
};
