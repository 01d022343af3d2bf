/**
 * The agenda's forms, shared by the server and the agenda's pages: a day's ranges, the week,
 * a special date. Messages are translation keys under `errors:fields`.
 */
import {
  TIME_PATTERN,
  MAX_RANGES_PER_DAY,
  rangeProblems,
  WEEKDAYS,
  type TimeRange,
} from '../agenda';
import { yup, type MessageKey } from '../validation';

const message = (key: string): MessageKey => ({ key });

const timeRule = () =>
  yup
    .string()
    .required()
    .matches(TIME_PATTERN, { message: message('fields.time') });

/** A day's ranges: well-formed times, each ending after it starts, none overlapping. */
export const rangesRule = () =>
  yup
    .array()
    .of(yup.object({ from: timeRule(), to: timeRule() }).required())
    .max(MAX_RANGES_PER_DAY, message('fields.invalid'))
    .default([])
    .test('ranges', function check(ranges) {
      const problems = rangeProblems((ranges ?? []) as TimeRange[]);
      if (problems.length === 0) return true;
      return new yup.ValidationError(
        problems.map((p) =>
          this.createError({
            path: `${this.path}[${p.index}].${p.field}`,
            message: message(p.key) as never,
          }),
        ),
      );
    });

/** An open day needs at least one range; a closed day's ranges are ignored. */
const openDayRanges =
  (openField: string, open: boolean) => (schema: ReturnType<typeof rangesRule>) =>
    schema.test('open', function check(ranges) {
      const isOpen = (this.parent as Record<string, unknown>)[openField] === open;
      if (isOpen && (ranges ?? []).length === 0) {
        return this.createError({ message: message('fields.required') as never });
      }
      return true;
    });

export const weekSchema = yup.object({
  days: yup
    .array()
    .of(
      yup
        .object({
          weekday: yup.number().integer().min(0).max(6).required(),
          open: yup.boolean().required(),
          ranges: openDayRanges('open', true)(rangesRule()),
        })
        .required(),
    )
    .required()
    .test('week', message('fields.week') as never, (days) => {
      const seen = new Set((days ?? []).map((d) => d.weekday));
      return (days ?? []).length === 7 && seen.size === 7;
    }),
});
export type Week = yup.InferType<typeof weekSchema>;

/**
 * Premium's usual week: Monday to Friday 09:00 to 18:00, on the clock of the prosker's region
 * (weekly hours are wall-clock times). Given when Premium starts to a prosker who never had a
 * week, so that their services can be booked from the first day.
 */
export const USUAL_WEEK: Week = {
  days: WEEKDAYS.map((weekday) => {
    const open = weekday >= 1 && weekday <= 5;
    return { weekday, open, ranges: open ? [{ from: '09:00', to: '18:00' }] : [] };
  }),
};

export const specialDateSchema = yup.object({
  closed: yup.boolean().required(),
  ranges: openDayRanges('closed', false)(rangesRule()),
});
export type SpecialDateInput = yup.InferType<typeof specialDateSchema>;
