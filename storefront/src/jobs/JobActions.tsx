import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { JobAction } from '../../../common/jobs';
import { JOB_TRANSITIONS } from '../../../common/jobs';
import { FormAlert } from '../forms/FormAlert';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { hourChoices } from '../../../common/bookings';
import { regionOfCurrency } from './job-time';
import { useJobAction, useReasons } from './jobs-api';
import type { DayHalf, Job, JobRole } from './jobs-api';
import { errorText } from './parts';
import { AddressChoice, NO_ADDRESS } from './AddressChoice';
import { useSignedInUser } from '../session/session';

/** The order the buttons stand in: moving forward first, leaving last. */
const ORDER = [
  'acceptOffer',
  'accept',
  'start',
  'finish',
  'confirm',
  'redo',
  'dispute',
  'decline',
  'declineOffer',
  'withdrawOffer',
  'proskerCancel',
  'clientCancel',
] as const satisfies readonly JobAction[];

/** What a client or a prosker may do themselves (the rest is staff's or the system's). */
export type UserAction = (typeof ORDER)[number];

const LOOK: Record<UserAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  acceptOffer: { variant: 'contained', color: 'success' },
  declineOffer: { variant: 'outlined', color: 'error' },
  withdrawOffer: { variant: 'outlined', color: 'error' },
  accept: { variant: 'contained' },
  start: { variant: 'contained' },
  finish: { variant: 'contained' },
  confirm: { variant: 'contained', color: 'success' },
  redo: { variant: 'contained' },
  dispute: { variant: 'outlined', color: 'warning' },
  decline: { variant: 'outlined', color: 'error' },
  proskerCancel: { variant: 'outlined', color: 'error' },
  clientCancel: { variant: 'outlined', color: 'error' },
};

const MAX_COMMENT = 1000;

/** What the buttons read of a job (an offer's card in the chat carries as much). */
export type ActionableJob = Pick<
  Job,
  'id' | 'role' | 'actions' | 'timeOfDay' | 'hourAgreed' | 'startDate' | 'currency'
>;

/** Actions that ask "are you sure" before they go: they cannot be undone. */
const CONFIRMED: readonly UserAction[] = ['decline', 'declineOffer', 'withdrawOffer'];

/** The half of a booking whose hour its prosker sets on accepting it, or null. */
const asksHour = (job: ActionableJob): DayHalf | null =>
  job.timeOfDay && !job.hourAgreed ? job.timeOfDay : null;

/**
 * Asks what the action needs (a cancellation reason, or a help reason for a dispute) and a
 * comment; the hour of a half-day booking being accepted; or only "are you sure" for a decline. A refusal stays in the dialog, in the
 * server's words (too late to cancel, no longer possible…).
 */
