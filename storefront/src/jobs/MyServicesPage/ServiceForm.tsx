import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCY_BY_REGION } from '../../../../common/regions';
import { LANGUAGE_TAGS } from '../../../../common/i18n';
import { serviceFormSchema } from '../../../../common/schemas/jobs';
import { ApiError } from '../../api/api-client';
import { useCategories } from '../../categories/use-categories';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { checkedBySchema } from '../../forms/schema-resolver';
import { applyServerFieldErrors } from '../../forms/server-errors';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { useSignedInUser } from '../../session/session';
import { formSx, twoColumns } from '../../settings/SettingsLayout';
import { usePredefinedServices, usePublishService } from '../jobs-api';
import {
  CategorySelect,
  currencySymbol,
  DescriptionField,
  LinkAccountButton,
  MoneyField,
  needsPaymentAccount,
  OfferFormError,
  SwitchField,
  TitleField,
} from '../OfferFields';

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
  const symbol = currencySymbol(currency, LANGUAGE_TAGS[language]);
  const accountMissing = needsPaymentAccount(publish.error);

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
        <OfferFormError
          error={publish.error}
          testId="service-form-error"
          linkLabel={t('jobs.myServices.linkAccount')}
        >
          {publish.error instanceof ApiError && publish.error.serverMessage
            ? publish.error.serverMessage
            : t('errors.unexpected')}
        </OfferFormError>
      )}
      <Box sx={twoColumns}>
        <CategorySelect
          control={control}
          name="categoryId"
          label={t('jobs.myServices.category')}
          empty={t('jobs.myServices.chooseCategory')}
          required
        />
        <SelectField
          control={control}
          name="predefinedServiceId"
          label={t('jobs.myServices.predefined')}
          options={(predefined.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          empty={t('jobs.myServices.predefinedNone')}
          disabled={!category || !predefined.data || predefined.data.length === 0}
          helperText={t('jobs.myServices.predefinedHelp')}
        />
      </Box>
      <TitleField control={control} name="title" label={t('jobs.myServices.serviceTitle')} />
      <DescriptionField
        control={control}
        name="description"
        label={t('jobs.myServices.description')}
        minRows={3}
      />
      <MoneyField
        control={control}
        name="price"
        label={t('jobs.myServices.price')}
        helperText={t('jobs.myServices.priceHelp', { currency })}
        required
        symbol={symbol}
      />
      {(['requiresAppointment', 'requiresPayment'] as const).map((name) => (
        <SwitchField
          key={name}
          control={control}
          name={name}
          label={t(`jobs.myServices.${name}`)}
          help={t(`jobs.myServices.${name}Help`)}
        />
      ))}
      {requiresPayment && !user.paymentAccountLinked && !accountMissing && (
        <Alert
          severity="warning"
          data-testid="service-account-warning"
          action={<LinkAccountButton>{t('jobs.myServices.linkAccount')}</LinkAccountButton>}
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
