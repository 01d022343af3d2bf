import { useRef, useState } from 'react';
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
import { Button, Dialog, Field, Select, Skeleton } from '../ui';
import type { ButtonLook } from '../ui';
import styles from './JobActions.module.css';

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

const LOOK: Record<UserAction, Pick<ButtonLook, 'variant' | 'tone'>> = {
  acceptOffer: { variant: 'contained', tone: 'success' },
  declineOffer: { variant: 'outlined', tone: 'error' },
  withdrawOffer: { variant: 'outlined', tone: 'error' },
  accept: { variant: 'contained' },
  start: { variant: 'contained' },
  finish: { variant: 'contained' },
  confirm: { variant: 'contained', tone: 'success' },
  redo: { variant: 'contained' },
  dispute: { variant: 'outlined', tone: 'warning' },
  decline: { variant: 'outlined', tone: 'error' },
  proskerCancel: { variant: 'outlined', tone: 'error' },
  clientCancel: { variant: 'outlined', tone: 'error' },
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
  const keep = useRef<HTMLButtonElement>(null);
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
      onClose={onClose}
      busy={act.isPending}
      title={texts.title}
      description={texts.text}
      status={
        act.isError && <FormAlert data-testid="action-error">{errorText(act.error, t)}</FormAlert>
      }
      size="md"
      // Only "are you sure": the way back is focused, not the action that cannot be undone.
      initialFocus={needs ? undefined : keep}
      testId="action-dialog"
      actions={
        <>
          <Button ref={keep} onClick={onClose} disabled={act.isPending}>
            {t('jobs.cancel.keep')}
          </Button>
          <Button
            variant="contained"
            tone={
              where ? 'success' : half ? 'primary' : needs === 'helpReason' ? 'warning' : 'error'
            }
            onClick={submit}
            loading={act.isPending}
            disabled={needs !== undefined && !reasons.data}
            data-testid="action-confirm"
          >
            {texts.confirm}
          </Button>
        </>
      }
    >
      {(where || half || needs) && (
        <div className={styles.fields}>
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
            <Select
              label={t('jobs.accept.hour')}
              value={hour}
              onChange={(event) => {
                setHour(event.target.value);
                setMissing(false);
              }}
              required
              error={missing}
              helperText={missing ? t('jobs.accept.hourRequired') : t('jobs.accept.hourHelp')}
              fullWidth
              testId="accept-hour"
            >
              <option value="" disabled>
                {t('billing.card.choose')}
              </option>
              {hourChoices(half).map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          )}
          {needs && reasons.isPending && (
            <div role="status" aria-label={t('jobs.reasonsLoading')}>
              <Skeleton variant="rounded" height={56} />
            </div>
          )}
          {needs && reasons.isError && (
            <FormAlert
              action={
                <Button tone="inherit" size="small" onClick={() => void reasons.refetch()}>
                  {t('jobs.retry')}
                </Button>
              }
            >
              {t('jobs.reasonsFailed')}
            </FormAlert>
          )}
          {needs && reasons.data && (
            <>
              <Select
                label={texts.reason}
                value={reasonId}
                onChange={(event) => {
                  setReasonId(event.target.value);
                  setMissing(false);
                }}
                required
                error={missing}
                helperText={missing ? t('jobs.reasonRequired') : undefined}
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
              </Select>
              <Field
                label={texts.comment}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                multiline
                minRows={3}
                fullWidth
                maxLength={MAX_COMMENT}
              />
            </>
          )}
        </div>
      )}
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
    <div>
      {act.isError && <FormAlert data-testid="action-error">{errorText(act.error, t)}</FormAlert>}
      <div className={styles.buttons} data-testid="job-actions">
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
      </div>
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
    </div>
  );
}
