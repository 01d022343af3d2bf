import { ConfirmDialog as SharedConfirmDialog } from '../forms/ConfirmDialog';
import { useAgendaT } from './agenda-text';

/**
 * Asks before something that cannot be undone (reject an event, delete a special date): the
 * shared `forms/ConfirmDialog`, kept open while the request runs, with the agenda's way back.
 */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const t = useAgendaT();
  return <SharedConfirmDialog {...props} cancelLabel={t('event.keep')} lockWhileBusy wrapActions />;
}
