import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { formatCardNumber } from '../../../../common/card';
import type { CardContext } from '../../../../common/schemas/billing';
import { useFieldMessage } from '../../forms/use-field-message';
import { useT } from '../../i18n/use-t';
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
                // Its box is known before the logo arrives: the number does not move.
                <Box
                  component="img"
                  src={brand.thumbnail}
                  alt=""
                  width={36}
                  height={24}
                  sx={{
                    height: 24,
                    width: 36,
                    objectFit: 'contain',
                    mr: { xs: 0, sm: 1 },
                    borderRadius: 0.5,
                  }}
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
