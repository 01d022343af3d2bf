import { useEffect, useId, useRef, useState } from 'react';
import { halfOf, minutesOf } from '../../../../common/agenda';
import { TIMES_OF_DAY } from '../../../../common/constants';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { scrollBehavior } from '../../navigation/scroll-behavior';
import type { BookingCalendar as Calendar, DayHalf, ServiceDetail, Slot } from '../jobs-api';
import { LoadError } from '../parts';
import { BookingCalendar } from './BookingCalendar';
import { SlotPicker } from './SlotPicker';
import { Alert, Button, Radio, RadioGroup, Skeleton, Text } from '../../ui';
import styles from './ServicePage.module.css';

export interface Choice {
  date: string;
  half: DayHalf | '';
  slot: Slot | null;
}

interface ChoiceErrors {
  date?: string;
  half?: string;
  slot?: string;
}

/** The half of the day a slot starts in (morning before 13:00). */
export const halfOfSlot = (slot: Slot): DayHalf => halfOf(minutesOf(slot.time));

/**
 * A day from the calendar of the next weeks, then, when the prosker keeps an agenda and the
 * service is by appointment, one of that day's free slots; otherwise the morning or the afternoon
 * (the prosker sets the hour when accepting). A choice the calendar no longer offers (asked again
 * after a refusal) is dropped.
 */
export function ChooseStep({
  service,
  calendar,
  choice,
  onChange,
  onContinue,
  continueLabel,
}: {
  service: ServiceDetail;
  calendar: {
    data?: Calendar;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  choice: Choice;
  onChange: (choice: Choice) => void;
  onContinue: () => void;
  continueLabel: string;
}) {
  const t = useT();
  const { fullDate: calendarDay } = useFormat();
  const [errors, setErrors] = useState<ChoiceErrors>({});
  // A day just chosen: its hours or halves, below the calendar, come into view (a phone would
  // otherwise leave them under the fold).
  const [picked, setPicked] = useState<string | null>(null);
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picked) choices.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [picked]);
  const dayLabelId = useId();
  const days = calendar.data?.days ?? [];
  const bySlot = calendar.data?.bySlot ?? service.slotRequired;
  const day = days.find((d) => d.date === choice.date && d.status === 'open');
  const slot =
    choice.slot && day?.slots.some((s) => s.startsAt === choice.slot!.startsAt)
      ? choice.slot
      : null;
  const half = choice.half && day?.halves.includes(choice.half) ? choice.half : '';
  const dayName = day ? calendarDay(day.date) : '';

  const submit = () => {
    const next: ChoiceErrors = {};
    if (!day) next.date = t('jobs.buy.dayRequired');
    else if (bySlot && !slot) next.slot = t('jobs.buy.slotRequired');
    else if (!bySlot && !half) next.half = t('jobs.buy.halfRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onChange(bySlot ? { date: choice.date, half: halfOfSlot(slot!), slot } : { ...choice, slot });
    onContinue();
  };

  return (
    <form
      noValidate
      aria-label={t('jobs.buy.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={styles.form}
      data-testid="buy-form"
    >
      <div>
        <Text id={dayLabelId} as="h3" className={styles.choiceHeading}>
          {bySlot ? t('jobs.buy.dayAndHour') : t('jobs.buy.dayAndHalf')}
        </Text>
        <Text variant="body2" tone="secondary" className={styles.choiceHelp}>
          {bySlot ? t('jobs.buy.bySlotHelp') : t('jobs.buy.byHalfHelp')}
        </Text>
        {calendar.isPending && (
          <div aria-busy="true" role="status" className={styles.calendarLoading}>
            <Text variant="body2" tone="secondary">
              {t('jobs.buy.calendarLoading')}
            </Text>
            <Skeleton variant="rounded" className={styles.calendarBox} />
          </div>
        )}
        {calendar.error !== null && !calendar.data && (
          <LoadError title={t('jobs.buy.calendarFailed')} query={calendar} />
        )}
        {calendar.data && !days.some((d) => d.status === 'open') && (
          <Alert severity="warning" data-testid="calendar-empty">
            {t('jobs.buy.nothingOpen')}
          </Alert>
        )}
        {calendar.data && (
          <BookingCalendar
            days={days}
            value={day?.date ?? ''}
            labelledBy={dayLabelId}
            onChange={(date) => {
              setErrors({});
              onChange({ date, half: '', slot: null });
              setPicked(date);
            }}
          />
        )}
        {errors.date && <p className={styles.error}>{errors.date}</p>}
      </div>
      <div ref={choices} className={styles.choices}>
        {day && bySlot && (
          <SlotPicker
            label={t('jobs.buy.slotsOf', { date: dayName })}
            slots={day.slots}
            value={slot}
            error={errors.slot}
            onChange={(chosen) => {
              setErrors({});
              onChange({ ...choice, half: halfOfSlot(chosen), slot: chosen });
            }}
          />
        )}
        {day && !bySlot && (
          <RadioGroup
            legend={t('jobs.buy.halfOf', { date: dayName })}
            name="half"
            value={half}
            onChange={(value) => {
              setErrors({});
              onChange({ ...choice, half: value as DayHalf, slot: null });
            }}
            error={Boolean(errors.half)}
            helperText={errors.half}
            required
          >
            {TIMES_OF_DAY.map((option) => (
              <Radio
                key={option}
                value={option}
                disabled={!day.halves.includes(option)}
                error={false}
                label={
                  day.halves.includes(option)
                    ? t(`jobs.halves.${option}`)
                    : t('jobs.buy.halfGone', { half: t(`jobs.halves.${option}`) })
                }
              />
            ))}
          </RadioGroup>
        )}
      </div>
      {day && !bySlot && half && (
        <Alert severity="info" data-testid="slots-note">
          {t('jobs.buy.noAgenda', { half: t(`jobs.halfNames.${half}`) })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!calendar.data}>
        {continueLabel}
      </Button>
    </form>
  );
}
