import { useState, type FormEvent, type ReactNode } from 'react';
import CancelIcon from '@mui/icons-material/EventBusy';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useDateTime } from '../components/dates';
import { JOB_TRANSITIONS } from '../../../common/jobs';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { useMoney } from '../plans/MoneyField';
import type { Job } from './types';

const MAX_COMMENT = 1000;

/** What is left to refund of a job's payment, in cents' precision; null when nothing was paid. */
const leftOf = (job: Job) =>
  job.money ? Math.round((job.money.paid - job.money.refunded) * 100) / 100 : null;

/** A confirmation dialog that is a form (Enter submits), as the dispute's. */
const ActionDialog = ({
  id,
  open,
  title,
  content,
  confirm,
  icon,
  pending,
  ready,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  open: boolean;
  title: string;
  content: string;
  confirm: string;
  icon: ReactNode;
  pending: boolean;
  ready: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      aria-labelledby={id}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } as never }}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton
          type="submit"
          variant="contained"
          color="error"
          disabled={!ready || pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : icon}
        >
          {confirm}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/** POST to one of the job's staff actions; the page then shows the job as it now is. */
const useJobAction = (job: Job | undefined, action: 'cancel' | 'refunds', done: string) => {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      dataProvider.postJson<Job>(`jobs/${job?.id}/${action}`, body),
    onSuccess: () => {
      notify(done, { messageArgs: { id: job?.id }, type: 'success' });
      refresh();
    },
    onError: (error) => {
      notify(errorMessageOf(error), { type: 'error' });
      // A refusal may come from a change made meanwhile (another refund): show it.
      refresh();
    },
  });
};

/**
 * Cancels the job with one of the product's cancellation reasons and a comment both sides read
 * (admins; any status before the job is done). A paid job is refunded of what is left.
 */
export const CancelJobButton = () => {
  const job = useRecordContext<Job>();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const reasons = useGetList(
    'cancellation-reasons',
    { filter: { enabled: true }, sort: { field: 'position', order: 'ASC' } },
    { enabled: open },
  );
  const { mutate, isPending } = useJobAction(job, 'cancel', 'backoffice.jobs.cancel.done');
  if (!job || !isAdmin || !JOB_TRANSITIONS.staffCancel.from.includes(job.status)) return null;
  const nameOf = (reason: Record<string, unknown>) =>
    String(reason[`name_${locale}`] ?? reason.name_es);
  return (
    <>
      <Button label="backoffice.jobs.cancel.button" color="error" onClick={() => setOpen(true)}>
        <CancelIcon />
      </Button>
      <ActionDialog
        id="cancel-job-title"
        open={open}
        title={translate('backoffice.jobs.cancel.title', { id: job.id })}
        content={translate(
          job.money ? 'backoffice.jobs.cancel.contentPaid' : 'backoffice.jobs.cancel.content',
          { title: job.title },
        )}
        confirm={translate('backoffice.jobs.cancel.confirm')}
        icon={<CancelIcon />}
        pending={isPending}
        ready={reasonId !== ''}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          mutate(
            { reasonId: Number(reasonId), ...(comment.trim() ? { comment: comment.trim() } : {}) },
            { onSuccess: () => setOpen(false) },
          )
        }
      >
        <TextField
          select
          required
          fullWidth
          label={translate('backoffice.jobs.cancel.reason')}
          value={reasonId}
          onChange={(event) => setReasonId(event.target.value)}
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'cancel-reason' } }}
        >
          {(reasons.data ?? []).map((reason) => (
            <MenuItem key={reason.id} value={String(reason.id)}>
              {nameOf(reason)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={translate('backoffice.jobs.cancel.comment')}
          helperText={translate('backoffice.jobs.cancel.commentHelp')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
        />
      </ActionDialog>
    </>
  );
};

/**
 * Refunds a paid job in full or in part through Mercado Pago (admins). The request carries what
 * this page showed as refunded, so a second press, or another admin's refund meanwhile, is
 * refused instead of refunding twice.
 */
export const RefundJobButton = () => {
  const job = useRecordContext<Job>();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const { mutate, isPending } = useJobAction(job, 'refunds', 'backoffice.jobs.refund.done');
  const left = job ? leftOf(job) : null;
  if (!job?.money || !isAdmin || left === null || left <= 0) return null;
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && value > 0 && value <= left;
  const start = () => {
    setAmount(String(left));
    setOpen(true);
  };
  return (
    <>
      <Button label="backoffice.jobs.refund.button" color="warning" onClick={start}>
        <UndoIcon />
      </Button>
      <ActionDialog
        id="refund-job-title"
        open={open}
        title={translate('backoffice.jobs.refund.title', { id: job.id })}
        content={translate('backoffice.jobs.refund.content', {
          title: job.title,
          paid: money(job.money.paid, job.money.currency),
          left: money(left, job.money.currency),
        })}
        confirm={translate('backoffice.jobs.refund.confirm')}
        icon={<UndoIcon />}
        pending={isPending}
        ready={valid}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          mutate(
            { amount: value, refundedBefore: job.money!.refunded },
            { onSettled: () => setOpen(false) },
          )
        }
      >
        <TextField
          required
          autoFocus
          fullWidth
          type="number"
          label={translate('backoffice.jobs.refund.amount', { currency: job.money.currency })}
          helperText={translate('backoffice.jobs.refund.amountHelp', {
            left: money(left, job.money.currency),
          })}
          error={amount.trim() !== '' && !valid}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{
            htmlInput: { min: 0.01, max: left, step: 0.01, 'data-testid': 'refund-amount' },
          }}
        />
      </ActionDialog>
    </>
  );
};

/** What the client paid and what was refunded, each refund with its day. */
export const MoneyPanel = () => {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  const money = useMoney();
  const dateTime = useDateTime();
  if (!job) return null;
  if (!job.money) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.jobs.money.none')}
      </Typography>
    );
  }
  const { paid, refunded, refunds, currency } = job.money;
  return (
    <div data-testid="job-money">
      <Typography variant="body2">
        {translate('backoffice.jobs.money.paid', { amount: money(paid, currency) })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('backoffice.jobs.money.refunded', {
          amount: money(refunded, currency),
          left: money(Math.round((paid - refunded) * 100) / 100, currency),
        })}
      </Typography>
      {refunds.map((refund) => (
        <Typography key={refund.id} variant="body2" color="text.secondary">
          {translate('backoffice.jobs.money.refund', {
            amount: money(refund.amount, currency),
            date: dateTime(refund.at),
          })}
        </Typography>
      ))}
    </div>
  );
};
