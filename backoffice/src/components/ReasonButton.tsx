import { useState, type ComponentType, type FormEvent } from 'react';
import {
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Button, useTranslate, type ButtonProps } from 'react-admin';
import { STAFF_REASON_MAX } from '../../../common/constants';

/**
 * A button whose action needs the reason the person concerned will read (a ban, a withdrawn
 * service): a dialog says what happens and asks for it, required and at most STAFF_REASON_MAX
 * characters. `messages` are catalogue keys (`title`, `content`, `reason`, `reasonHelp`,
 * `confirm`), `texts` their arguments. `onConfirm` starts the action with the trimmed reason
 * and calls `done` once it succeeded (the dialog then closes and forgets the text).
 */
export const ReasonButton = ({
  label,
  icon: Icon,
  color,
  messages,
  texts,
  isPending,
  onConfirm,
}: {
  label: string;
  icon: ComponentType;
  color: ButtonProps['color'];
  messages: { title: string; content: string; reason: string; reasonHelp: string; confirm: string };
  texts: Record<string, unknown>;
  isPending: boolean;
  onConfirm: (reason: string, done: () => void) => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const close = () => {
    if (!isPending) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    onConfirm(trimmed, () => {
      setReason('');
      setOpen(false);
    });
  };
  const titleId = `${label}-title`.replace(/\W/g, '-');
  return (
    <>
      <Button
        label={label}
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Icon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { component: 'form', onSubmit: submit } as never }}
      >
        <DialogTitle id={titleId}>{translate(messages.title, texts)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(messages.content, texts)}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            name="reason"
            label={translate(messages.reason)}
            helperText={`${translate(messages.reasonHelp)} (${reason.length}/${STAFF_REASON_MAX})`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: STAFF_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={isPending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            type="submit"
            variant="contained"
            color="warning"
            disabled={!trimmed || isPending}
            startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <Icon />}
          >
            {translate(messages.confirm, texts)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
