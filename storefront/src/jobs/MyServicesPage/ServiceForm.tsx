import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCY_BY_REGION } from '../../../../common/regions';
import { serviceFormSchema } from '../../../../common/schemas/jobs';
import { ApiError } from '../../api/api-client';
import { FormAlert } from '../../forms/FormAlert';
import { useCategories } from '../../categories/use-categories';
import { SelectField } from '../../forms/SelectField';
import { SubmitButton } from '../../forms/SubmitButton';
import { checkedBySchema } from '../../forms/schema-resolver';
import { applyServerFieldErrors } from '../../forms/server-errors';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { useSignedInUser } from '../../session/session';
import columns from '../../forms/form-column.module.css';
import { usePredefinedServices, useSaveService, type Service } from '../jobs-api';
import {
  CategorySelect,
  DescriptionField,
  LinkAccountButton,
  MoneyField,
  needsPaymentAccount,
  OfferFormError,
  SwitchField,
  TitleField,
} from '../OfferFields';
import { Alert } from '../../ui';
import styles from './MyServicesPage.module.css';

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

/** A published service as the form's values. */
const valuesOf = (service: Service): ServiceValues => ({
  categoryId: String(service.categoryId),
  predefinedServiceId: service.predefinedServiceId ? String(service.predefinedServiceId) : '',
  title: service.title,
  description: service.description,
  price: String(service.price),
  requiresAppointment: service.requiresAppointment,
  requiresPayment: service.requiresPayment,
});

/**
 * Publish a service: category, an optional predefined one (fills the title), words, price, and
 * whether it goes by appointment or is paid in advance. Given a published `service`, the same
 * form changes it: its title and category name what it is and stay as they are.
 */
export function ServiceForm({
  service,
  onSaved = () => undefined,
}: {
  service?: Service;
  onSaved?: () => void;
}) {
  const t = useT();
  const user = useSignedInUser();
  const { currencySymbol } = useFormat();
  const categories = useCategories();
  const editing = service !== undefined;
  // A change saved: said above the form until the next try.
  const [saved, setSaved] = useState(false);
  const save = useSaveService(service?.id ?? null);
  const form = useForm<ServiceValues, unknown, ServiceValues>({
    resolver: serviceResolver,
    defaultValues: service ? valuesOf(service) : EMPTY,
  });
  const { control, setValue } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const requiresPayment = useWatch({ control, name: 'requiresPayment' });
  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const predefined = usePredefinedServices(category?.slug ?? null);
  const currency = CURRENCY_BY_REGION[user.region === 'br' ? 'br' : 'uy'];
  const symbol = currencySymbol(currency);
  const accountMissing = needsPaymentAccount(save.error);

  // Another category offers other predefined services (a published one keeps its own).
  useEffect(() => {
    if (!editing) setValue('predefinedServiceId', '');
  }, [categoryId, setValue, editing]);

  // Picking a predefined service fills the title (and whether it needs an appointment), once
  // per pick: a later edit of the title stays.
  const chosen = useWatch({ control, name: 'predefinedServiceId' });
  const filledFor = useRef('');
  useEffect(() => {
    if (editing || chosen === filledFor.current) return;
    const option = predefined.data?.find((item) => String(item.id) === chosen);
    if (chosen !== '' && !option) return;
    filledFor.current = chosen;
    if (option) {
      setValue('title', option.title, { shouldValidate: form.formState.isSubmitted });
      setValue('requiresAppointment', option.requiresAppointment);
    }
  }, [chosen, predefined.data, setValue, form.formState.isSubmitted, editing]);

  const submit = async (values: ServiceValues) => {
    const terms = {
      description: values.description.trim(),
      price: Number(values.price),
      requiresAppointment: values.requiresAppointment,
      requiresPayment: values.requiresPayment,
    };
    setSaved(false);
    try {
      if (editing) {
        form.reset(valuesOf(await save.mutateAsync(terms)));
        setSaved(true);
      } else {
        await save.mutateAsync({
          ...terms,
          title: values.title.trim(),
          categoryId: Number(values.categoryId),
          ...(values.predefinedServiceId
            ? { predefinedServiceId: Number(values.predefinedServiceId) }
            : {}),
        });
        form.reset(EMPTY);
      }
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  };

  return (
    <form
      noValidate
      aria-label={editing ? t('jobs.myServices.editTitle') : t('jobs.myServices.newService')}
      onSubmit={form.handleSubmit(submit)}
      className={`${columns.column} ${styles.form}`}
      data-testid="service-form"
    >
      <div className={columns.twoColumns}>
        <CategorySelect
          control={control}
          name="categoryId"
          label={t('jobs.myServices.category')}
          empty={t('jobs.myServices.chooseCategory')}
          required
          disabled={editing}
        />
        <SelectField
          control={control}
          name="predefinedServiceId"
          label={t('jobs.myServices.predefined')}
          options={(predefined.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          empty={t('jobs.myServices.predefinedNone')}
          disabled={editing || !category || !predefined.data || predefined.data.length === 0}
          helperText={editing ? undefined : t('jobs.myServices.predefinedHelp')}
        />
      </div>
      <TitleField
        control={control}
        name="title"
        label={t('jobs.myServices.serviceTitle')}
        disabled={editing}
        helperText={editing ? t('jobs.myServices.fixedHelp') : undefined}
      />
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
      {/* What the sending did, beside the button pressed: in sight on a phone too. */}
      {saved && (
        <FormAlert severity="success" data-testid="service-saved" onClose={() => setSaved(false)}>
          {t('jobs.myServices.saved')}
        </FormAlert>
      )}
      {save.isError && (
        <OfferFormError
          error={save.error}
          testId="service-form-error"
          linkLabel={t('jobs.myServices.linkAccount')}
        >
          {save.error instanceof ApiError && save.error.serverMessage
            ? save.error.serverMessage
            : t('errors.unexpected')}
        </OfferFormError>
      )}
      <div>
        <SubmitButton busy={form.formState.isSubmitting} data-testid="service-publish">
          {editing ? t('jobs.myServices.save') : t('jobs.myServices.publish')}
        </SubmitButton>
      </div>
    </form>
  );
}
