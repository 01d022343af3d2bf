import DeleteIcon from '@mui/icons-material/Delete';
import { Alert } from '@mui/material';
import {
  SaveButton,
  Toolbar,
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
import { ConfirmButton } from './ConfirmButton';

/**
 * What a record that others may use says about it: whether anything uses it (then it can only
 * be disabled, never deleted, so that whatever chose it keeps it), how confirmations name it,
 * and the notice heading its edit form (a catalogue key and the key's arguments).
 */
export interface Usage<T extends RaRecord> {
  inUse: (record: T) => boolean;
  name: (record: T) => string;
  notice: (record: T, inUse: boolean) => { message: string; args: Record<string, unknown> };
}

/** The usual notice: `{prefix}.notice.inUse` or `.unused`, with the count as `smart_count`. */
export const countedNotice =
  <T extends RaRecord>(prefix: string, count: (record: T) => number) =>
  (record: T, inUse: boolean) => ({
    message: `${prefix}.notice.${inUse ? 'inUse' : 'unused'}`,
    args: { smart_count: count(record) },
  });

/** Heads an edit form: how much the record is used, said before the admin looks for delete. */
export const UsageNotice = <T extends RaRecord>({ usage }: { usage: Usage<T> }) => {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  if (!record) return null;
  const inUse = usage.inUse(record);
  const { message, args } = usage.notice(record, inUse);
  return (
    <Alert severity={inUse ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(message, args)}
    </Alert>
  );
};

/**
 * Deletes a record after a confirmation, offered to admins only and only while `usage` says
 * nobody uses it: anything in use is disabled instead. The server has the last word
 * (CATEGORY_IN_USE, PLAN_IN_USE, COUPON_IN_USE, REASON_IN_USE) and its translated message is
 * shown as it comes. Texts are `backoffice.{resource}.delete.*` with the record's `name`.
 * `compact` is the table-row form; `redirectToList` leaves an edit page whose record is gone.
 */
export const DeleteIfUnusedButton = <T extends RaRecord>({
  usage: { inUse, name },
  compact = false,
  redirectToList = false,
}: {
  usage: Usage<T>;
  compact?: boolean;
  redirectToList?: boolean;
}) => {
  const record = useRecordContext<T>();
  const resource = useResourceContext();
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete<T>();

  if (!record || !resource || !isAdmin || inUse(record)) return null;
  const texts = { name: name(record) };
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={DeleteIcon}
      color="error"
      compact={compact}
      messages={{
        title: `backoffice.${resource}.delete.title`,
        content: `backoffice.${resource}.delete.content`,
        confirm: 'ra.action.delete',
      }}
      texts={texts}
      confirmColor="warning"
      isPending={isPending}
      onConfirm={(close) =>
        deleteOne(
          resource,
          { id: record.id, previousData: record },
          {
            onSuccess: () => {
              notify(`backoffice.${resource}.delete.done`, { messageArgs: texts });
              if (redirectToList) redirect('list', resource);
            },
            onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
            onSettled: close,
          },
        )
      }
    />
  );
};

/**
 * An edit form's toolbar: save, and on the far side delete, which is only offered while nothing
 * uses the record. Replaces react-admin's toolbar, whose delete button would show for anything.
 */
export const SaveAndDeleteToolbar = <T extends RaRecord>({ usage }: { usage: Usage<T> }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteIfUnusedButton<T> usage={usage} redirectToList />
  </Toolbar>
);
