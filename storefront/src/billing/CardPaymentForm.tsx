import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { Currency } from '../../../common/billing';
import { digitsOnly, formatCardNumber } from '../../../common/card';
import { SITE_BY_REGION, type Region } from '../../../common/regions';
import { cardFormSchema, type CardContext } from '../../../common/schemas/billing';
import type { MessageKey } from '../../../common/validation';
import { FormAlert } from '../forms/FormAlert';
import { FormTextField } from '../forms/FormTextField';
import { checkedBySchema } from '../forms/schema-resolver';
import { SubmitButton } from '../forms/SubmitButton';
import { useFieldMessage } from '../forms/use-field-message';
import { useT } from '../i18n/use-t';
import type { StorefrontKey } from '../i18n/use-t';
import { useSession } from '../session/session';
import { useBillingConfig } from './billing-api';
import { useFormat } from './format';
import {
  MercadoPagoError,
  brandOf,
  createCardToken,
  useIdentificationTypes,
  useInstallments,
  usePaymentMethods,
} from './mercado-pago';
import type { CardField, PayerCost } from './mercado-pago';

/**
 * What the caller receives to charge: a single-use card token, the chosen installments and the
 * payer's document (a job payment sends it to Mercado Pago with the charge).
 */
export interface CardPayment {
  cardToken: string;
  paymentMethodId: string | null;
  issuerId: string | null;
  installments: number;
  identification: { type: string; number: string };
}

interface CardValues {
  cardNumber: string;
  cardholderName: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  identificationType: string;
  identificationNumber: string;
  installments: string;
}

type Translate = (key: StorefrontKey, values?: Record<string, string | number>) => string;

/** What a refusal of Mercado Pago about one field says under that field. */
const REFUSED_MESSAGE: Record<CardField, MessageKey> = {
  cardNumber: { key: 'fields.cardNumber' },
  cardholderName: { key: 'fields.cardholder' },
  expirationMonth: { key: 'fields.expiration' },
  expirationYear: { key: 'fields.expiration' },
  securityCode: { key: 'fields.securityCode' },
  identificationType: { key: 'fields.identificationNumber' },
  identificationNumber: { key: 'fields.identificationNumber' },
};

/**
 * Checks the card before anything leaves the browser, with the shared schema: Luhn, expiry,
 * security code length (the brand's, when known) and the document's length for its type.
 */
const cardResolver = checkedBySchema<CardValues, typeof cardFormSchema>(cardFormSchema);

