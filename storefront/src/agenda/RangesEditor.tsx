import AddIcon from 'plain-icon:Add';
import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import { useEffect, useRef } from 'react';
import { get, useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { Control, FieldValues } from 'react-hook-form';
import { DAY_HALF_HOURS, MAX_RANGES_PER_DAY, minutesOf, timeOf } from '../../../common/agenda';
import type { TimeRange } from '../../../common/agenda';
import { useFieldMessage } from '../forms/use-field-message';
import { Button, IconButton, Select, Text } from '../ui';
import { HALF_HOURS, hourAfter, useAgendaT } from './agenda-text';
import styles from './agenda.module.css';

type AnyControl = Control<FieldValues>;

const FROM_TIMES = HALF_HOURS.slice(0, -1);
const TO_TIMES = HALF_HOURS.slice(1);

/** A time of a range: a native select on the half-hour grid (keyboard and phone friendly). */
function TimeSelect({
  control,
  name,
  label,
  accessibleName,
  times,
  disabled,
}: {
  control: AnyControl;
  name: string;
  label: string;
  accessibleName: string;
  times: string[];
  disabled?: boolean;
}) {
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  const error = fieldMessage(fieldState.error?.message);
  return (
    <Select
      size="small"
      fullWidth
      label={label}
      aria-label={accessibleName}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      disabled={disabled}
      error={error !== undefined}
      helperText={error}
      className={styles.rangeTime}
      options={times.map((time) => ({ value: time, label: time }))}
    />
  );
}

/** The next range to offer: an hour after the last one, or the working day's halves' span on an empty day. */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1];
  if (!last) return { from: DAY_HALF_HOURS.morning.from, to: DAY_HALF_HOURS.afternoon.to };
  const start = Math.min(minutesOf(last.to) || 0, 23 * 60 + 30);
  const from = timeOf(start);
  return { from, to: hourAfter(from) };
}

/**
 * One day's ranges: from–to selects, remove, add. `name` is the ranges array of the form
 * (`days.1.ranges`, `ranges`); `label` names the day in every control's accessible name.
 */
export function RangesEditor<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  fillWhenEmpty = false,
  testId,
}: {
  control: Control<T>;
  name: string;
  label: string;
  disabled?: boolean;
  /** Offers a first range when the editor appears empty (a day just opened). */
  fillWhenEmpty?: boolean;
  testId?: string;
}) {
  const t = useAgendaT();
  const fieldMessage = useFieldMessage();
  const anyControl = control as unknown as AnyControl;
  const { fields, append, remove } = useFieldArray({ control: anyControl, name });
  const ranges = (useWatch({ control: anyControl, name }) ?? []) as TimeRange[];
  const { errors } = useFormState({ control: anyControl, name });
  const arrayError = get(errors, name) as { message?: unknown; root?: { message?: unknown } };
  const dayError = fieldMessage(arrayError?.root?.message ?? arrayError?.message);
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    if (fillWhenEmpty && fields.length === 0) append(nextRange([]), { shouldFocus: false });
  }, [fillWhenEmpty, fields.length, append]);
  return (
    <div data-testid={testId} className={styles.ranges}>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.range}>
          <TimeSelect
            control={anyControl}
            name={`${name}.${index}.from`}
            label={t('availability.from')}
            accessibleName={t('availability.fromLabel', { day: label, n: index + 1 })}
            times={FROM_TIMES}
            disabled={disabled}
          />
          <TimeSelect
            control={anyControl}
            name={`${name}.${index}.to`}
            label={t('availability.to')}
            accessibleName={t('availability.toLabel', { day: label, n: index + 1 })}
            times={TO_TIMES}
            disabled={disabled}
          />
          <IconButton
            onClick={() => remove(index)}
            disabled={disabled}
            label={t('availability.removeRange', { day: label, n: index + 1 })}
            className={styles.rangeRemove}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </div>
      ))}
      {dayError && (
        <Text as="p" variant="caption" tone="error" className={styles.rangesError}>
          {dayError}
        </Text>
      )}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append(nextRange(ranges))}
          disabled={disabled || fields.length >= MAX_RANGES_PER_DAY}
          aria-label={t('availability.addRangeLabel', { day: label })}
        >
          {t('availability.addRange')}
        </Button>
      </div>
    </div>
  );
}
