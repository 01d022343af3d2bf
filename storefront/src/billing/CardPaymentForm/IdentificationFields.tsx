import type { Control } from 'react-hook-form';
import type { CardContext } from '../../../../common/schemas/billing';
import { FormTextField } from '../../forms/FormTextField';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n/use-t';
import type { IdentificationType } from '../mercado-pago';
import styles from './CardPaymentForm.module.css';
import type { CardValues } from './values';

/** The payer's document: its type (the country's, from Mercado Pago) and its number. */
export function IdentificationFields({
  control,
  types,
}: {
  control: Control<CardValues, CardContext>;
  /** Undefined while Mercado Pago is asked. */
  types: IdentificationType[] | undefined;
}) {
  const t = useT();
  return (
    <div className={styles.document}>
      <SelectField
        control={control}
        name="identificationType"
        label={t('billing.card.identificationType')}
        empty={types ? undefined : t('billing.card.loading')}
        options={(types ?? []).map((type) => ({ value: type.id, label: type.name }))}
        required
        disabled={!types}
      />
      <FormTextField
        control={control}
        name="identificationNumber"
        label={t('billing.card.identificationNumber')}
        required
        maxLength={20}
      />
    </div>
  );
}
