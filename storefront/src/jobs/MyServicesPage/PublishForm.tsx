import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCY_BY_REGION } from '../../../../common/regions';
import { LANGUAGE_TAGS } from '../../../../common/i18n';
import { serviceFormSchema } from '../../../../common/schemas/jobs';
import { ApiError } from '../../api/api-client';
import { categoryName, useCategories } from '../../categories/use-categories';
import { FormAlert } from '../../forms/FormAlert';
import { FormSwitch } from '../../forms/FormSwitch';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { checkedBySchema } from '../../forms/schema-resolver';
import { applyServerFieldErrors } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { useSignedInUser } from '../../session/session';
import { formSx, nativeSelect, twoColumns } from '../../settings/SettingsLayout';
import { usePredefinedServices, usePublishService } from '../jobs-api';

interface ServiceValues {
  categoryId: string;
  predefinedServiceId: string;
  title: string;
  description: string;
  price: string;
  requiresAppointment: boolean;
  requiresPayment: boolean;
}

const FIELDS = ['categoryId', 'title', 'description', 'price'] as const;
const EMPTY: ServiceValues = {
  categoryId: '',
  predefinedServiceId: '',
  title: '',
  description: '',
  price: '',
  requiresAppointment: false,
  requiresPayment: false,
};

const serviceResolver = checkedBySchema<ServiceValues, typeof serviceFormSchema>(serviceFormSchema);

/** Publish a service: category, an optional predefined one (fills the title), words, price. */
export function PublishForm({ onPublished }: { onPublished: () => void }) {
  const t = useT();
  const user = useSignedInUser();
  const { language } = useLanguage();
  const categories = useCategories();
  const publish = usePublishService();
  const form = useForm<ServiceValues, unknown, ServiceValues>({
    resolver: serviceResolver,
    defaultValues: EMPTY,
  });
  const { control, setValue } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const requiresPayment = useWatch({ control, name: 'requiresPayment' });
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const predefined = usePredefinedServices(category?.slug ?? null);
  const currency = CURRENCY_BY_REGION[user.region === 'br' ? 'br' : 'uy'];
  const symbol =
    new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  const accountMissing =
    publish.error instanceof ApiError && publish.error.code === 'PAYMENT_ACCOUNT_REQUIRED';

  // Another category offers other predefined services.
  useEffect(() => {
    setValue('predefinedServiceId', '');
  }, [categoryId, setValue]);

  // Picking a predefined service fills the title (and whether it needs an appointment), once
  // per pick: a later edit of the title stays.
  const chosen = useWatch({ control, name: 'predefinedServiceId' });
  const filledFor = useRef('');
  useEffect(() => {
    if (chosen === filledFor.current) return;
    const option = predefined.data?.find((item) => String(item.id) === chosen);
    if (chosen !== '' && !option) return;
    filledFor.current = chosen;
    if (option) {
      setValue('title', option.title, { shouldValidate: form.formState.isSubmitted });
      setValue('requiresAppointment', option.requiresAppointment);
    }
  }, [chosen, predefined.data, setValue, form.formState.isSubmitted]);

  const submit = async (values: ServiceValues) => {
    try {
      await publish.mutateAsync({
        title: values.title.trim(),
        description: values.description.trim(),
        price: Number(values.price),
        categoryId: Number(values.categoryId),
        ...(values.predefinedServiceId
          ? { predefinedServiceId: Number(values.predefinedServiceId) }
          : {}),
        requiresAppointment: values.requiresAppointment,
        requiresPayment: values.requiresPayment,
      });
      form.reset(EMPTY);
      onPublished();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('jobs.myServices.newService')}
      onSubmit={form.handleSubmit(submit)}
      sx={formSx}
      data-testid="service-form"
    >
      {publish.isError && (
        <FormAlert
          data-testid="service-form-error"
          action={
            accountMissing ? (
              <Button component={RouteLink} to="settingsPayments" color="inherit" size="small">
                {t('jobs.myServices.linkAccount')}
              </Button>
            ) : undefined
          }
        >
          {publish.error instanceof ApiError && publish.error.serverMessage
            ? publish.error.serverMessage
            : t('errors.unexpected')}
        </FormAlert>
      )}
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="categoryId"
          label={t('jobs.myServices.category')}
          select
          required
          slotProps={nativeSelect}
        >
          <option value="">{t('jobs.myServices.chooseCategory')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryName(c, language)}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="predefinedServiceId"
          label={t('jobs.myServices.predefined')}
          select
          slotProps={nativeSelect}
          disabled={!category || !predefined.data || predefined.data.length === 0}
          helperText={t('jobs.myServices.predefinedHelp')}
        >
          <option value="">{t('jobs.myServices.predefinedNone')}</option>
          {(predefined.data ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.title}
            </option>
          ))}
        </FormTextField>
      </Box>
      <FormTextField
        control={control}
        name="title"
        label={t('jobs.myServices.serviceTitle')}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('jobs.myServices.description')}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <FormTextField
        control={control}
        name="price"
        label={t('jobs.myServices.price')}
        helperText={t('jobs.myServices.priceHelp', { currency })}
        required
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
        }}
      />
      <Box>
        <FormControlLabel
          control={<FormSwitch control={control} name="requiresAppointment" />}
          label={t('jobs.myServices.requiresAppointment')}
        />
        <FormHelperText sx={{ mt: -0.5 }}>
          {t('jobs.myServices.requiresAppointmentHelp')}
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel
          control={<FormSwitch control={control} name="requiresPayment" />}
          label={t('jobs.myServices.requiresPayment')}
        />
        <FormHelperText sx={{ mt: -0.5 }}>
          {t('jobs.myServices.requiresPaymentHelp')}
        </FormHelperText>
      </Box>
      {requiresPayment && !user.paymentAccountLinked && !accountMissing && (
        <Alert
          severity="warning"
          data-testid="service-account-warning"
          action={
            <Button component={RouteLink} to="settingsPayments" color="inherit" size="small">
              {t('jobs.myServices.linkAccount')}
            </Button>
          }
        >
          {t('jobs.myServices.notLinked')}
        </Alert>
      )}
      <Box>
        <SubmitButton busy={form.formState.isSubmitting} data-testid="service-publish">
          {t('jobs.myServices.publish')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
