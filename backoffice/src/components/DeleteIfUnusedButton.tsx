import { useState, type MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';

/**
 * Deletes a record after a confirmation, offered to admins only and only while `inUse` says
 * nobody uses it: anything in use is disabled instead. The server has the last word
 * (CATEGORY_IN_USE, PLAN_IN_USE, COUPON_IN_USE, REASON_IN_USE) and its translated message is
 * shown as it comes. Texts are `backoffice.{resource}.delete.*` with the record's `name`.
 * `compact` is the table-row form; `redirectToList` leaves an edit page whose record is gone.
 */
export const DeleteIfUnusedButton = <T extends RaRecord>({
  inUse,
  name,
  compact = false,
  redirectToList = false,
}: {
  inUse: (record: T) => boolean;
  name: (record: T) => string;
  compact?: boolean;
  redirectToList?: boolean;
}) => {
  const record = useRecordContext<T>();
  const resource = useResourceContext();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<T>();

  if (!record || !resource || !isAdmin || inUse(record)) return null;
  const texts = { name: name(record) };
  const label = translate('ra.action.delete');
  const openConfirm = (event: MouseEvent) => {
    // In a table row the click would also open the record.
    event.stopPropagation();
    setOpen(true);
  };
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          notify(`backoffice.${resource}.delete.done`, { messageArgs: texts });
          if (redirectToList) redirect('list', resource);
        },
        onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton size="small" color="error" aria-label={label} onClick={openConfirm}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label="ra.action.delete" color="error" onClick={openConfirm}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`backoffice.${resource}.delete.title`}
        titleTranslateOptions={texts}
        content={`backoffice.${resource}.delete.content`}
        confirm="ra.action.delete"
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
