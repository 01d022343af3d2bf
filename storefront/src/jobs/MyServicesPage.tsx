import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CURRENCY_BY_REGION } from '../../../common/regions';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { serviceFormSchema } from '../../../common/schemas/jobs';
import { ApiError } from '../api/api-client';
import { useFormat } from '../billing/format';
import { categoryName, useCategories } from '../categories/use-categories';
import { ConfirmDeleteDialog } from '../forms/ConfirmDeleteDialog';
import { FormAlert } from '../forms/FormAlert';
import { FormSwitch } from '../forms/FormSwitch';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { checkedBySchema } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { NotFoundPage } from '../routing/pages';
import { RouteLink } from '../routing/RouteLink';
import { useSignedInUser } from '../session/session';
import { SettingsLayout, formSx, nativeSelect, twoColumns } from '../settings/SettingsLayout';
import { ImagePicker, ImageThumb } from './ImagePicker';
import {
  useMyServices,
  usePredefinedServices,
  usePublishService,
  useRefreshServices,
} from './jobs-api';
import type { Service } from './jobs-api';
import { LoadError } from './parts';
import { CardList } from '../layout/grids';

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
function PublishForm({ onPublished }: { onPublished: () => void }) {
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

function ServiceCard({ service, onWithdraw }: { service: Service; onWithdraw: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === service.categoryId);
  return (
    <Card variant="outlined" data-testid="own-service" data-service-id={service.id}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Chip
            size="small"
            color={service.enabled ? 'success' : 'default'}
            label={service.enabled ? t('jobs.myServices.enabled') : t('jobs.myServices.disabled')}
          />
          {category && (
            <Typography variant="body2" color="text.secondary">
              {categoryName(category, language)}
            </Typography>
          )}
        </Box>
        <Typography variant="h4" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {service.title}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
          {money(service.price, service.currency, { whole: true })}
        </Typography>
        {service.enabled ? (
          <>
            <Divider sx={{ my: 1.5 }} />
            <ImagePicker
              owner={{ kind: 'service', id: service.id }}
              image={service.image}
              title={service.title}
              testId="service-image"
            />
          </>
        ) : (
          service.image && (
            <Box sx={{ mt: 1.5 }}>
              <ImageThumb
                image={service.image}
                alt={t('jobs.image.of', { title: service.title })}
                size={64}
              />
            </Box>
          )
        )}
      </CardContent>
      {service.enabled && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button size="small" component={RouteLink} to="services" params={{ query: service.id }}>
            {t('jobs.myServices.view')}
          </Button>
          <Button size="small" color="error" onClick={onWithdraw}>
            {t('jobs.myServices.withdraw')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** `cuenta/servicios` (proskers): publish services, see them, withdraw one after asking. */
export default function MyServicesPage() {
  const t = useT();
  const user = useSignedInUser();
  const prosker = user.role === 'prosker';
  const services = useMyServices(prosker);
  const refresh = useRefreshServices();
  const [withdrawing, setWithdrawing] = useState<Service | null>(null);
  const [notice, setNotice] = useState<'published' | 'withdrawn' | null>(null);
  if (!prosker) return <NotFoundPage />;

  return (
    <SettingsLayout title={t('jobs.myServices.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.myServices.intro')}
      </Typography>
      {notice && (
        <FormAlert severity="success" data-testid="services-notice" onClose={() => setNotice(null)}>
          {t(`jobs.myServices.${notice}`)}
        </FormAlert>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {t('jobs.myServices.newService')}
      </Typography>
      <PublishForm onPublished={() => setNotice('published')} />
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 1.5 }}>
        {t('jobs.myServices.yours')}
      </Typography>
      {services.isPending && (
        <Skeleton variant="rounded" height={100} aria-label={t('jobs.myServices.loading')} />
      )}
      {services.isError && (
        <LoadError
          title={t('jobs.myServices.loadFailed')}
          error={services.error}
          onRetry={() => void services.refetch()}
        />
      )}
      {services.isSuccess && services.data.length === 0 && (
        <Typography color="text.secondary">{t('jobs.myServices.empty')}</Typography>
      )}
      {services.isSuccess && services.data.length > 0 && (
        <CardList>
          {services.data.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                onWithdraw={() => {
                  setNotice(null);
                  setWithdrawing(service);
                }}
              />
            </li>
          ))}
        </CardList>
      )}
      {withdrawing && (
        <ConfirmDeleteDialog
          path={`/user/services/${withdrawing.id}`}
          title={t('jobs.myServices.withdrawTitle', { title: withdrawing.title })}
          text={t('jobs.myServices.withdrawText')}
          confirmLabel={t('jobs.myServices.withdrawConfirm')}
          onClose={() => setWithdrawing(null)}
          onDeleted={async () => {
            await refresh();
            setNotice('withdrawn');
          }}
        />
      )}
    </SettingsLayout>
  );
}
