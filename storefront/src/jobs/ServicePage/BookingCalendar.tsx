import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { weekdayOf } from '../../../../common/agenda';
import { addDays } from '../../../../common/time';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { visuallyHidden } from '../../layout/visually-hidden';
import type { BookingDay } from '../jobs-api';

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
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1, textTransform: 'capitalize' }} aria-hidden>
        {month(first, 'long') === month(last, 'long')
          ? month(first, 'long')
          : `${month(first, 'long')} – ${month(last, 'long')}`}
      </Typography>
      <Box
        component="table"
        role="grid"
        aria-labelledby={labelledBy}
        aria-describedby={legendId}
        data-testid="booking-calendar"
        sx={{
          width: '100%',
          maxWidth: 420,
          borderCollapse: 'separate',
          borderSpacing: '4px',
          tableLayout: 'fixed',
          mx: -0.5,
        }}
      >
        <thead>
          <tr>
            {weekdays().map((weekday) => (
              <Box
                component="th"
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                sx={{
                  fontSize: '0.75rem',
                  fontWeight: 600,
                  color: 'text.secondary',
                  textTransform: 'capitalize',
                  pb: 0.5,
                }}
              >
                {weekday.short.replace('.', '')}
              </Box>
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
                  <Box
                    component="td"
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
                    sx={{
                      height: 52,
                      p: 0,
                      textAlign: 'center',
                      verticalAlign: 'middle',
                      borderRadius: 2,
                      cursor: open ? 'pointer' : 'default',
                      border: 1,
                      borderColor: selected ? 'primary.main' : open ? 'primary.light' : 'divider',
                      bgcolor: selected
                        ? 'primary.main'
                        : open
                          ? 'background.paper'
                          : 'action.hover',
                      color: selected
                        ? 'primary.contrastText'
                        : open
                          ? 'text.primary'
                          : 'text.secondary',
                      '&:hover': open && !selected ? { bgcolor: 'action.selected' } : undefined,
                      '&:focus-visible': {
                        outline: '3px solid',
                        outlineColor: 'primary.dark',
                        outlineOffset: 1,
                      },
                    }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      {`${calendarDay(day.date)}, ${t(`jobs.calendar.status.${day.status}`)}`}
                    </Box>
                    <Box component="span" aria-hidden sx={{ display: 'block', lineHeight: 1.1 }}>
                      {showMonth && (
                        <Box
                          component="span"
                          sx={{ display: 'block', fontSize: '0.65rem', textTransform: 'uppercase' }}
                        >
                          {month(day.date)}
                        </Box>
                      )}
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          fontWeight: open ? 700 : 400,
                          textDecoration: open ? 'none' : 'line-through',
                        }}
                      >
                        {Number(day.date.slice(8))}
                      </Box>
                      {mark(day) && (
                        <Box component="span" sx={{ display: 'block', fontSize: '0.6rem' }}>
                          {mark(day)}
                        </Box>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography id={legendId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('jobs.calendar.legend')}
      </Typography>
    </Box>
  );
}
