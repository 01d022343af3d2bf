/**
 * The fields a prosker fills alike for a service and for a job: its title, description, a price
 * in the currency's symbol, a switch with its explanation, the category, and the way to the
 * payments settings when a paid offer needs a linked Mercado Pago account.
 */
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-client';
import { categoryName, useCategories } from '../categories/use-categories';
import { FormAlert } from '../forms/FormAlert';
import { FormSwitch } from '../forms/FormSwitch';
import {
  FormTextField,
  type FormInputFieldProps,
  type FormTextAreaProps,
} from '../forms/FormTextField';
import { SelectField, type SelectFieldProps } from '../forms/SelectField';
import { useLanguage } from '../i18n/use-language';
import { RouteLink } from '../navigation/RouteLink';
import { LinkButton } from '../ui';

/** The offer's title, required, up to 200 characters. */
export function TitleField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: FormInputFieldProps<T, O, C>,
) {
  return <FormTextField {...props} required maxLength={200} />;
}

/** The offer's description, required, several lines up to 5000 characters. */
export function DescriptionField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: FormTextAreaProps<T, O, C>,
) {
  return <FormTextField {...props} required multiline maxLength={5000} />;
}

/** A whole amount typed on the number keypad, the currency's symbol before it. */
export function MoneyField<T extends FieldValues, O extends FieldValues, C = unknown>({
  symbol,
  ...props
}: FormInputFieldProps<T, O, C> & { symbol: string }) {
  return <FormTextField {...props} inputMode="numeric" startAdornment={symbol} />;
}

/** A boolean field as a labelled switch, with what it means under it when `help` is given. */
export function SwitchField<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
  label,
  help,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  help?: string;
}) {
  return <FormSwitch control={control} name={name} label={label} helperText={help} />;
}

/** The category, among the catalogue's in the interface language; `empty` is the first choice. */
export function CategorySelect<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: Omit<SelectFieldProps<T, O, C>, 'options'> & {
    empty: string;
  },
) {
  const { language } = useLanguage();
  const categories = useCategories();
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: categoryName(category, language),
  }));
  return <SelectField {...props} options={options} />;
}

/** The way to the payments settings, inside an alert about the missing Mercado Pago account. */
export function LinkAccountButton({ children }: { children: string }) {
  return (
    <LinkButton render={<RouteLink to="settingsPayments" />} tone="inherit" size="small">
      {children}
    </LinkButton>
  );
}

/** Whether a refusal says that a paid offer needs the prosker's Mercado Pago account first. */
export const needsPaymentAccount = (error: unknown) =>
  error instanceof ApiError && error.code === 'PAYMENT_ACCOUNT_REQUIRED';

/** A form's refusal, with the way to the payments settings when the account is what is missing. */
export function OfferFormError({
  error,
  testId,
  linkLabel,
  children,
}: {
  error: unknown;
  testId: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <FormAlert
      data-testid={testId}
      action={
        needsPaymentAccount(error) ? <LinkAccountButton>{linkLabel}</LinkAccountButton> : undefined
      }
    >
      {children}
    </FormAlert>
  );
}
