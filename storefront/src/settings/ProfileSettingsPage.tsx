import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../../common/i18n';
import { IDENTIFICATION_TYPES } from '../../../common/regions';
import { profileSchema } from '../../../common/schemas/accounts';
import { FormTextField } from '../forms/FormTextField';
import { BirthDateField, CompanyField, NameFields, TwoColumns } from '../forms/PersonFields';
import { PhoneField } from '../forms/PhoneField';
import { SelectField } from '../forms/SelectField';
import { schemaResolver } from '../forms/schema-resolver';
import { useT } from '../i18n/use-t';
import { useSignedInUser } from '../session/session';
import type { SessionUser } from '../session/user';
import { phoneForEditing } from './phone-for-editing';
import { SettingsForm, useSettingsForm } from './SettingsForm';

interface ProfileValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  phoneNumber: string;
  company: string;
  description: string;
  /** '' is "not given"; the schema wants null for that. */
  identificationType: string;
  identificationNumber: string;
  language: string;
}

const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'phoneNumber',
  'company',
  'description',
  'identificationType',
  'identificationNumber',
  'language',
] as const;

const resolver = schemaResolver<ProfileValues, typeof profileSchema>(profileSchema, (values) => ({
  ...values,
  identificationType: values.identificationType === '' ? null : values.identificationType,
}));

function valuesOf(user: SessionUser): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthDate: user.birthDate ?? '',
    phoneNumber: phoneForEditing(user),
    company: user.company ?? '',
    description: user.description ?? '',
    identificationType: user.identificationType ?? '',
    identificationNumber: user.identificationNumber ?? '',
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/** Profile edit (spec point 2, "profile edit"): `PUT /user/profile`. */
export default function ProfileSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const form = useSettingsForm(resolver, valuesOf);
  const { control } = form;

  return (
    <SettingsForm
      section="profile"
      form={form}
      valuesOf={valuesOf}
      serverFields={{ fields: FIELDS }}
    >
      <NameFields control={control} />
      <TwoColumns>
        <BirthDateField control={control} name="birthDate" required />
        <PhoneField control={control} name="phoneNumber" region={user.region} required />
      </TwoColumns>
      <CompanyField control={control} name="company" />
      <FormTextField
        control={control}
        name="description"
        label={t('settings.profile.description')}
        multiline
        minRows={3}
      />
      <TwoColumns>
        <SelectField
          control={control}
          name="identificationType"
          label={t('settings.profile.identificationType')}
          empty={t('settings.profile.identificationNone')}
          options={IDENTIFICATION_TYPES.map((type) => ({
            value: type,
            label: t(`settings.profile.identificationTypes.${type}`),
          }))}
        />
        <FormTextField
          control={control}
          name="identificationNumber"
          label={t('settings.profile.identificationNumber')}
        />
      </TwoColumns>
      <SelectField
        control={control}
        name="language"
        label={t('settings.profile.language')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`preferences.languages.${language}`),
        }))}
      />
    </SettingsForm>
  );
}
