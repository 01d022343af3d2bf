import LockOutlinedIcon from 'plain-icon:LockOutlined';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Currency } from '../../../../common/billing';
import { digitsOnly } from '../../../../common/card';
import { SITE_BY_REGION, type Region } from '../../../../common/regions';
import type { CardContext } from '../../../../common/schemas/billing';
import { FormAlert } from '../../forms/FormAlert';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFieldMessage } from '../../forms/use-field-message';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../session/session';
import { Text } from '../../ui';
import { useBillingConfig } from '../billing-api';
import {
  MercadoPagoError,
  brandOf,
  createCardToken,
  useIdentificationTypes,
  useInstallments,
  usePaymentMethods,
  type PayerCost,
} from '../mercado-pago';
import { CardNumberField } from './CardNumberField';
import { ExpiryFields } from './ExpiryFields';
import { IdentificationFields } from './IdentificationFields';
import { InstallmentsField } from './InstallmentsField';
import styles from './CardPaymentForm.module.css';
import { cardResolver, EMPTY_CARD, REFUSED_MESSAGE, type CardValues } from './values';

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
  /**
   * With `firstPaymentToken` and more than one installment: a second single-use token of the
   * same card, for the one-off payment of the first period (the first token is the recurring one).
   */
  firstPaymentToken?: string;
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
  /** In `choose` mode, the most installments offered (Mercado Pago's list is cut there). */
  installmentsUpTo?: number;
  /** Said under the installments when they can be chosen. */
  installmentsHelp?: string;
  /** Tokenizes the card twice when installments are chosen (a subscription's first period). */
  firstPaymentToken?: boolean;
  /** The button's words; as a function, they follow the installment plan chosen (null: none). */
  submitLabel: string | ((chosen: PayerCost | null) => string);
  /** What the payer is about to pay, shown right above the button (also per plan chosen). */
  summary?: ReactNode | ((chosen: PayerCost | null) => ReactNode);
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
  installmentsUpTo = Infinity,
  installmentsHelp: chooseHelp,
  firstPaymentToken = false,
  submitLabel,
  summary,
  error,
  disabled = false,
  onPay,
}: CardPaymentFormProps) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { user } = useSession();
  const titleId = useId();
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
    defaultValues: EMPTY_CARD,
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
      (option?.payer_costs ?? []).filter((cost) =>
        installmentsMode === 'choose'
          ? cost.installments <= installmentsUpTo
          : cost.installments === 1,
      ),
    [option, installmentsMode, installmentsUpTo],
  );

  const chosenCount = Number(useWatch({ control, name: 'installments' }));
  const chosen = costs.find((cost) => cost.installments === chosenCount) ?? null;

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
    const chosen = Number(values.installments) || 1;
    let token: string;
    let secondToken: string | undefined;
    try {
      const card = {
        cardNumber: digitsOnly(values.cardNumber),
        cardholderName: values.cardholderName,
        expirationMonth: Number(values.expirationMonth),
        expirationYear: Number(values.expirationYear),
        securityCode: values.securityCode.trim(),
        identificationType: values.identificationType,
        identificationNumber: values.identificationNumber.trim(),
      };
      token = (await createCardToken(config.data, site, card)).id;
      // Tokens are single use: the first period's payment needs its own.
      if (firstPaymentToken && chosen > 1) {
        secondToken = (await createCardToken(config.data, site, card)).id;
      }
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
        installments: chosen,
        identification: {
          type: values.identificationType,
          number: values.identificationNumber.trim(),
        },
        ...(secondToken ? { firstPaymentToken: secondToken } : {}),
      });
    } catch {
      // The caller shows why the payment failed (its `error`).
    }
  };

  const securityLength = brand?.securityCodeLength;
  const busy = form.formState.isSubmitting;
  const unavailable = config.isError || identificationTypes.isError;

  let installmentsHelp: string | undefined;
  if (!bin) installmentsHelp = t('billing.card.installmentsPending');
  else if (installments.isError) installmentsHelp = t('billing.card.installmentsFailed');
  else if (installmentsMode === 'single')
    installmentsHelp = t('billing.card.installmentsSingleHelp');
  else installmentsHelp = chooseHelp;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit(submit)}
      data-testid="card-payment-form"
    >
      <Text variant="h2" id={titleId} className={styles.title}>
        {t('billing.card.title')}
      </Text>
      {unavailable && <FormAlert>{t('billing.card.configFailed')}</FormAlert>}
      <div className={styles.fields}>
        <CardNumberField control={control} brand={brand} />
        <FormTextField
          control={control}
          name="cardholderName"
          label={t('billing.card.cardholderName')}
          helperText={t('billing.card.cardholderHelp')}
          autoComplete="cc-name"
          required
        />
        <ExpiryFields control={control} securityLength={securityLength} />
        <IdentificationFields control={control} types={identificationTypes.data} />
        {amount > 0 && (
          <InstallmentsField
            control={control}
            amount={amount}
            currency={currency}
            costs={costs}
            help={installmentsHelp}
          />
        )}
      </div>
      <div className={styles.footer}>
        {typeof summary === 'function' ? summary(chosen) : summary}
        {tokenError && <FormAlert data-testid="card-token-error">{tokenError}</FormAlert>}
        {error}
        <SubmitButton
          busy={busy}
          disabled={busy || disabled || !config.data || unavailable}
          fullWidth
          className={styles.payButton}
          startIcon={<LockOutlinedIcon />}
          data-testid="pay-button"
        >
          {typeof submitLabel === 'function' ? submitLabel(chosen) : submitLabel}
        </SubmitButton>
        <Text variant="body2" tone="secondary" className={styles.secureNote}>
          {t('billing.card.secureNote')}
        </Text>
      </div>
    </form>
  );
}
