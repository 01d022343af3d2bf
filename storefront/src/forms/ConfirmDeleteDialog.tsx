import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../api/api-client';
import { useT } from '../i18n/use-t';
import { ConfirmDialog } from '../ui';
import { FormErrorAlert } from './FormErrorAlert';

/**
 * Asks before deleting something the user owns, sends the DELETE, and closes once the caller
 * has refreshed what it shows. A refused delete stays open with the server's message.
 */
export function ConfirmDeleteDialog({
  path,
  title,
  text,
  confirmLabel,
  onClose,
  onDeleted,
}: {
  path: string;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const t = useT();
  const remove = useMutation({
    mutationFn: () => apiSend(path, { method: 'DELETE' }),
    onSuccess: async () => {
      await onDeleted();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      destructive
      cancelLabel={t('forms.cancel')}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      alert={<FormErrorAlert error={remove.error} />}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
