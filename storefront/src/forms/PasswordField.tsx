import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { FormTextField } from './FormTextField';
import type { FormTextFieldProps } from './FormTextField';

/** A password field with a show/hide button, so a phone user can check what they typed. */
export function PasswordField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: FormTextFieldProps<T, O, C>,
) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? t('forms.hidePassword') : t('forms.showPassword')}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
