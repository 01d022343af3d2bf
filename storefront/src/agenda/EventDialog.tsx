import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { EVENT_STATUS_CHANGES } from '../../../common/agenda';
import type { EventStatus } from '../../../common/agenda';
import { phoneForDisplay } from '../../../common/phone';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { ApiError, NETWORK_ERROR } from '../api/api-client';
import { isOffline } from '../api/connectivity';
import { waitingFor } from '../pwa/outbox';
import { newEntryId, outbox, useOutbox } from '../pwa/outbox-store';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { useSignedInUser } from '../session/session';
import { isAgendaDenied, useChangeEventStatus } from './agenda-api';
import type { AgendaEvent } from './agenda-api';
import { useFormat } from '../i18n/format';
import { useAgendaT } from './agenda-text';
import { ConfirmDialog } from '../ui';
import { wallClock } from '../../../common/time';
import { FactGrid } from '../layout/grids';

export const STATUS_COLOR: Record<EventStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
};

const can = (change: 'approved' | 'rejected', status: EventStatus) =>
  EVENT_STATUS_CHANGES[change].includes(status);

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One event: when, status, the other party's contact, comments and its job. The prosker
 * approves or rejects (after a confirmation) an event of their own that no job drives.
 */
export function EventDialog({
  event: initial,
  timeZone,
  onClose,
  onDenied,
}: {
  event: AgendaEvent;
  timeZone: string;
  onClose: () => void;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const region = useRegion();
  const { fullDate: longDate } = useFormat();
  const titleId = useId();
  const change = useChangeEventStatus();
  const [event, setEvent] = useState(initial);
  const [done, setDone] = useState<'approved' | 'rejected' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = wallClock(event.startsAt, timeZone);
  const end = wallClock(event.endsAt, timeZone);
  const asProsker = event.role === 'prosker';
  const other = asProsker
    ? { name: event.clientName, phone: event.clientPhone, email: event.clientEmail }
    : { name: event.proskerName, phone: event.proskerPhone, email: event.proskerEmail };
  const actionable = asProsker && event.jobId === null;
  const busy = change.isPending;
  const user = useSignedInUser();
  const queued = waitingFor(useOutbox(), user.id, event.id);

  // A decision queued offline left the outbox: sent (the event now has that status) or refused
  // (the agenda's list says why, and the event stays as it was).
  const wasQueued = useRef(queued);
  useEffect(() => {
    const before = wasQueued.current;
    wasQueued.current = queued;
    if (!before || queued) return;
    const failed = outbox.list().some((item) => item.id === before.id);
    if (failed) return;
    setEvent((current) => ({ ...current, status: before.action }));
    setDone(before.action);
  }, [queued]);

  /** Offline (or unreachable): the decision waits in the outbox and is sent later. */
  const queue = (status: 'approved' | 'rejected') => {
    outbox.add({
      id: newEntryId(),
      userId: user.id,
      eventId: event.id,
      action: status,
      label: { name: other.name, startsAt: event.startsAt },
      queuedAt: new Date().toISOString(),
    });
    change.reset();
    setConfirming(false);
  };

  const run = (status: 'approved' | 'rejected') => {
    setDone(null);
    if (isOffline()) {
      queue(status);
      return;
    }
    change.mutate(
      { id: event.id, status },
      {
        onSuccess: (answer) => {
          setEvent((current) => ({ ...current, ...answer, role: current.role }));
          setDone(status);
          setConfirming(false);
        },
        onError: (error) => {
          if (isAgendaDenied(error)) onDenied();
          else if (error instanceof ApiError && error.code === NETWORK_ERROR) queue(status);
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        data-testid="event-dialog"
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {t('event.title', { name: other.name })}
        </DialogTitle>
        <IconButton
          onClick={onClose}
          disabled={busy}
          aria-label={t('close')}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {done && (
            <FormAlert severity="success" data-testid="event-done">
              {done === 'approved' ? t('event.approvedDone') : t('event.rejectedDone')}
            </FormAlert>
          )}
          {queued && (
            <FormAlert severity="info" data-testid="event-queued">
              {t(`offline.queuedNote.${queued.action}`)}
            </FormAlert>
          )}
          {!confirming && <FormErrorAlert error={change.error} />}
          <FactGrid>
            <Fact term={t('event.when')} testId="event-when">
              <Box
                component="span"
                sx={{ display: 'block', '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {t('event.whenValue', {
                  date: longDate(start.slice(0, 10)),
                  from: start.slice(11, 16),
                  to: end.slice(11, 16),
                })}
              </Box>
            </Fact>
            <Fact term={t('event.status')}>
              <Chip
                size="small"
                color={STATUS_COLOR[event.status]}
                label={t(`status.${event.status}`)}
                data-testid="event-status"
              />
            </Fact>
            <Fact term={asProsker ? t('event.client') : t('event.prosker')} testId="event-name">
              {other.name}
            </Fact>
            <Fact term={t('event.phone')}>
              {other.phone ? (
                <Link href={`tel:${other.phone.replace(/[^\d+]/g, '')}`}>
                  {phoneForDisplay(other.phone, region)}
                </Link>
              ) : (
                t('event.none')
              )}
            </Fact>
            <Fact term={t('event.email')}>
              {other.email ? (
                <Link href={`mailto:${other.email}`}>{other.email}</Link>
              ) : (
                t('event.none')
              )}
            </Fact>
            {event.jobId !== null && (
              <Fact term={t('event.job')}>
                <Link
                  component={RouteLink}
                  to="adminServiceDetail"
                  params={{ query: event.jobId }}
                  data-testid="event-job-link"
                >
                  {t('event.jobLink', { id: event.jobId })}
                </Link>
              </Fact>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Fact term={t('event.comments')}>
                <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                  {event.comments || t('event.noComments')}
                </Box>
              </Fact>
            </Box>
          </FactGrid>
          {!asProsker && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('event.asClient')}
            </Typography>
          )}
          {asProsker && event.jobId !== null && event.status !== 'rejected' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('event.jobNote')}
            </Typography>
          )}
        </DialogContent>
        {actionable && event.status !== 'rejected' && !queued && (
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            {can('rejected', event.status) && (
              <Button
                color="error"
                onClick={() => {
                  change.reset();
                  setConfirming(true);
                }}
                disabled={busy}
              >
                {event.status === 'approved' ? t('event.cancelApproved') : t('event.reject')}
              </Button>
            )}
            {can('approved', event.status) && (
              <Button
                variant="contained"
                color="success"
                onClick={() => run('approved')}
                loading={busy && change.variables?.status === 'approved'}
                disabled={busy}
              >
                {t('event.approve')}
              </Button>
            )}
          </DialogActions>
        )}
      </Dialog>
      {confirming && (
        <ConfirmDialog
          destructive
          cancelLabel={t('event.keep')}
          title={t('event.rejectTitle')}
          text={t('event.rejectText')}
          confirmLabel={t('event.rejectConfirm')}
          busy={busy}
          alert={
            <FormErrorAlert
              error={change.error && !isAgendaDenied(change.error) ? change.error : null}
            />
          }
          onConfirm={() => run('rejected')}
          onCancel={() => {
            change.reset();
            setConfirming(false);
          }}
          testId="event-reject-confirm"
        />
      )}
    </>
  );
}
