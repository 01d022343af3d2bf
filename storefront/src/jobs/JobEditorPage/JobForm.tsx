import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { CURRENCY_BY_REGION, type Region } from '../../../../common/regions';
import { jobFormSchema, newJobFormSchema } from '../../../../common/schemas/jobs';
import { ApiError } from '../../api/api-client';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { formColumnSx, twoColumnsSx } from '../../forms/form-column';
import { checkedBySchema } from '../../forms/schema-resolver';
import { applyServerFieldErrors } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../layout/notices';
import { useRegion } from '../../routing/use-region';
import { fromLocalInput, toLocalInput } from '../job-time';
import { useSaveJob } from '../jobs-api';
import type { JobDetail, JobInput } from '../jobs-api';
import {
  CategorySelect,
  currencySymbol,
  DescriptionField,
  OfferFormError,
  MoneyField,
  SwitchField,
  TitleField,
} from '../OfferFields';
import { errorText } from '../parts';

interface JobValues {
  clientId: string;
  title: string;
  description: string;
  price: string;
  cost: string;
  start: string;
  end: string;
  categoryId: string;
  requiresAppointment: boolean;
  requiresPayment: boolean;
}

const FIELDS = [
  'clientId',
  'title',
  'description',
  'price',
  'cost',
  'start',
  'end',
  'categoryId',
] as const;
/** The server names the dates as the API does. */
const SERVER_FIELD: Record<string, (typeof FIELDS)[number]> = {
  startDate: 'start',
  endDate: 'end',
};

/**
 * The checks the server makes, with the shared schema, before anything is sent: the local start
 * and end become instants in the job's region (a blank or impossible time is not given).
 */
function jobResolver(creating: boolean, region: Region) {
  return checkedBySchema<JobValues, typeof jobFormSchema | typeof newJobFormSchema>(
    creating ? newJobFormSchema : jobFormSchema,
    (values) => ({
      ...values,
      start: (values.start && fromLocalInput(values.start, region)) || undefined,
      end: (values.end && fromLocalInput(values.end, region)) || undefined,
    }),
  );
}

/**
 * The form's first values: the job's, or for a new one empty but for the client a link may name
 * (`?client={id}`, the chat's "make an offer").
 */
function valuesOf(job: JobDetail | null, region: Region, clientParam: string | null): JobValues {
  const client = clientParam && /^[1-9][0-9]*$/.test(clientParam) ? clientParam : '';
  return {
    clientId: job ? String(job.clientId) : client,
    title: job?.title ?? '',
    description: job?.description ?? '',
    price: job ? String(job.price) : '',
    cost: job?.cost !== null && job?.cost !== undefined ? String(job.cost) : '',
    start: job ? toLocalInput(job.startDate, region) : '',
    end: job ? toLocalInput(job.endDate, region) : '',
    categoryId: job?.categoryId ? String(job.categoryId) : '',
    requiresAppointment: job?.requiresAppointment ?? false,
    requiresPayment: job?.requiresPayment ?? false,
  };
}

/** A prosker's job for a client: a new one (with the client and its terms) or one still new. */
export function JobForm({ job, region }: { job: JobDetail | null; region: Region }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const pageRegion = useRegion();
  const save = useSaveJob(job?.id ?? null);
  const [search] = useSearchParams();
  const creating = job === null;
  const resolver = useMemo(() => jobResolver(creating, region), [creating, region]);
  const form = useForm<JobValues, unknown, JobValues>({
    resolver,
    defaultValues: valuesOf(job, region, search.get('client')),
  });
  const { control } = form;
  const currency = job?.currency ?? CURRENCY_BY_REGION[region];
  const symbol = currencySymbol(currency, language === 'br' ? 'pt-BR' : 'es-UY');

  const submit = async (values: JobValues) => {
    const input: JobInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      price: Number(values.price),
      ...(values.cost.trim() ? { cost: Number(values.cost) } : {}),
      startDate: fromLocalInput(values.start, region)!,
      endDate: fromLocalInput(values.end, region)!,
      ...(creating
        ? {
            clientId: Number(values.clientId),
            requiresAppointment: values.requiresAppointment,
            requiresPayment: values.requiresPayment,
            ...(values.categoryId ? { categoryId: Number(values.categoryId) } : {}),
          }
        : {}),
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
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(submit)}
      sx={{ ...formColumnSx, maxWidth: 640 }}
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
      {creating && (
        <FormTextField
          control={control}
          name="clientId"
          label={t('jobs.editor.clientId')}
          helperText={t('jobs.editor.clientIdHelp')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <TitleField control={control} name="title" label={t('jobs.editor.jobTitle')} />
      <DescriptionField
        control={control}
        name="description"
        label={t('jobs.editor.description')}
        minRows={4}
      />
      <Box sx={twoColumnsSx}>
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
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      {creating && (
        <>
          <CategorySelect
            control={control}
            name="categoryId"
            label={t('jobs.editor.category')}
            empty={t('jobs.editor.noCategory')}
          />
          <SwitchField
            control={control}
            name="requiresAppointment"
            label={t('jobs.editor.requiresAppointment')}
          />
          <SwitchField
            control={control}
            name="requiresPayment"
            label={t('jobs.editor.requiresPayment')}
            help={t('jobs.editor.requiresPaymentHelp')}
          />
        </>
      )}
      {creating && (
        <Typography variant="body2" color="text.secondary" data-testid="job-image-later">
          {t('jobs.image.afterCreate')}
        </Typography>
      )}
      <Box>
        <SubmitButton busy={form.formState.isSubmitting} data-testid="job-save">
          {creating ? t('jobs.editor.save') : t('jobs.editor.saveEdit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
