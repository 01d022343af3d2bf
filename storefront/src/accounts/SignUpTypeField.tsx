import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldMessage } from '../forms/use-field-message';
import { useT } from '../i18n/use-t';
import { Radio, RadioGroup } from '../ui';

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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorText = fieldMessage(fieldState.error?.message);
        return (
          <RadioGroup
            legend={t('signUp.typeLegend')}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText !== undefined}
            helperText={errorText}
            required
          >
            <Radio value="client" label={t('signUp.typeClient')} ref={field.ref} />
            <Radio value="prosker" label={t('signUp.typeProsker')} />
          </RadioGroup>
        );
      }}
    />
  );
}