function ActionDialog({
  job,
  action,
  onClose,
  onDone,
}: {
  job: ActionableJob;
  action: UserAction;
  onClose: () => void;
  onDone: (job: Job) => void;
}) {
  const t = useT();
  const { fullDate: day } = useFormat();
  const titleId = useId();
  const needs = JOB_TRANSITIONS[action].needs;
  const kind = needs === 'helpReason' ? 'help' : 'cancellation';
  const reasons = useReasons(kind, job.role as JobRole, needs !== undefined);
  const act = useJobAction(job.id);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [hour, setHour] = useState('');
  const [missing, setMissing] = useState(false);
  const [place, setPlace] = useState('');
  const user = useSignedInUser();
  // Accepting a half-day booking sets its hour, within the half the client asked for.
  const half = action === 'accept' ? asksHour(job) : null;
  // Accepting an offer says where the work is done.
  const where = action === 'acceptOffer';
  const texts = half
    ? {
        title: t('jobs.accept.title'),
        text: t('jobs.accept.text', {
          date: day(job.startDate, regionOfCurrency(job.currency)),
          half: t(`jobs.halves.${half}`),
        }),
        reason: '',
        comment: '',
        confirm: t('jobs.accept.confirm'),
      }
    : needs === 'helpReason'
      ? {
          title: t('jobs.dispute.title'),
          text: t('jobs.dispute.text'),
          reason: t('jobs.dispute.reason'),
          comment: t('jobs.dispute.comment'),
          confirm: t('jobs.dispute.confirm'),
        }
      : needs === 'cancellationReason'
        ? {
            title: t('jobs.cancel.title'),
            text: t('jobs.cancel.text'),
            reason: t('jobs.cancel.reason'),
            comment: t('jobs.cancel.comment'),
            confirm: t('jobs.cancel.confirm'),
          }
        : where || action === 'declineOffer' || action === 'withdrawOffer'
          ? {
              title: t(`jobs.offer.${action}.title`),
              text: t(`jobs.offer.${action}.text`),
              reason: '',
              comment: '',
              confirm: t(`jobs.actions.${action}`),
            }
          : {
              title: t('jobs.decline.title'),
              text: t('jobs.decline.text'),
              reason: '',
              comment: '',
              confirm: t('jobs.decline.confirm'),
            };

  const submit = () => {
    if ((needs && reasonId === '') || (half && hour === '') || (where && place === '')) {
      setMissing(true);
      return;
    }
    if (where) {
      act.mutate(
        place === NO_ADDRESS
          ? { action }
          : {
              action,
              addressId: Number(place),
              ...(user.phoneNumber ? { phone: user.phoneNumber } : {}),
            },
        { onSuccess: onDone },
      );
      return;
    }
    if (half) {
      act.mutate({ action, hour }, { onSuccess: onDone });
      return;
    }
    act.mutate(
      needs
        ? {
            action,
            reasonId: Number(reasonId),
            ...(comment.trim() ? { comment: comment.trim() } : {}),
          }
        : { action },
      { onSuccess: onDone },
    );
  };

  return (
    <Dialog
      open
      onClose={act.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="action-dialog"
    >
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        {act.isError && <FormAlert data-testid="action-error">{errorText(act.error, t)}</FormAlert>}
        <DialogContentText sx={{ mb: needs || half || where ? 2 : 0 }}>
          {texts.text}
        </DialogContentText>
        {where && (
          <AddressChoice
            value={place}
            onChange={(value) => {
              setPlace(value);
              setMissing(false);
            }}
            none={t('jobs.offer.acceptOffer.none')}
            error={missing ? t('jobs.offer.acceptOffer.required') : undefined}
            help=""
          />
        )}
        {half && (
          <TextField
            select
            label={t('jobs.accept.hour')}
            value={hour}
            onChange={(event) => {
              setHour(event.target.value);
              setMissing(false);
            }}
            required
            error={missing}
            helperText={missing ? t('jobs.accept.hourRequired') : t('jobs.accept.hourHelp')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
            data-testid="accept-hour"
          >
            <option value="" disabled>
              {t('billing.card.choose')}
            </option>
            {hourChoices(half).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </TextField>
        )}
        {needs && reasons.isPending && (
          <Skeleton variant="rounded" height={56} aria-label={t('jobs.reasonsLoading')} />
        )}
        {needs && reasons.isError && (
          <FormAlert
            action={
              <Button color="inherit" size="small" onClick={() => void reasons.refetch()}>
                {t('jobs.retry')}
              </Button>
            }
          >
            {t('jobs.reasonsFailed')}
          </FormAlert>
        )}
        {needs && reasons.data && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              select
              label={texts.reason}
              value={reasonId}
              onChange={(event) => {
                setReasonId(event.target.value);
                setMissing(false);
              }}
              required
              error={missing}
              helperText={missing ? t('jobs.reasonRequired') : undefined}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <option value="" disabled>
                {t('billing.card.choose')}
              </option>
              {reasons.data.map((reason) => (
                <option key={reason.id} value={String(reason.id)}>
                  {reason.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={texts.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={act.isPending} autoFocus={!needs}>
          {t('jobs.cancel.keep')}
        </Button>
        <Button
          variant="contained"
          color={
            where ? 'success' : half ? 'primary' : needs === 'helpReason' ? 'warning' : 'error'
          }
          onClick={submit}
          loading={act.isPending}
          disabled={act.isPending || (needs !== undefined && !reasons.data)}
          data-testid="action-confirm"
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The actions the viewer may take now (the server's `actions`, by the graph of
 * `common/jobs.ts`), as buttons. What needs a reason or is hard to undo asks first.
 */
export function JobActions({
  job,
  onDone,
}: {
  job: ActionableJob;
  onDone: (action: UserAction, job: Job) => void;
}) {
  const t = useT();
  const act = useJobAction(job.id);
  const [asking, setAsking] = useState<UserAction | null>(null);
  const [pending, setPending] = useState<UserAction | null>(null);
  const actions = ORDER.filter((action) => job.actions.includes(action));
  if (actions.length === 0) return null;

  const run = (action: UserAction) => {
    if (
      JOB_TRANSITIONS[action].needs ||
      CONFIRMED.includes(action) ||
      action === 'acceptOffer' ||
      (action === 'accept' && asksHour(job))
    ) {
      act.reset();
      setAsking(action);
      return;
    }
    setPending(action);
    act.mutate(
      { action },
      { onSuccess: (moved) => onDone(action, moved), onSettled: () => setPending(null) },
    );
  };

  return (
    <Box>
      {act.isError && <FormAlert data-testid="action-error">{errorText(act.error, t)}</FormAlert>}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          '& > *': { flex: { xs: '1 1 100%', sm: '0 1 auto' } },
        }}
        data-testid="job-actions"
      >
        {actions.map((action) => (
          <Button
            key={action}
            {...LOOK[action]}
            onClick={() => run(action)}
            loading={pending === action}
            disabled={act.isPending}
            data-action={action}
          >
            {t(`jobs.actions.${action}`)}
          </Button>
        ))}
      </Box>
      {asking && (
        <ActionDialog
          job={job}
          action={asking}
          onClose={() => setAsking(null)}
          onDone={(moved) => {
            const done = asking;
            setAsking(null);
            onDone(done, moved);
          }}
        />
      )}
    </Box>
  );
}
