import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { CardContext } from '../../../../common/schemas/billing';
import { FormTextField } from '../../forms/FormTextField';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n/use-t';
import { FieldGrid } from './FieldGrid';
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
    <FieldGrid columns={{ xs: '1fr 1fr', sm: '1fr 1fr 1fr' }}>
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
        <FieldGrid columns="1fr 1fr">
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
        </FieldGrid>
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
          inputMode="numeric"
          maxLength={4}
        />
      </Box>
    </FieldGrid>
  );
}
