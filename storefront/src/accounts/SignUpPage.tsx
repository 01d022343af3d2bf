import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { signUpSchema } from '../../../common/schemas/accounts';
import type { SignUpInput, SIGN_UP_TYPES } from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { FormTextField } from '../forms/FormTextField';
import {
  BirthDateField,
  CompanyField,
  EmailField,
  NameFields,
  NewPasswordFields,
  TwoColumns,
} from '../forms/PersonFields';
import { PhoneField } from '../forms/PhoneField';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useFieldMessage } from '../forms/use-field-message';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import surfaces from '../layout/surfaces.module.css';
import { useRegion } from '../navigation/use-region';
import { NEXT_PARAM, nextSearch, safeNext } from '../session/after-sign-in';
import { Checkbox } from '../ui';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';
import { SignUpTypeField } from './SignUpTypeField';

type SignUpType = (typeof SIGN_UP_TYPES)[number];

interface SignUpValues {
  type: SignUpType;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phoneNumber: string;
  birthDate: string;
  company: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

const FIELDS = [
  'type',
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneNumber',
  'birthDate',
  'company',
  'password',
  'passwordConfirmation',
  'termsAccepted',
] as const;

const resolver = schemaResolver<SignUpValues, typeof signUpSchema>(signUpSchema);

/** The optional path parameter can preselect the prosker choice, e.g. from a landing page. */
function initialType(query: string | undefined): SignUpType {
  return query === 'prosker' ? 'prosker' : 'client';
}

export default function SignUpPage() {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const region = useRegion();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { query } = useParams();
  const [params] = useSearchParams();
  const next = safeNext(params.get(NEXT_PARAM));
  const [failure, setFailure] = useState<unknown>(null);

  const { control, handleSubmit, setError, formState } = useForm<
    SignUpValues,
    unknown,
    SignUpInput
  >({
    resolver,
    // A number typed without its country code is read as the page's region writes them.
    context: { region },
    defaultValues: {
      type: initialType(query),
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      phoneNumber: '',
      birthDate: '',
      company: '',
      password: '',
      passwordConfirmation: '',
      termsAccepted: false,
    },
  });

  const onSubmit = async (values: SignUpInput) => {
    setFailure(null);
    try {
      // The account's mails are written in the language and region the visitor signs up in;
      // the verification link brings them back to `next`.
      const answer = await apiSend<Answer<'/signup', 'post'>>('/signup', {
        body: { ...values, language, region, ...(next ? { next } : {}) },
      });
      navigate({
        pathname: pathFor('confirmMail', region, { email: answer?.email ?? values.email }),
        search: nextSearch(next),
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
    }
  };

  return (
    <AuthLayout title={t('signUp.title')} intro={t('signUp.intro')} wide testId="sign-up-page">
      <FormErrorAlert error={failure} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.column}>
        <SignUpTypeField control={control} name="type" />
        <NameFields control={control} />
        <FormTextField
          control={control}
          name="username"
          label={t('signUp.username')}
          autoComplete="username"
          helperText={t('signUp.usernameHelp')}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <EmailField control={control} name="email" required />
        <TwoColumns>
          <PhoneField control={control} name="phoneNumber" region={region} required />
          <BirthDateField
            control={control}
            name="birthDate"
            helperText={t('signUp.birthDateHelp')}
            required
          />
        </TwoColumns>
        <CompanyField control={control} name="company" />
        <NewPasswordFields control={control} labels="password" withHelp required />
        <Controller
          control={control}
          name="termsAccepted"
          render={({ field, fieldState }) => {
            const errorText = fieldMessage(fieldState.error?.message);
            return (
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText !== undefined}
                helperText={errorText}
                required
                label={
                  <>
                    {t('signUp.termsPrefix')}{' '}
                    <RouteLink to="terms" target="_blank" rel="noopener" className={surfaces.link}>
                      {t('signUp.termsLink')}
                    </RouteLink>{' '}
                    {t('signUp.termsAnd')}{' '}
                    <RouteLink
                      to="privacy"
                      target="_blank"
                      rel="noopener"
                      className={surfaces.link}
                    >
                      {t('signUp.privacyLink')}
                    </RouteLink>
                  </>
                }
              />
            );
          }}
        />
        <SubmitButton busy={formState.isSubmitting}>{t('signUp.submit')}</SubmitButton>
      </form>
      <p className={styles.footnote}>
        {t('signUp.haveAccount')}{' '}
        <RouteLink to="signIn" search={nextSearch(next)} className={surfaces.link}>
          {t('signUp.signInLink')}
        </RouteLink>
      </p>
    </AuthLayout>
  );
}
