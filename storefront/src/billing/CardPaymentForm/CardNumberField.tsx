import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { formatCardNumber } from '../../../../common/card';
import type { CardContext } from '../../../../common/schemas/billing';
import { useFieldMessage } from '../../forms/use-field-message';
import { useT } from '../../i18n/use-t';
import { Field } from '../../ui';
import styles from './CardPaymentForm.module.css';
import type { CardValues } from './values';

/** The card number, grouped by fours as it is typed, with the brand at its end. */
export function CardNumberField({
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
    <Field
      label={t('billing.card.cardNumber')}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
      onBlur={field.onBlur}
      ref={field.ref}
      error={errorText !== undefined}
      helperText={errorText}
      fullWidth
      required
      autoComplete="cc-number"
      inputMode="numeric"
      maxLength={23}
      testId="card-number"
      endAdornment={
        brand ? (
          <span className={styles.brand} data-testid="card-brand">
            {brand.thumbnail && (
              // Its box is known before the logo arrives: the number does not move.
              <img
                src={brand.thumbnail}
                alt=""
                width={36}
                height={24}
                className={styles.brandLogo}
              />
            )}
            <span className={brand.thumbnail ? styles.brandNameHidden : undefined}>
              {brand.name}
            </span>
          </span>
        ) : undefined
      }
    />
  );
}
