import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { type Region } from '../../../../common/regions';
import { jobFormSchema } from '../../../../common/schemas/jobs';
import { ApiError } from '../../api/api-client';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import columns from '../../forms/form-column.module.css';
import { checkedBySchema } from '../../forms/schema-resolver';
import { applyServerFieldErrors } from '../../forms/server-errors';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../navigation/notices';
import { useRegion } from '../../navigation/use-region';
import { fromLocalInput, toLocalInput } from '../job-time';
import { useSaveJob } from '../jobs-api';
import type { JobDetail, JobInput } from '../jobs-api';
import { DescriptionField, OfferFormError, MoneyField, TitleField } from '../OfferFields';
import { errorText } from '../parts';
import styles from './JobEditorPage.module.css';

interface JobValues {
  title: string;
  description: string;
  price: string;
  cost: string;
  start: string;
  end: string;
}

const FIELDS = ['title', 'description', 'price', 'cost', 'start', 'end'] as const;
/** The server names the dates as the API does. */
const SERVER_FIELD: Record<string, (typeof FIELDS)[number]> = {
  startDate: 'start',
  endDate: 'end',
};

/**
 * The checks the server makes, with the shared schema, before anything is sent: the local start
 * and end become instants in the job's region (a blank or impossible time is not given).
 */
function jobResolver(region: Region) {
  return checkedBySchema<JobValues, typeof jobFormSchema>(jobFormSchema, (values) => ({
    ...values,
    start: (values.start && fromLocalInput(values.start, region)) || undefined,
    end: (values.end && fromLocalInput(values.end, region)) || undefined,
  }));
}

/** The form's first values: the job's. */
function valuesOf(job: JobDetail, region: Region): JobValues {
  return {
    title: job.title,
    description: job.description,
    price: String(job.price),
    cost: job.cost !== null && job.cost !== undefined ? String(job.cost) : '',
    start: toLocalInput(job.startDate, region),
    end: toLocalInput(job.endDate, region),
  };
}

/**
 * A prosker's job not answered yet: an offer (its client is told the new terms) or a booking
 * still new (its price and dates are the client's: the server refuses them, JOB_TERMS_AGREED).
 * New offers are made in `OfferDialog`.
 */
export function JobForm({ job, region }: { job: JobDetail; region: Region }) {
  const t = useT();
  const { currencySymbol } = useFormat();
  const navigate = useNavigate();
  const pageRegion = useRegion();
  const save = useSaveJob(job.id);
  const resolver = useMemo(() => jobResolver(region), [region]);
  const form = useForm<JobValues, unknown, JobValues>({
    resolver,
    defaultValues: valuesOf(job, region),
  });
  const { control } = form;
  const symbol = currencySymbol(job.currency);

  const submit = async (values: JobValues) => {
    const input: JobInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      price: Number(values.price),
      ...(values.cost.trim() ? { cost: Number(values.cost) } : {}),
      startDate: fromLocalInput(values.start, region)!,
      endDate: fromLocalInput(values.end, region)!,
    };
    try {
      const saved = await save.mutateAsync(input);
      navigate(pathFor('adminServiceDetail', pageRegion, { query: saved.id }), {
        state: noticeState('jobSaved'),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors.map((item) => ({
          ...item,
          field: SERVER_FIELD[item.field] ?? item.field,
        }));
        const mapped = new ApiError(error.code, error.status, error.serverMessage, { fields });
        applyServerFieldErrors(mapped, form.setError, FIELDS);
      }
    }
  };

  const fieldShown =
    save.error instanceof ApiError &&
    save.error.fieldErrors.some((item) =>
      (FIELDS as readonly string[]).includes(SERVER_FIELD[item.field] ?? item.field),
    );
  const timesHelp = t('jobs.editor.timesHelp', { region: t(`preferences.regions.${region}`) });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className={`${columns.column} ${styles.narrow}`}
      data-testid="job-form"
    >
      {save.isError && !fieldShown && (
        <OfferFormError
          error={save.error}
          testId="job-form-error"
          linkLabel={t('jobs.editor.linkAccount')}
        >
          {errorText(save.error, t)}
        </OfferFormError>
      )}
      <TitleField control={control} name="title" label={t('jobs.editor.jobTitle')} />
      <DescriptionField
        control={control}
        name="description"
        label={t('jobs.editor.description')}
        minRows={4}
      />
      <div className={columns.twoColumns}>
        <MoneyField
          control={control}
          name="price"
          label={t('jobs.editor.price')}
          helperText={t('jobs.editor.priceHelp')}
          required
          symbol={symbol}
        />
        <MoneyField
          control={control}
          name="cost"
          label={t('jobs.editor.cost')}
          helperText={t('jobs.editor.costHelp')}
          symbol={symbol}
        />
        {(['start', 'end'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            type="datetime-local"
            label={t(`jobs.editor.${name}`)}
            helperText={timesHelp}
            required
          />
        ))}
      </div>
      <div>
        <SubmitButton busy={form.formState.isSubmitting} data-testid="job-save">
          {t('jobs.editor.saveEdit')}
        </SubmitButton>
      </div>
    </form>
  );
}
