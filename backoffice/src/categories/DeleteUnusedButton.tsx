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
} from 'react-admin';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { nameInCurrentLanguage, type CatalogueEntry } from './types';

/**
 * Deletes a category or skill after a confirmation, offered to admins only and only while no
 * profile uses it: anything in use is disabled instead. The server has the last word (a
 * category that still has skills is refused with CATEGORY_IN_USE), and its translated message
 * is shown as it comes. `compact` is the table-row form: an icon with its name as tooltip.
 * `redirectToList` leaves an edit page whose record no longer exists.
 */
export const DeleteUnusedButton = ({
  compact = false,
  redirectToList = false,
}: {
  compact?: boolean;
  redirectToList?: boolean;
}) => {
  const entry = useRecordContext<CatalogueEntry>();
  const resource = useResourceContext();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<CatalogueEntry>();

  if (!entry || !resource || !isAdmin || entry.usage !== 0) return null;
  const texts = { name: nameInCurrentLanguage(entry) };
  const label = translate('ra.action.delete');
  const openConfirm = (event: MouseEvent) => {
    // In a table row the click would also open the record.
    event.stopPropagation();
    setOpen(true);
  };
  const confirm = () =>
    deleteOne(
      resource,
      { id: entry.id, previousData: entry },
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
