import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { weekSchema } from '../../../common/schemas/agenda';
import type { Week } from '../../../common/schemas/agenda';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useT } from '../i18n/use-t';
import { schemaResolver } from '../forms/schema-resolver';
import { useFieldMessage } from '../forms/use-field-message';
import { Button, Skeleton, Switch, Text } from '../ui';
import { isAgendaDenied, useAvailability, useSaveAvailability } from './agenda-api';
import type { Availability, AvailabilityDay } from './agenda-api';
import { WEEK_ORDER, useAgendaT, weekdayName } from './agenda-text';
import { applyFieldErrors } from './form-errors';
import { AgendaQueryState } from './AgendaQueryState';
import { RangesEditor } from './RangesEditor';
import { cityOf } from './zone';
import styles from './agenda.module.css';

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
    <div
      role="group"
      aria-labelledby={headingId}
      data-testid={`availability-day-${weekday}`}
      className={styles.day}
    >
      <div className={styles.dayHead}>
        <Text id={headingId} as="h4" className={styles.dayName}>
          {name}
        </Text>
        <Switch
          label={field.value ? t('availability.open') : t('availability.closed')}
          labelPlacement="start"
          aria-label={name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          className={field.value ? undefined : styles.dayClosed}
        />
      </div>
      {field.value && (
        <div className={styles.dayRanges}>
          <RangesEditor
            control={control}
            name={`days.${index}.ranges`}
            label={name}
            fillWhenEmpty
          />
        </div>
      )}
    </div>
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
    <form noValidate onSubmit={submit} data-testid="availability-form">
      <FormErrorAlert error={generalError} />
      {weekError && <FormAlert>{weekError}</FormAlert>}
      {WEEK_ORDER.map((weekday, index) => (
        <DayRow key={weekday} control={control} index={index} />
      ))}
      <div className={styles.weekFoot}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('availability.save')}
        </Button>
        {formState.isDirty && !save.isPending && (
          <Text variant="body2" tone="secondary">
            {t('availability.unsaved')}
          </Text>
        )}
      </div>
      {saved && !formState.isDirty && (
        <div className={styles.afterFoot}>
          <FormAlert severity="success" data-testid="availability-saved">
            {t('availability.saved')}
          </FormAlert>
        </div>
      )}
    </form>
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
    <div data-testid="availability-panel">
      <Text tone="secondary" variant="body2" className={styles.panelIntro}>
        {t('availability.intro')}
      </Text>
      <AgendaQueryState
        query={availability}
        failed={t('loadFailed')}
        loading={
          <div className={styles.weekLoading}>
            {WEEK_ORDER.map((weekday) => (
              <Skeleton key={weekday} height={48} />
            ))}
          </div>
        }
      >
        {(data) => (
          <>
            <WeekNote availability={data} />
            <WeekEditor availability={data} onDenied={onDenied} />
          </>
        )}
      </AgendaQueryState>
    </div>
  );
}
