import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailOnlySchema } from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { EmailField } from '../forms/PersonFields';
import { SubmitButton } from '../forms/SubmitButton';
import { formColumnSx } from '../forms/form-column';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { AuthLayout } from './AuthLayout';

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
          <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={formColumnSx}>
            <EmailField control={control} name="email" required />
            <SubmitButton busy={formState.isSubmitting}>{t('forgotPassword.submit')}</SubmitButton>
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouteLink} to="signIn">
          {t('forgotPassword.backToSignIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
