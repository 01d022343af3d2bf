import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldMessage } from '../forms/use-field-message';
import { useT } from '../i18n/use-t';

/** Client or prosker: the choice every sign-up makes, by e-mail or through a provider. */
export function SignUpTypeField<T extends FieldValues, O extends FieldValues, C = unknown>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
}) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldMessage(fieldState.error?.message);
        return (
          <FormControl component="fieldset" error={errorText !== undefined} required>
            <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
              {t('signUp.typeLegend')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              aria-describedby={errorText ? errorId : undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <FormControlLabel
                value="client"
                control={<Radio inputRef={field.ref} />}
                label={t('signUp.typeClient')}
              />
              <FormControlLabel
                value="prosker"
                control={<Radio />}
                label={t('signUp.typeProsker')}
              />
            </RadioGroup>
            {errorText && <FormHelperText id={errorId}>{errorText}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
