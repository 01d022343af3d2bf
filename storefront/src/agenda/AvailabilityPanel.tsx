import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { weekSchema } from '../../../common/agenda';
import type { Week } from '../../../common/agenda';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useT } from '../i18n/use-t';
import { schemaResolver } from '../forms/schema-resolver';
import { useFieldMessage } from '../forms/use-field-message';
import { isAgendaDenied, useAvailability, useSaveAvailability } from './agenda-api';
import type { Availability, AvailabilityDay } from './agenda-api';
import { WEEK_ORDER, useAgendaT, weekdayName } from './agenda-text';
import { applyFieldErrors } from './form-errors';
import { AgendaQueryState } from './AgendaQueryState';
import { RangesEditor } from './RangesEditor';
import { cityOf } from './zone';

type WeekForm = {
  days: AvailabilityDay[];
};

/** The week as the form holds it: Monday first, the order it is also sent in. */
export function weekForm(availability: Availability): WeekForm {
  return {
    days: WEEK_ORDER.map((weekday) => {
      const day = availability.days.find((d) => d.weekday === weekday);
      return { weekday, open: day?.open ?? false, ranges: day?.ranges ?? [] };
    }),
  };
}

/** A closed day's ranges stay in the form (reopening brings them back) but are not sent. */
const toSend = (values: WeekForm): WeekForm => ({
  days: values.days.map((day) => ({ ...day, ranges: day.open ? day.ranges : [] })),
});

function DayRow({ control, index }: { control: Control<WeekForm>; index: number }) {
  const t = useAgendaT();
  const headingId = useId();
  const weekday = useWatch({ control, name: `days.${index}.weekday` });
  const { field } = useController({ control, name: `days.${index}.open` });
  const name = weekdayName(t, weekday);
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      data-testid={`availability-day-${weekday}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h4" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <FormControlLabel
          labelPlacement="start"
          label={field.value ? t('availability.open') : t('availability.closed')}
          sx={{ mr: 0, color: field.value ? 'text.primary' : 'text.secondary' }}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              inputRef={field.ref}
              slotProps={{ input: { role: 'switch', 'aria-label': name } }}
            />
          }
        />
      </Box>
      {field.value && (
        <Box sx={{ mt: 1.5 }}>
          <RangesEditor
            control={control}
            name={`days.${index}.ranges`}
            label={name}
            fillWhenEmpty
          />
        </Box>
      )}
    </Box>
  );
}

function WeekEditor({
  availability,
  onDenied,
}: {
  availability: Availability;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const fieldMessage = useFieldMessage();
  const save = useSaveAvailability();
  const [saved, setSaved] = useState(false);
  const [generalError, setGeneralError] = useState<unknown>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<WeekForm, unknown, Week>({
    defaultValues: weekForm(availability),
    resolver: schemaResolver(weekSchema, toSend),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const weekError = fieldMessage(
    formState.errors.days?.root?.message ?? formState.errors.days?.message,
  );

  useEffect(() => {
    if (formState.isDirty) setSaved(false);
  }, [formState.isDirty]);

  const submit = handleSubmit((values) => {
    setSaved(false);
    setGeneralError(null);
    const days = toSend(values as WeekForm).days;
    save.mutate(days, {
      onSuccess: (answer) => {
        reset(weekForm(answer));
        setSaved(true);
      },
      onError: (error) => {
        if (isAgendaDenied(error)) return onDenied();
        if (!applyFieldErrors(error, setError, (path) => /^days\.\d+\.ranges/.test(path))) {
          setGeneralError(error);
        }
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="availability-form">
      <FormErrorAlert error={generalError} />
      {weekError && <FormAlert>{weekError}</FormAlert>}
      {WEEK_ORDER.map((weekday, index) => (
        <DayRow key={weekday} control={control} index={index} />
      ))}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('availability.save')}
        </Button>
        {formState.isDirty && !save.isPending && (
          <Typography variant="body2" color="text.secondary">
            {t('availability.unsaved')}
          </Typography>
        )}
      </Box>
      {saved && !formState.isDirty && (
        <FormAlert severity="success" sx={{ mt: 2 }} data-testid="availability-saved">
          {t('availability.saved')}
        </FormAlert>
      )}
    </Box>
  );
}

/**
 * Above the week: that Premium opened the usual hours (until the prosker saves a week of their
 * own), or that a week closed every day takes no bookings.
 */
function WeekNote({ availability }: { availability: Availability }) {
  const t = useT();
  if (!availability.bookable) {
    return (
      <FormAlert severity="warning" data-testid="week-closed-note">
        {t('agendaHours.closed')}
      </FormAlert>
    );
  }
  if (availability.setBy !== 'usual') return null;
  return (
    <FormAlert severity="info" data-testid="week-usual-note">
      {t('agendaHours.usual', { city: cityOf(availability.timeZone) })}
    </FormAlert>
  );
}

/** The weekly availability: each weekday open or closed, with its ranges; one Save. */
export function AvailabilityPanel({ onDenied }: { onDenied: () => void }) {
  const t = useAgendaT();
  const availability = useAvailability();
  return (
    <Box data-testid="availability-panel">
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('availability.intro')}
      </Typography>
      <AgendaQueryState
        query={availability}
        failed={t('loadFailed')}
        loading={WEEK_ORDER.map((weekday) => (
          <Skeleton key={weekday} height={48} />
        ))}
      >
        {(data) => (
          <>
            <WeekNote availability={data} />
            <WeekEditor availability={data} onDenied={onDenied} />
          </>
        )}
      </AgendaQueryState>
    </Box>
  );
}
