import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailOnlySchema } from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { EmailField } from '../forms/PersonFields';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import surfaces from '../layout/surfaces.module.css';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';

interface ForgotValues {
  email: string;
}

const resolver = schemaResolver<ForgotValues, typeof emailOnlySchema>(emailOnlySchema);

export default function ForgotPasswordPage() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    ForgotValues,
    unknown,
    ForgotValues
  >({ resolver, defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotValues) => {
    setFailure(null);
    try {
      await apiSend('/forgot-password', { body: { email } });
      setSentTo(email);
    } catch (error) {
      // An unknown e-mail is the field's problem, not the form's (spec point 8).
      const onField = applyServerFieldErrors(error, setError, ['email'], {
        AUTH_EMAIL_NOT_FOUND: 'email',
      });
      if (!onField) setFailure(error);
    }
  };

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      intro={sentTo ? undefined : t('forgotPassword.intro')}
      testId="forgot-password-page"
    >
      {sentTo ? (
        <FormAlert severity="success">{t('forgotPassword.sent', { email: sentTo })}</FormAlert>
      ) : (
        <>
          <FormErrorAlert error={failure} />
          <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.column}>
            <EmailField control={control} name="email" required />
            <SubmitButton busy={formState.isSubmitting}>{t('forgotPassword.submit')}</SubmitButton>
          </form>
        </>
      )}
      <p className={styles.footnote}>
        <RouteLink to="signIn" className={surfaces.link}>
          {t('forgotPassword.backToSignIn')}
        </RouteLink>
      </p>
    </AuthLayout>
  );
}
