import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { CardContext } from '../../../../common/schemas/billing';
import { FormTextField } from '../../forms/FormTextField';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n/use-t';
import { Text } from '../../ui';
import styles from './CardPaymentForm.module.css';
import type { CardValues } from './values';

/** The expiry (month and year, one fieldset) and the security code beside it. */
export function ExpiryFields({
  control,
  securityLength,
}: {
  control: Control<CardValues, CardContext>;
  /** The brand's security code length, when the brand is known. */
  securityLength: number | null | undefined;
}) {
  const t = useT();
  const expiryId = useId();
  const now = new Date();
  const years = Array.from({ length: 16 }, (_, i) => {
    const year = String(now.getFullYear() + i);
    return { value: year, label: year };
  });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1).padStart(2, '0'),
  }));
  return (
    <div className={styles.expiryRow}>
      <fieldset aria-labelledby={expiryId} className={styles.expiry}>
        <Text
          as="legend"
          id={expiryId}
          variant="body2"
          tone="secondary"
          className={styles.expiryLegend}
        >
          {t('billing.card.expiration')}
        </Text>
        <div className={styles.pair}>
          {(
            [
              ['expirationMonth', t('billing.card.expirationMonth'), months, 'cc-exp-month'],
              ['expirationYear', t('billing.card.expirationYear'), years, 'cc-exp-year'],
            ] as const
          ).map(([name, label, options, autoComplete]) => (
            <SelectField
              key={name}
              control={control}
              name={name}
              label={label}
              empty={t('billing.card.choose')}
              options={options}
              autoComplete={autoComplete}
              required
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.code}>
        <Text aria-hidden variant="body2" className={styles.legendSpacer}>
          {t('billing.card.expiration')}
        </Text>
        <FormTextField
          control={control}
          name="securityCode"
          label={t('billing.card.securityCode')}
          helperText={t('billing.card.securityCodeHelp', {
            length: securityLength ?? t('billing.card.threeOrFour'),
          })}
          autoComplete="cc-csc"
          required
          inputMode="numeric"
          maxLength={4}
        />
      </div>
    </div>
  );
}
