import CloseIcon from 'plain-icon:Close';
import { useEffect, useRef, useState } from 'react';
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
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { useSignedInUser } from '../session/session';
import { isAgendaDenied, useChangeEventStatus } from './agenda-api';
import type { AgendaEvent } from './agenda-api';
import { useFormat } from '../i18n/format';
import { useAgendaT, useZoneTime } from './agenda-text';
import { Button, Chip, ConfirmDialog, Dialog, IconButton, Text, linkClass } from '../ui';
import type { ChipLook } from '../ui';
import styles from './agenda.module.css';
import { wallClock } from '../../../common/time';
import { FactGrid } from '../layout/grids';

export const STATUS_COLOR: Record<EventStatus, ChipLook['variant']> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'outlined',
};

const can = (change: 'approved' | 'rejected', status: EventStatus) =>
  EVENT_STATUS_CHANGES[change].includes(status);

function Fact({
  term,
  children,
  testId,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
  /** Across the grid's columns (a long text). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <Text as="dt" variant="body2" tone="secondary">
        {term}
      </Text>
      <Text as="dd" className={styles.factValue} data-testid={testId}>
        {children}
      </Text>
    </div>
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
  const timeOf = useZoneTime(timeZone);
  const change = useChangeEventStatus();
  const [event, setEvent] = useState(initial);
  const [done, setDone] = useState<'approved' | 'rejected' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = wallClock(event.startsAt, timeZone);
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
        onClose={onClose}
        busy={busy}
        size="md"
        title={t('event.title', { name: other.name })}
        className={styles.eventDialog}
        testId="event-dialog"
        actions={
          actionable &&
          event.status !== 'rejected' &&
          !queued && (
            <>
              {can('rejected', event.status) && (
                <Button
                  tone="error"
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
                  tone="success"
                  onClick={() => run('approved')}
                  loading={busy && change.variables?.status === 'approved'}
                  disabled={busy}
                >
                  {t('event.approve')}
                </Button>
              )}
            </>
          )
        }
      >
        <IconButton
          onClick={onClose}
          disabled={busy}
          label={t('close')}
          className={styles.closeButton}
        >
          <CloseIcon />
        </IconButton>
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
            <span className={`${styles.block} ${styles.capitalized}`}>
              {t('event.whenValue', {
                date: longDate(start.slice(0, 10)),
                from: timeOf(event.startsAt),
                to: timeOf(event.endsAt),
              })}
            </span>
          </Fact>
          <Fact term={t('event.status')}>
            <Chip size="small" variant={STATUS_COLOR[event.status]} data-testid="event-status">
              {t(`status.${event.status}`)}
            </Chip>
          </Fact>
          <Fact term={asProsker ? t('event.client') : t('event.prosker')} testId="event-name">
            {other.name}
          </Fact>
          <Fact term={t('event.phone')}>
            {other.phone ? (
              <a className={linkClass} href={`tel:${other.phone.replace(/[^\d+]/g, '')}`}>
                {phoneForDisplay(other.phone, region)}
              </a>
            ) : (
              t('event.none')
            )}
          </Fact>
          <Fact term={t('event.email')}>
            {other.email ? (
              <a className={linkClass} href={`mailto:${other.email}`}>
                {other.email}
              </a>
            ) : (
              t('event.none')
            )}
          </Fact>
          {event.jobId !== null && (
            <Fact term={t('event.job')}>
              <RouteLink
                className={linkClass}
                to="adminServiceDetail"
                params={{ query: event.jobId }}
                data-testid="event-job-link"
              >
                {t('event.jobLink', { id: event.jobId })}
              </RouteLink>
            </Fact>
          )}
          <Fact term={t('event.comments')} wide>
            <span className={styles.comments}>{event.comments || t('event.noComments')}</span>
          </Fact>
        </FactGrid>
        {!asProsker && (
          <Text variant="body2" tone="secondary" className={styles.note}>
            {t('event.asClient')}
          </Text>
        )}
        {asProsker && event.jobId !== null && event.status !== 'rejected' && (
          <Text variant="body2" tone="secondary" className={styles.note}>
            {t('event.jobNote')}
          </Text>
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
