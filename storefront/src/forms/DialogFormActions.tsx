import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { SubmitButton } from './SubmitButton';

/**
 * The foot of a dialog that holds a form: the way back ("Cancel") and the form's submit button,
 * busy while it sends. `form` ties the button to a form that does not enclose the actions;
 * `lockWhileBusy` keeps the dialog from being left while the request runs.
 */
export function DialogFormActions({
  onCancel,
  busy,
  form,
  color,
  lockWhileBusy = false,
  children,
}: {
  onCancel: () => void;
  busy: boolean;
  form?: string;
  color?: ButtonProps['color'];
  lockWhileBusy?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onCancel} disabled={lockWhileBusy && busy}>
        {t('forms.cancel')}
      </Button>
      <SubmitButton busy={busy} form={form} color={color} size="medium">
        {children}
      </SubmitButton>
    </DialogActions>
  );
}
