import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { weekdayOf } from '../../../../common/agenda';
import { addDays } from '../../../../common/time';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { BookingDay } from '../jobs-api';
import { Text } from '../../ui';
import styles from './BookingCalendar.module.css';

/** Monday first: how many cells of the first week come before a date. */
const mondayOffset = (date: string) => (weekdayOf(date) + 6) % 7;

/** The keys that move the focus in the grid, and by how many days (a week's ends are apart). */
function targetOf(key: string, date: string): string | undefined {
  const offset = mondayOffset(date);
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -offset,
    End: 6 - offset,
    PageUp: -28,
    PageDown: 28,
  };
  return key in steps ? addDays(date, steps[key]) : undefined;
}

/**
 * The next weeks as a month-like grid, Monday first: each day says whether it can be booked
 * (open), or why not (closed, full, nothing left today) before it is chosen. A keyboard moves
 * through the days with the arrows (Home and End for the week's ends, Page Up and Page Down by
 * four weeks) and chooses one with Enter or Space; only the focused day is in the tab order.
 */
export function BookingCalendar({
  days,
  value,
  onChange,
  labelledBy,
}: {
  days: BookingDay[];
  value: string;
  onChange: (date: string) => void;
  labelledBy: string;
}) {
  const t = useT();
  const { fullDate: calendarDay, weekdays, month } = useFormat();
  const legendId = useId();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  const firstOpen = days.find((day) => day.status === 'open')?.date ?? first;
  const [focused, setFocused] = useState<string>('');
  const current = byDate.has(focused) ? focused : byDate.has(value) ? value : firstOpen;
  const cells = useRef(new Map<string, HTMLTableCellElement>());

  // Whole weeks: blank cells before the first day and after the last one.
  const weeks: (BookingDay | null)[][] = [];
  const lead: (BookingDay | null)[] = Array.from({ length: mondayOffset(first) }, () => null);
  const all = [...lead, ...days];
  while (all.length % 7 !== 0) all.push(null);
  for (let i = 0; i < all.length; i += 7) weeks.push(all.slice(i, i + 7));

  const move = (date: string) => {
    if (date < first || date > last) return;
    setFocused(date);
    cells.current.get(date)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, day: BookingDay) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (day.status === 'open') onChange(day.date);
      return;
    }
    const target = targetOf(event.key, day.date);
    if (!target) return;
    event.preventDefault();
    move(target < first ? first : target > last ? last : target);
  };

  const mark = (day: BookingDay) =>
    day.status === 'open' ? null : t(`jobs.calendar.mark.${day.status}`);

  return (
    <div>
      <Text strong className={styles.month} aria-hidden="true">
        {month(first, 'long') === month(last, 'long')
          ? month(first, 'long')
          : `${month(first, 'long')} – ${month(last, 'long')}`}
      </Text>
      <table
        role="grid"
        aria-labelledby={labelledBy}
        aria-describedby={legendId}
        data-testid="booking-calendar"
        className={styles.grid}
      >
        <thead>
          <tr>
            {weekdays().map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {weekday.short.replace('.', '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((day, i) => {
                if (!day) return <td key={`blank-${i}`} role="gridcell" />;
                const open = day.status === 'open';
                const selected = day.date === value;
                const showMonth = day.date === first || day.date.endsWith('-01');
                return (
                  <td
                    key={day.date}
                    role="gridcell"
                    ref={(cell: HTMLTableCellElement | null) => {
                      if (cell) cells.current.set(day.date, cell);
                      else cells.current.delete(day.date);
                    }}
                    tabIndex={day.date === current ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={!open}
                    data-date={day.date}
                    data-status={day.status}
                    onClick={() => {
                      setFocused(day.date);
                      if (open) onChange(day.date);
                    }}
                    onKeyDown={(event: KeyboardEvent) => onKeyDown(event, day)}
                    onFocus={() => setFocused(day.date)}
                    className={[
                      styles.day,
                      open ? styles.open : '',
                      selected ? styles.selected : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span className={styles.hidden}>
                      {`${calendarDay(day.date)}, ${t(`jobs.calendar.status.${day.status}`)}`}
                    </span>
                    <span aria-hidden="true" className={styles.face}>
                      {showMonth && <span className={styles.monthMark}>{month(day.date)}</span>}
                      <span className={styles.number}>{Number(day.date.slice(8))}</span>
                      {mark(day) && <span className={styles.mark}>{mark(day)}</span>}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Text id={legendId} variant="body2" tone="secondary" className={styles.legend}>
        {t('jobs.calendar.legend')}
      </Text>
    </div>
  );
}
