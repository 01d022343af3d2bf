import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TIME_PATTERN, isCalendarDate, minutesOf, timeOf } from '../../../common/agenda';
import type { TimeRange } from '../../../common/agenda';
import { EMAIL_MAX, NAME_MAX } from '../../../common/constants';
import { yup } from '../../../common/validation';
import { ApiError } from '../api/api-client';
import { FormDialog } from '../forms/FormDialog';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormTextField } from '../forms/FormTextField';
import { TwoColumns } from '../forms/PersonFields';
import { SelectField } from '../forms/SelectField';
import { schemaResolver } from '../forms/schema-resolver';
import { isAgendaDenied, useCreateEvent } from './agenda-api';
import type { AgendaEvent } from './agenda-api';
import { useFormat } from '../i18n/format';
import { HALF_HOURS, rangesText, useAgendaT } from './agenda-text';
import { applyFieldErrors } from './form-errors';
import styles from './agenda.module.css';
import { instantOf, todayIn } from '../../../common/time';

interface EventForm {
  date: string;
  time: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  comments: string;
}

const optional = (max: number) => yup.string().trim().max(max);

const eventSchema = yup.object({
  date: yup
    .string()
    .required()
    .test('date', { key: 'fields.date' } as never, (value) => !value || isCalendarDate(value)),
  time: yup
    .string()
    .required()
    .matches(TIME_PATTERN, { message: { key: 'fields.time' } as never }),
  clientName: yup.string().trim().required().max(NAME_MAX),
  clientPhone: optional(30),
  clientEmail: yup.string().trim().email().max(EMAIL_MAX),
  comments: optional(2000),
});

/** Starts of 1-hour events: every :00 and :30 of the day. */
const START_TIMES = HALF_HOURS.slice(0, -2);

/** The client's optional ways of contact, each with its keyboard. */
const CONTACT_FIELDS = [
  ['clientPhone', 'tel'],
  ['clientEmail', 'email'],
] as const;

/** `details.ranges` of EVENT_NO_TIME_AVAILABLE: the hours that date has. */
function rangesOfError(error: unknown): TimeRange[] | null {
  if (!(error instanceof ApiError) || error.code !== 'EVENT_NO_TIME_AVAILABLE') return null;
  const details = error.details as { ranges?: unknown } | undefined;
  if (!Array.isArray(details?.ranges)) return null;
  return details.ranges.filter(
    (r): r is TimeRange =>
      typeof r === 'object' && r !== null && typeof r.from === 'string' && typeof r.to === 'string',
  );
}

export interface NewEventStart {
  date: string;
  time: string;
}

/** The prosker adds a pending 1-hour event by hand (a slot clicked, or "New appointment"). */
export function NewEventDialog({
  start,
  timeZone,
  onClose,
  onCreated,
  onDenied,
}: {
  start: NewEventStart;
  timeZone: string;
  onClose: () => void;
  onCreated: (event: AgendaEvent) => void;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const create = useCreateEvent();
  const [generalError, setGeneralError] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<
    EventForm,
    unknown,
    yup.InferType<typeof eventSchema>
  >({
    defaultValues: {
      date: start.date,
      time: start.time,
      clientName: '',
      clientPhone: '',
      clientEmail: '',
      comments: '',
    },
    resolver: schemaResolver(eventSchema),
    reValidateMode: 'onChange',
  });
  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const dayRanges = rangesOfError(generalError);

  const submit = handleSubmit((values) => {
    setGeneralError(null);
    const startsAt = instantOf(values.date, values.time, timeZone);
    if (!startsAt) return;
    const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
    create.mutate(
      {
        startsAt,
        clientName: values.clientName.trim(),
        clientPhone: text(values.clientPhone),
        clientEmail: text(values.clientEmail),
        comments: text(values.comments),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isAgendaDenied(error)) return onDenied();
          const known = (path: string) =>
            ['clientName', 'clientPhone', 'clientEmail', 'comments'].includes(path);
          if (!applyFieldErrors(error, setError, known)) setGeneralError(error);
        },
      },
    );
  });

  return (
    <FormDialog
      title={t('newEvent.title')}
      description={t('newEvent.intro')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      submitLabel={t('newEvent.save')}
      lockWhileBusy
      fullScreenOnPhone
      testId="new-event-dialog"
    >
      <FormErrorAlert error={generalError} data-testid="new-event-error">
        {dayRanges && dayRanges.length > 0 && (
          <span className={styles.block}>
            {t('newEvent.dayRanges', { ranges: rangesText(dayRanges) })}
          </span>
        )}
      </FormErrorAlert>
      <TwoColumns>
        <FormTextField
          control={control}
          name="date"
          type="date"
          label={t('newEvent.date')}
          required
          helperText={isCalendarDate(date ?? '') ? longDate(date) : undefined}
          min={todayIn(timeZone)}
        />
        <SelectField
          control={control}
          name="time"
          label={t('newEvent.time')}
          required
          helperText={
            TIME_PATTERN.test(time ?? '')
              ? t('newEvent.timeValue', {
                  from: time,
                  to: timeOf((minutesOf(time) + 60) % (24 * 60)),
                })
              : undefined
          }
          options={START_TIMES.map((value) => ({ value, label: value }))}
        />
        <div className={styles.wide}>
          <FormTextField
            control={control}
            name="clientName"
            label={t('newEvent.clientName')}
            required
            autoComplete="off"
            autoFocus
          />
        </div>
        {CONTACT_FIELDS.map(([name, type]) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            type={type}
            label={t(`newEvent.${name}`)}
            helperText={t('optional')}
            autoComplete="off"
          />
        ))}
        <div className={styles.wide}>
          <FormTextField
            control={control}
            name="comments"
            label={t('newEvent.comments')}
            helperText={t('optional')}
            multiline
            minRows={2}
          />
        </div>
      </TwoColumns>
    </FormDialog>
  );
}