/** The card number, grouped by fours as it is typed, with the brand at its end. */
function CardNumberField({
  control,
  brand,
}: {
  control: Control<CardValues, CardContext>;
  brand: { name: string; thumbnail: string | null } | null;
}) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { field, fieldState } = useController({ control, name: 'cardNumber' });
  const errorText = fieldMessage(fieldState.error?.message);
  return (
    <TextField
      label={t('billing.card.cardNumber')}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText !== undefined}
      helperText={errorText}
      fullWidth
      required
      autoComplete="cc-number"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-invalid': errorText !== undefined,
          maxLength: 23,
          'data-testid': 'card-number',
        },
        input: {
          endAdornment: brand ? (
            <InputAdornment position="end" data-testid="card-brand">
              {brand.thumbnail && (
                <Box
                  component="img"
                  src={brand.thumbnail}
                  alt=""
                  sx={{ height: 24, width: 'auto', mr: { xs: 0, sm: 1 }, borderRadius: 0.5 }}
                />
              )}
              {/* On a phone the logo alone leaves room for the number; the name stays readable. */}
              <Box
                component="span"
                sx={
                  brand.thumbnail
                    ? {
                        display: { xs: 'block', sm: 'inline' },
                        position: { xs: 'absolute', sm: 'static' },
                        width: { xs: '1px', sm: 'auto' },
                        height: { xs: '1px', sm: 'auto' },
                        overflow: 'hidden',
                        clipPath: { xs: 'inset(50%)', sm: 'none' },
                      }
                    : undefined
                }
              >
                {brand.name}
              </Box>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

function installmentLabel(
  cost: PayerCost,
  currency: Currency,
  t: Translate,
  money: ReturnType<typeof useFormat>['money'],
): string {
  const amount = money(cost.installment_amount, currency);
  if (cost.installments === 1) return t('billing.card.installmentSingle', { amount });
  const label = t('billing.card.installmentMany', {
    count: cost.installments,
    amount,
    total: money(cost.total_amount, currency),
  });
  return cost.installment_rate === 0 ? `${label} ${t('billing.card.interestFree')}` : label;
}

export interface CardPaymentFormProps {
  /** The country of the payment: Mercado Pago's site, its documents and test cards. */
  region: Region;
  /** What each charge will be, for the installment plans. */
  amount: number;
  currency: Currency;
  /**
   * `choose`: every installment plan Mercado Pago offers; `single`: recurring charges (a
   * subscription) are single payments, so only that plan shows, with the reason.
   */
  installmentsMode: 'choose' | 'single';
  submitLabel: string;
  /** What the payer is about to pay, shown right above the button. */
  summary?: ReactNode;
  /** The caller's own failure (a refused payment), shown above the button. */
  error?: ReactNode;
  disabled?: boolean;
  /** Charges the card; the form stays busy until it settles. Its failures are the caller's. */
  onPay: (payment: CardPayment) => Promise<unknown>;
}

/**
 * A card payment with Mercado Pago: the card is checked and tokenized in the browser (its data
 * never reaches our server) and `onPay` gets the single-use token. Used by the subscription
 * checkout and the job payment.
 */
export function CardPaymentForm({
  region,
  amount,
  currency,
  installmentsMode,
  submitLabel,
  summary,
  error,
  disabled = false,
  onPay,
}: CardPaymentFormProps) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { money } = useFormat();
  const { user } = useSession();
  const titleId = useId();
  const expiryId = useId();
  const site = SITE_BY_REGION[region];
  const config = useBillingConfig();
  const identificationTypes = useIdentificationTypes(config.data, site);
  const methods = usePaymentMethods(config.data, site);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const [brandDigits, setBrandDigits] = useState('');
  const brand = useMemo(() => brandOf(brandDigits, methods.data), [brandDigits, methods.data]);
  const context = useMemo<CardContext>(
    () => ({
      identificationTypes: identificationTypes.data ?? [],
      securityCodeLength: brand?.securityCodeLength ?? null,
    }),
    [identificationTypes.data, brand?.securityCodeLength],
  );
  const form = useForm<CardValues, CardContext, CardValues>({
    resolver: cardResolver,
    context,
    defaultValues: {
      cardNumber: '',
      cardholderName: '',
      expirationMonth: '',
      expirationYear: '',
      securityCode: '',
      identificationType: '',
      identificationNumber: '',
      installments: '1',
    },
  });
  const { control, setValue, getValues } = form;
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const digits = digitsOnly(cardNumber);
  // The brand follows the first digits only, so typing the rest does not recompute it.
  const leading = digits.slice(0, 8);
  useEffect(() => setBrandDigits(leading), [leading]);
  const bin = digits.length >= 6 ? digits.slice(0, 6) : null;
  const installments = useInstallments(config.data, site, amount, bin, brand?.id ?? null);
  const option = installments.data?.[0];
  const costs = useMemo(
    () =>
      (option?.payer_costs ?? []).filter(
        (cost) => installmentsMode === 'choose' || cost.installments === 1,
      ),
    [option, installmentsMode],
  );

  // The first document type of the country, or the one the profile already has.
  useEffect(() => {
    const types = identificationTypes.data;
    if (!types || types.length === 0) return;
    const current = getValues('identificationType');
    if (types.some((type) => type.id === current)) return;
    const own = user?.identificationType
      ? types.find((type) => type.id.toLowerCase() === user.identificationType!.toLowerCase())
      : undefined;
    setValue('identificationType', (own ?? types[0]).id);
    if (own && user?.identificationNumber && getValues('identificationNumber') === '') {
      setValue('identificationNumber', user.identificationNumber);
    }
  }, [identificationTypes.data, user, getValues, setValue]);

  // A plan that is no longer offered (another card, another amount) falls back to one payment.
  useEffect(() => {
    const chosen = Number(getValues('installments'));
    if (!costs.some((cost) => cost.installments === chosen)) setValue('installments', '1');
  }, [costs, getValues, setValue]);

  const submit = async (values: CardValues) => {
    setTokenError(null);
    if (!config.data) return;
    let token: string;
    try {
      const made = await createCardToken(config.data, site, {
        cardNumber: digitsOnly(values.cardNumber),
        cardholderName: values.cardholderName,
        expirationMonth: Number(values.expirationMonth),
        expirationYear: Number(values.expirationYear),
        securityCode: values.securityCode.trim(),
        identificationType: values.identificationType,
        identificationNumber: values.identificationNumber.trim(),
      });
      token = made.id;
    } catch (caught) {
      const refused = caught instanceof MercadoPagoError && caught.status >= 400;
      const field = refused ? caught.field : null;
      if (field) {
        form.setError(
          field,
          { type: 'server', message: fieldMessage(REFUSED_MESSAGE[field]) },
          {
            shouldFocus: true,
          },
        );
      }
      setTokenError(
        refused && caught.status < 500
          ? t('billing.card.tokenFailed')
          : t('billing.card.mpUnavailable'),
      );
      return;
    }
    try {
      await onPay({
        cardToken: token,
        paymentMethodId: option?.payment_method_id ?? brand?.id ?? null,
        issuerId: option?.issuer?.id ?? null,
        installments: Number(values.installments) || 1,
        identification: {
          type: values.identificationType,
          number: values.identificationNumber.trim(),
        },
      });
    } catch {
      // The caller shows why the payment failed (its `error`).
    }
  };

  const now = new Date();
  const years = Array.from({ length: 16 }, (_, i) => now.getFullYear() + i);
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const securityLength = brand?.securityCodeLength;
  const busy = form.formState.isSubmitting;
  const unavailable = config.isError || identificationTypes.isError;

  let installmentsHelp: string | undefined;
  if (!bin) installmentsHelp = t('billing.card.installmentsPending');
  else if (installments.isError) installmentsHelp = t('billing.card.installmentsFailed');
  else if (installmentsMode === 'single')
    installmentsHelp = t('billing.card.installmentsSingleHelp');

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit(submit)}
      data-testid="card-payment-form"
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('billing.card.title')}
      </Typography>
      {unavailable && <FormAlert>{t('billing.card.configFailed')}</FormAlert>}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CardNumberField control={control} brand={brand} />
        <FormTextField
          control={control}
          name="cardholderName"
          label={t('billing.card.cardholderName')}
          helperText={t('billing.card.cardholderHelp')}
          autoComplete="cc-name"
          required
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
          }}
        >
          <Box
            component="fieldset"
            aria-labelledby={expiryId}
            sx={{
              border: 0,
              m: 0,
              p: 0,
              minWidth: 0,
              gridColumn: { xs: '1 / -1', sm: 'span 2' },
            }}
          >
            <Typography
              component="legend"
              id={expiryId}
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1 }}
            >
              {t('billing.card.expiration')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <FormTextField
                control={control}
                name="expirationMonth"
                label={t('billing.card.expirationMonth')}
                select
                slotProps={nativeSelect}
                autoComplete="cc-exp-month"
                required
              >
                <option value="">{t('billing.card.choose')}</option>
                {months.map((month) => (
                  <option key={month} value={String(Number(month))}>
                    {month}
                  </option>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="expirationYear"
                label={t('billing.card.expirationYear')}
                select
                slotProps={nativeSelect}
                autoComplete="cc-exp-year"
                required
              >
                <option value="">{t('billing.card.choose')}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </FormTextField>
            </Box>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
            {/* As tall as the expiry legend, so the three fields line up on wider screens. */}
            <Typography
              aria-hidden
              variant="body2"
              sx={{ mb: 1, display: { xs: 'none', sm: 'block' }, visibility: 'hidden' }}
            >
              {t('billing.card.expiration')}
            </Typography>
            <FormTextField
              control={control}
              name="securityCode"
              label={t('billing.card.securityCode')}
              helperText={t('billing.card.securityCodeHelp', {
                length: securityLength ?? t('billing.card.threeOrFour'),
              })}
              autoComplete="cc-csc"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          </Box>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 2fr' },
          }}
        >
          <FormTextField
            control={control}
            name="identificationType"
            label={t('billing.card.identificationType')}
            select
            slotProps={nativeSelect}
            required
            disabled={!identificationTypes.data}
          >
            {!identificationTypes.data && <option value="">{t('billing.card.loading')}</option>}
            {(identificationTypes.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="identificationNumber"
            label={t('billing.card.identificationNumber')}
            required
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
        </Box>
        {amount > 0 && (
          <FormTextField
            control={control}
            name="installments"
            label={t('billing.card.installments')}
            select
            slotProps={nativeSelect}
            helperText={installmentsHelp}
            disabled={costs.length === 0}
          >
            {costs.length === 0 ? (
              <option value="1">
                {t('billing.card.installmentSingle', { amount: money(amount, currency) })}
              </option>
            ) : (
              costs.map((cost) => (
                <option key={cost.installments} value={String(cost.installments)}>
                  {installmentLabel(cost, currency, t, money)}
                </option>
              ))
            )}
          </FormTextField>
        )}
      </Box>
      <Box sx={{ mt: 3 }}>
        {summary}
        {tokenError && <FormAlert data-testid="card-token-error">{tokenError}</FormAlert>}
        {error}
        <SubmitButton
          busy={busy}
          disabled={busy || disabled || !config.data || unavailable}
          fullWidth
          startIcon={<LockOutlinedIcon aria-hidden />}
          data-testid="pay-button"
        >
          {submitLabel}
        </SubmitButton>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          {t('billing.card.secureNote')}
        </Typography>
      </Box>
    </Box>
  );
}
