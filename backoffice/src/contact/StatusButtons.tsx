import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { errorMessageOf } from '../http-client';
import { useStaffRole } from '../permissions';
import { isClosed, type ContactMessage } from './types';

const PREFIX = 'backoffice.contact-messages';

/**
 * Close a message that needs nothing more, or reopen a closed one (it is then new again):
 * PUT /contact-messages/{id} with `{ status }`. Admins and support alike.
 */
export const StatusButtons = () => {
  const message = useRecordContext<ContactMessage>();
  const role = useStaffRole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<ContactMessage>();
  if (!message || !role) return null;
  const closed = isClosed(message);
  const status = closed ? 'new' : 'closed';
  const texts = { id: message.id };
  return (
    <Button
      label={`${PREFIX}.${closed ? 'reopen' : 'close'}.button`}
      disabled={isPending}
      onClick={() =>
        update(
          'contact-messages',
          { id: message.id, data: { status }, previousData: message },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(`${PREFIX}.${closed ? 'reopen' : 'close'}.done`, {
                messageArgs: texts,
                type: 'success',
              });
              refresh();
            },
            onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
          },
        )
      }
    >
      {closed ? <UnarchiveIcon /> : <ArchiveIcon />}
    </Button>
  );
};
