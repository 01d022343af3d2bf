import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { resetPasswordSchema } from '../../../common/schemas/accounts';
import { ApiError, apiSend } from '../api/api-client';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { NewPasswordFields } from '../forms/PersonFields';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { noticeState } from '../navigation/notices';
import { LinkButton } from '../ui';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';

interface NewPasswordValues {
  token: string;
  password: string;
  passwordConfirmation: string;
}

const resolver = schemaResolver<NewPasswordValues, typeof resetPasswordSchema>(resetPasswordSchema);

/** The reset link's page: `/nueva-contrasena/:token` (`/br/nova-senha/:token`). */
export default function NewPasswordPage() {
  const t = useT();
  const { t: errorsT } = useTranslation('errors');
  const region = useRegion();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    NewPasswordValues,
    unknown,
    NewPasswordValues
  >({
    resolver,
    // The token travels with the form so that the one schema checks all three values.
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });

  const onSubmit = async (values: NewPasswordValues) => {
    setFailure(null);
    try {
      await apiSend('/reset-password', { body: values });
      navigate(pathFor('signIn', region), {
        replace: true,
        state: noticeState('passwordChanged'),
      });
    } catch (error) {
      const fields = ['password', 'passwordConfirmation'] as const;
      if (!applyServerFieldErrors(error, setError, fields)) setFailure(error);
    }
  };

  // A token the schema refuses (empty, absurdly long) is an invalid link, like the server says.
  const onInvalid = (errors: FieldErrors<NewPasswordValues>) => {
    if (errors.token) {
      const message = errorsT('codes.AUTH_TOKEN_INVALID');
      setFailure(new ApiError('AUTH_TOKEN_INVALID', 400, message));
    }
  };

  const invalidLink = failure instanceof ApiError && failure.code === 'AUTH_TOKEN_INVALID';

  return (
    <AuthLayout title={t('newPassword.title')} testId="new-password-page">
      <FormErrorAlert
        error={failure}
        data-testid="new-password-error"
        action={
          invalidLink ? (
            <LinkButton render={<RouteLink to="forgotPassword" />} tone="inherit" size="small">
              {t('newPassword.requestNew')}
            </LinkButton>
          ) : undefined
        }
      />
      <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className={styles.column}>
        <NewPasswordFields control={control} labels="newPassword" withHelp required />
        <SubmitButton busy={formState.isSubmitting}>{t('newPassword.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
