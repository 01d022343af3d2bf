import Visibility from 'plain-icon:Visibility';
import VisibilityOff from 'plain-icon:VisibilityOff';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { IconButton } from '../ui';
import { FormTextField } from './FormTextField';
import type { FormInputFieldProps } from './FormTextField';

/** A password field with a show/hide button, so a phone user can check what they typed. */
export function PasswordField<T extends FieldValues, O extends FieldValues, C = unknown>(
  props: Omit<FormInputFieldProps<T, O, C>, 'type'>,
) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          edge="end"
          onClick={() => setVisible((v) => !v)}
          label={visible ? t('forms.hidePassword') : t('forms.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
}
