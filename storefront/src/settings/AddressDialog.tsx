import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { COUNTRY_BY_REGION, COUNTRY_CODES } from '../../../common/regions';
import { addressSchema } from '../../../common/schemas/accounts';
import type { AddressInput } from '../../../common/schemas/accounts';
import { FormDialog } from '../forms/FormDialog';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormTextField } from '../forms/FormTextField';
import { TwoColumns } from '../forms/PersonFields';
import { SelectField } from '../forms/SelectField';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { useRegion } from '../navigation/use-region';
import type { Address, CountryCode } from '../session/user';
import { Checkbox } from '../ui';
import { addressBody, useDivisions, useSaveAddress } from './use-addresses';
import styles from './AddressDialog.module.css';

interface AddressValues {
  domicile: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: CountryCode;
  isDefault: boolean;
}

const FIELDS = [
  'domicile',
  'neighborhood',
  'city',
  'state',
  'postalCode',
  'countryCode',
  'isDefault',
] as const;

function valuesOf(address: Address | null, fallbackCountry: CountryCode): AddressValues {
  return {
    domicile: address?.domicile ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: address?.countryCode ?? fallbackCountry,
    isDefault: address?.isDefault ?? false,
  };
}

interface AddressDialogProps {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** Whether this will be the first address (which is the default whatever is chosen). */
  first: boolean;
  onClose: () => void;
  /** The address as saved (a booking chooses the one just added). */
  onSaved: (address: Address) => void;
}

/**
 * Add or edit an address. The country chooses the list of the second level (Uruguay's
 * departments, Brazil's states); the country's name is stored in the interface language.
 */
export function AddressDialog({ address, first, onClose, onSaved }: AddressDialogProps) {
  const t = useT();
  const region = useRegion();
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveAddress();
  const resolver = schemaResolver<AddressValues, typeof addressSchema>(addressSchema, (values) => ({
    ...values,
    country: t(`addresses.countries.${values.countryCode}`),
  }));
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    AddressValues,
    unknown,
    AddressInput
  >({
    resolver,
    defaultValues: valuesOf(address, COUNTRY_BY_REGION[region]),
  });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const divisions = useDivisions(countryCode);
  // In the order a reader of the country expects ("Pará, Paraíba, Paraná"), accents aside.
  const divisionNames = (divisions.data ?? [])
    .map((division) => division.name)
    .sort((a, b) => a.localeCompare(b, countryCode === 'BR' ? 'pt-BR' : 'es-UY'));
  // An address saved before with a name the list does not have must still show its value.
  const savedState = address?.countryCode === countryCode ? address.state : '';
  if (savedState && divisions.isSuccess && !divisionNames.includes(savedState)) {
    divisionNames.unshift(savedState);
  }

  // Another country has other departments or states: the old choice no longer applies.
  const shownCountry = useRef(countryCode);
  useEffect(() => {
    if (shownCountry.current === countryCode) return;
    shownCountry.current = countryCode;
    setValue('state', '');
  }, [countryCode, setValue]);

  /** A text field of the address; those the browser can fill (`autoComplete`) are required. */
  const textField = (
    name: 'domicile' | 'neighborhood' | 'city' | 'postalCode',
    autoComplete?: string,
    helperText?: string,
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`addresses.${name}`)}
      helperText={helperText}
      autoComplete={autoComplete}
      required={autoComplete !== undefined}
    />
  );

  const onSubmit = async (values: AddressInput) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        id: address?.id ?? null,
        body: addressBody({ ...values, isDefault: first || Boolean(values.isDefault) }),
      });
      onSaved(saved);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
    }
  };

  return (
    <FormDialog
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
      busy={formState.isSubmitting}
      submitLabel={t('addresses.save')}
      fullScreenOnPhone
      testId="address-dialog"
    >
      <FormErrorAlert error={failure} />
      <div className={styles.fields}>
        <SelectField
          control={control}
          name="countryCode"
          label={t('addresses.countryCode')}
          options={COUNTRY_CODES.map((code) => ({
            value: code,
            label: t(`addresses.countries.${code}`),
          }))}
          required
        />
        {textField('domicile', 'street-address', t('addresses.domicileHelp'))}
        <TwoColumns>
          {textField('neighborhood')}
          {textField('city', 'address-level2')}
        </TwoColumns>
        <TwoColumns>
          <SelectField
            control={control}
            name="state"
            label={t(`addresses.state.${countryCode}`)}
            empty={t('addresses.stateChoose')}
            options={divisionNames.map((name) => ({ value: name, label: name }))}
            helperText={divisions.isError ? t('addresses.divisionsFailed') : undefined}
            disabled={divisions.isPending}
            required
          />
          {textField('postalCode', 'postal-code')}
        </TwoColumns>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox
              name={field.name}
              checked={first || field.value}
              disabled={first || address?.isDefault}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              label={t('addresses.isDefault')}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
