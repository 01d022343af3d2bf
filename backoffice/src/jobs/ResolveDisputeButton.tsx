import { useState, type FormEvent } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
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
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { canResolve, type Job } from './types';

const MAX_COMMENT = 1000;

/**
 * Settles a disputed job as complete, for admins only and only while the job is in dispute.
 * A dialog asks for confirmation and for the comment the client and the prosker will read in
 * the job's history. PUT /jobs/{id} with `{ action: 'resolve', comment }`; the server moves the
 * job by the status graph and answers with the job as it now is, history included. A refusal
 * (someone moved the job meanwhile) is shown as the server words it.
 */
export const ResolveDisputeButton = () => {
  const job = useRecordContext<Job>();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [update, { isPending }] = useUpdate<Job>();

  if (!job || !isAdmin || !canResolve(job)) return null;
  const texts = { id: job.id, title: job.title };
  const trimmed = comment.trim();
  const close = () => {
    if (!isPending) setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    update(
      'jobs',
      { id: job.id, data: { action: 'resolve', comment: trimmed } as never, previousData: job },
      {
        onSuccess: () => {
          notify('backoffice.jobs.resolve.done', { messageArgs: texts, type: 'success' });
          setComment('');
          setOpen(false);
        },
        onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button label="backoffice.jobs.resolve.button" color="warning" onClick={() => setOpen(true)}>
        <GavelIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="resolve-dispute-title"
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { component: 'form', onSubmit: submit } as never }}
      >
        <DialogTitle id="resolve-dispute-title">
          {translate('backoffice.jobs.resolve.title', texts)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('backoffice.jobs.resolve.content', texts)}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={translate('backoffice.jobs.resolve.comment')}
            helperText={translate('backoffice.jobs.resolve.commentHelp')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
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
            startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <GavelIcon />}
          >
            {translate('backoffice.jobs.resolve.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
