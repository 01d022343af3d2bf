/**
 * A prosker's offer to a client, in a dialog that leaves the page where it was opened (the chat,
 * a client of "Mis clientes", the job editor's `?client=`): what, the price, a date and a half of
 * it (an hour within it, optional) and whether the client pays by card first. It goes to the
 * other person of a conversation (`conversationId`) or to a client by id (`clientId`); the server
 * refuses anyone the prosker has no conversation or job with (OFFER_NO_RELATION).
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { hourChoices } from '../../../common/bookings';
import { CURRENCY_BY_REGION, TIME_ZONES, type Region } from '../../../common/regions';
import { offerFormSchema } from '../../../common/schemas/jobs';
import { todayIn } from '../../../common/time';
import { FormDialog } from '../forms/FormDialog';
import { FormTextField } from '../forms/FormTextField';
import { SelectField } from '../forms/SelectField';
import columns from '../forms/form-column.module.css';
import { checkedBySchema } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { useSaveJob, type Job } from './jobs-api';
import {
  DescriptionField,
  MoneyField,
  OfferFormError,
  SwitchField,
  TitleField,
} from './OfferFields';
import { errorText } from './parts';
import styles from './Offer.module.css';

/** Whom the offer goes to: the other person of a conversation, or a client by id. */
export type OfferTarget = { conversationId: number } | { clientId: number };

interface OfferValues {
  title: string;
  description: string;
  price: string;
  date: string;
  timeOfDay: 'morning' | 'afternoon';
  hour: string;
  requiresPayment: boolean;
}

const FIELDS = ['title', 'description', 'price', 'date', 'timeOfDay', 'hour'] as const;

export function OfferDialog({
  target,
  region,
  name,
  onClose,
  onMade,
}: {
  target: OfferTarget;
  /** The prosker's region: the offer's currency and the clock its date is read on. */
  region: Region;
  /** The client's name, for the title. */
  name?: string;
  onClose: () => void;
  onMade: (job: Job) => void;
}) {
  const t = useT();
  const { currencySymbol } = useFormat();
  const save = useSaveJob(null);
  const [failure, setFailure] = useState<unknown>(null);
  const today = todayIn(TIME_ZONES[region]);
  const form = useForm<OfferValues, unknown, OfferValues>({
    resolver: checkedBySchema<OfferValues, typeof offerFormSchema>(offerFormSchema),
    defaultValues: {
      title: '',
      description: '',
      price: '',
      date: '',
      timeOfDay: 'morning',
      hour: '',
      requiresPayment: false,
    },
  });
  const { control } = form;
  const half = useWatch({ control, name: 'timeOfDay' });
  // An hour of the other half no longer applies.
  const shownHalf = useRef(half);
  useEffect(() => {
    if (shownHalf.current === half) return;
    shownHalf.current = half;
    form.setValue('hour', '');
  }, [half, form]);
  const symbol = currencySymbol(CURRENCY_BY_REGION[region]);

  const submit = async (values: OfferValues) => {
    setFailure(null);
    try {
      const job = await save.mutateAsync({
        ...target,
        title: values.title.trim(),
        description: values.description.trim(),
        price: Number(values.price),
        date: values.date,
        timeOfDay: values.timeOfDay,
        ...(values.hour ? { hour: values.hour } : {}),
        requiresPayment: values.requiresPayment,
      });
      onMade(job);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFailure(error);
    }
  };

  return (
    <FormDialog
      title={name ? t('jobs.offer.titleFor', { name }) : t('jobs.offer.title')}
      description={t('jobs.offer.intro')}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      busy={form.formState.isSubmitting}
      submitLabel={t('jobs.offer.send')}
      lockWhileBusy
      fullScreenOnPhone
      testId="offer-dialog"
    >
      {failure !== null && (
        <OfferFormError
          error={failure}
          testId="offer-error"
          linkLabel={t('jobs.editor.linkAccount')}
        >
          {errorText(failure, t)}
        </OfferFormError>
      )}
      <div className={`${columns.column} ${styles.fields}`}>
        <TitleField control={control} name="title" label={t('jobs.offer.what')} />
        <DescriptionField
          control={control}
          name="description"
          label={t('jobs.offer.description')}
          minRows={3}
        />
        <MoneyField
          control={control}
          name="price"
          label={t('jobs.editor.price')}
          helperText={t('jobs.editor.priceHelp')}
          required
          symbol={symbol}
        />
        <div className={columns.twoColumns}>
          <FormTextField
            control={control}
            name="date"
            type="date"
            label={t('jobs.offer.date')}
            required
            min={today}
          />
          <SelectField
            control={control}
            name="timeOfDay"
            label={t('jobs.offer.half')}
            options={(['morning', 'afternoon'] as const).map((value) => ({
              value,
              label: t(`jobs.halves.${value}`),
            }))}
            required
          />
        </div>
        <SelectField
          control={control}
          name="hour"
          label={t('jobs.offer.hour')}
          empty={t('jobs.offer.noHour')}
          options={hourChoices(half).map((choice) => ({ value: choice, label: choice }))}
          helperText={t('jobs.offer.hourHelp')}
        />
        <SwitchField
          control={control}
          name="requiresPayment"
          label={t('jobs.editor.requiresPayment')}
          help={t('jobs.offer.paymentHelp')}
        />
      </div>
    </FormDialog>
  );
}
