import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { isCalendarDate } from '../../../../common/agenda';
import { specialDateSchema } from '../../../../common/schemas/agenda';
import type { TimeRange } from '../../../../common/agenda';
import { todayIn } from '../../../../common/time';
import { yup } from '../../../../common/validation';
import { FormDialog } from '../../forms/FormDialog';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { FormTextField } from '../../forms/FormTextField';
import { schemaResolver } from '../../forms/schema-resolver';
import { useFormat } from '../../i18n/format';
import { isAgendaDenied, useSaveSpecialDate } from '../agenda-api';
import type { SpecialDate } from '../agenda-api';
import { useAgendaT } from '../agenda-text';
import { applyFieldErrors } from '../form-errors';
import { RangesEditor } from '../RangesEditor';
import { Radio, RadioGroup, Text } from '../../ui';
import styles from '../agenda.module.css';

type SpecialDateForm = {
  date: string;
  closed: boolean;
  ranges: TimeRange[];
};

const formSchema = specialDateSchema.shape({
  date: yup
    .string()
    .required()
    .test('date', { key: 'fields.date' } as never, (value) => !value || isCalendarDate(value)),
});

const toSend = (values: SpecialDateForm): SpecialDateForm => ({
  ...values,
  ranges: values.closed ? [] : values.ranges,
});

function KindField({ control }: { control: Control<SpecialDateForm> }) {
  const t = useAgendaT();
  const { field } = useController({ control, name: 'closed' });
  return (
    <RadioGroup
      legend={t('specialDates.kind')}
      name={field.name}
      value={field.value ? 'closed' : 'open'}
      onChange={(value) => field.onChange(value === 'closed')}
      onBlur={field.onBlur}
    >
      <Radio value="closed" ref={field.ref} label={t('specialDates.closed')} />
      <Radio value="open" label={t('specialDates.otherHours')} />
    </RadioGroup>
  );
}

/** Add (any date from today) or edit (that date) a special date: closed, or other hours. */
export function SpecialDateDialog({
  initial,
  timeZone,
  onClose,
  onSaved,
  onDenied,
}: {
  initial: SpecialDate | null;
  timeZone: string;
  onClose: () => void;
  onSaved: () => void;
  onDenied: () => void;
}) {
  const t = useAgendaT();
  const { fullDate: longDate } = useFormat();
  const save = useSaveSpecialDate();
  const [generalError, setGeneralError] = useState<unknown>(null);
  const today = todayIn(timeZone);
  const { control, handleSubmit, setError } = useForm<
    SpecialDateForm,
    unknown,
    yup.InferType<typeof formSchema>
  >({
    defaultValues: initial ?? { date: '', closed: true, ranges: [] },
    resolver: schemaResolver(formSchema, toSend),
    reValidateMode: 'onChange',
  });
  const closed = useWatch({ control, name: 'closed' });
  const date = useWatch({ control, name: 'date' });

  const submit = handleSubmit((values) => {
    setGeneralError(null);
    const body = toSend(values as SpecialDateForm);
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isAgendaDenied(error)) return onDenied();
        const known = (path: string) => path === 'date' || path.startsWith('ranges');
        if (!applyFieldErrors(error, setError, known)) setGeneralError(error);
      },
    });
  });

  return (
    <FormDialog
      title={initial ? t('specialDates.editTitle') : t('specialDates.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      submitLabel={t('specialDates.save')}
      lockWhileBusy
      maxWidth="xs"
      testId="special-date-dialog"
    >
      <div className={styles.dialogFields}>
        <FormErrorAlert error={generalError} />
        <FormTextField
          control={control}
          name="date"
          type="date"
          label={t('specialDates.date')}
          required
          disabled={initial !== null}
          helperText={isCalendarDate(date ?? '') ? longDate(date) : undefined}
          min={today}
        />
        <KindField control={control} />
        {!closed && (
          <div>
            <Text as="h3" variant="subtitle2" className={styles.rangesTitle}>
              {t('specialDates.rangesTitle')}
            </Text>
            <RangesEditor
              control={control}
              name="ranges"
              label={isCalendarDate(date ?? '') ? longDate(date) : t('specialDates.date')}
              fillWhenEmpty
            />
          </div>
        )}
      </div>
    </FormDialog>
  );
}
