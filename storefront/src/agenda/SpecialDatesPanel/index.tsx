import AddIcon from 'plain-icon:Add';
import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import EditOutlinedIcon from 'plain-icon:EditOutlined';
import { useId, useState } from 'react';
import { FormAlert } from '../../forms/FormAlert';
import { useFormat } from '../../i18n/format';
import { isAgendaDenied, useDeleteSpecialDate, useSpecialDates } from '../agenda-api';
import type { SpecialDate } from '../agenda-api';
import { rangesText, useAgendaT } from '../agenda-text';
import { AgendaQueryState } from '../AgendaQueryState';
import { Button, ConfirmDialog, IconButton, Skeleton, Text } from '../../ui';
import styles from '../agenda.module.css';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { SpecialDateDialog } from './SpecialDateDialog';

/** Upcoming special dates (from today in the prosker's zone), with add, edit and delete. */
export function SpecialDatesPanel({
  timeZone,
  onDenied,
}: {
  timeZone: string;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const listId = useId();
  const dates = useSpecialDates();
  const remove = useDeleteSpecialDate();
  const [editing, setEditing] = useState<SpecialDate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SpecialDate | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);

  return (
    <div data-testid="special-dates-panel">
      <Text tone="secondary" variant="body2" className={styles.panelIntroWide}>
        {t('specialDates.intro')}
      </Text>
      {done && (
        <FormAlert severity="success" onClose={() => setDone(null)}>
          {done === 'saved' ? t('specialDates.saved') : t('specialDates.deleted')}
        </FormAlert>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => {
          setDone(null);
          setEditing('new');
        }}
        className={styles.addButton}
      >
        {t('specialDates.add')}
      </Button>
      <Text id={listId} as="h3" variant="subtitle2" className={styles.listTitle}>
        {t('specialDates.upcoming')}
      </Text>
      <AgendaQueryState
        query={dates}
        failed={t('specialDates.loadFailed')}
        loading={
          <div className={styles.weekLoading}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <Text tone="secondary" data-testid="special-dates-empty">
              {t('specialDates.empty')}
            </Text>
          ) : (
            <ul aria-labelledby={listId} className={styles.specialList}>
              {data.map((item) => (
                <li key={item.date} data-testid="special-date" className={styles.specialItem}>
                  <div className={styles.specialText}>
                    <Text strong className={styles.capitalized}>
                      {longDate(item.date)}
                    </Text>
                    <Text variant="body2" tone={item.closed ? 'error' : 'secondary'}>
                      {item.closed ? t('specialDates.closedValue') : rangesText(item.ranges)}
                    </Text>
                  </div>
                  <IconButton
                    label={t('specialDates.editLabel', { date: longDate(item.date) })}
                    onClick={() => {
                      setDone(null);
                      setEditing(item);
                    }}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    label={t('specialDates.deleteLabel', { date: longDate(item.date) })}
                    onClick={() => {
                      setDone(null);
                      remove.reset();
                      setDeleting(item);
                    }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </li>
              ))}
            </ul>
          )
        }
      </AgendaQueryState>
      {editing && (
        <SpecialDateDialog
          initial={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setDone('saved');
          }}
          onDenied={onDenied}
        />
      )}
      {deleting && (
        <ConfirmDialog
          destructive
          cancelLabel={t('event.keep')}
          title={t('specialDates.deleteTitle')}
          text={t('specialDates.deleteText', { date: longDate(deleting.date) })}
          confirmLabel={t('specialDates.delete')}
          busy={remove.isPending}
          alert={
            <FormErrorAlert
              error={remove.error && !isAgendaDenied(remove.error) ? remove.error : null}
            />
          }
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.date, {
              onSuccess: () => {
                setDeleting(null);
                setDone('deleted');
              },
              onError: (error) => {
                if (isAgendaDenied(error)) onDenied();
              },
            })
          }
          testId="special-date-delete"
        />
      )}
    </div>
  );
}
