import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormAlert } from '../../forms/FormAlert';
import { useFormat } from '../../i18n/format';
import { isAgendaDenied, useDeleteSpecialDate, useSpecialDates } from '../agenda-api';
import type { SpecialDate } from '../agenda-api';
import { rangesText, useAgendaT } from '../agenda-text';
import { AgendaQueryState } from '../AgendaQueryState';
import { ConfirmDialog } from '../../ui';
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
    <Box data-testid="special-dates-panel">
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('specialDates.intro')}
      </Typography>
      {done && (
        <FormAlert severity="success" onClose={() => setDone(null)}>
          {done === 'saved' ? t('specialDates.saved') : t('specialDates.deleted')}
        </FormAlert>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon aria-hidden />}
        onClick={() => {
          setDone(null);
          setEditing('new');
        }}
        sx={{ mb: 2 }}
      >
        {t('specialDates.add')}
      </Button>
      <Typography id={listId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('specialDates.upcoming')}
      </Typography>
      <AgendaQueryState
        query={dates}
        failed={t('specialDates.loadFailed')}
        loading={
          <>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </>
        }
      >
        {(data) =>
          data.length === 0 ? (
            <Typography color="text.secondary" data-testid="special-dates-empty">
              {t('specialDates.empty')}
            </Typography>
          ) : (
            <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.map((item) => (
                <Box
                  component="li"
                  key={item.date}
                  data-testid="special-date"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
                    >
                      {longDate(item.date)}
                    </Typography>
                    <Typography variant="body2" color={item.closed ? 'error' : 'text.secondary'}>
                      {item.closed ? t('specialDates.closedValue') : rangesText(item.ranges)}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={t('specialDates.editLabel', { date: longDate(item.date) })}
                    onClick={() => {
                      setDone(null);
                      setEditing(item);
                    }}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('specialDates.deleteLabel', { date: longDate(item.date) })}
                    onClick={() => {
                      setDone(null);
                      remove.reset();
                      setDeleting(item);
                    }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              ))}
            </Box>
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
    </Box>
  );
}
