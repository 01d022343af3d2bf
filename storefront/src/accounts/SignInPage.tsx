import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { signInSchema } from '../../../common/schemas/accounts';
import { ApiError, apiSend } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { FormTextField } from '../forms/FormTextField';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors, generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { NEXT_PARAM, nextSearch, safeNext } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { AuthLayout } from './AuthLayout';
import { SocialButtons } from './SocialButtons';

type Method = 'email' | 'phone';

interface SignInValues {
  email: string;
  phoneNumber: string;
  password: string;
}

interface SignInBody {
  email?: string;
  phoneNumber?: string;
  password: string;
}

const FIELDS = ['email', 'phoneNumber', 'password'] as const;

const baseResolver = schemaResolver<SignInValues, typeof signInSchema>(
  signInSchema,
  ({ email, phoneNumber, password }) => ({ email, phoneNumber, password }),
);

/**
 * Only the chosen way of signing in is validated and sent: the hidden tab's field must not
 * count as "both given". The shared schema reports "give one of them" on `email`; on the phone
 * tab that message belongs under the phone field.
 */
const resolver: Resolver<SignInValues, { method: Method }, SignInBody> = async (
  values,
  context,
  options,
) => {
  const method = context?.method ?? 'email';
  const picked: SignInValues =
    method === 'email' ? { ...values, phoneNumber: '' } : { ...values, email: '' };
  const result = await baseResolver(picked, undefined, options);
  if (method === 'phone' && result.errors.email) {
    const { email, ...others } = result.errors;
    return { values: {}, errors: { ...others, phoneNumber: email } };
  }
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  const body: SignInBody = { password: picked.password };
  if (method === 'email') body.email = result.values.email;
  else body.phoneNumber = result.values.phoneNumber;
  return { values: body, errors: {} };
};

interface ResendState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  error?: unknown;
}

export default function SignInPage() {
  const t = useT();
  const region = useRegion();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get(NEXT_PARAM));
  const { signIn, status } = useSession();
  const [method, setMethod] = useState<Method>('email');
  const [failure, setFailure] = useState<unknown>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const tabsId = useId();
  const target = next ?? pathFor('home', region);

  const form = useForm<SignInValues, { method: Method }, SignInBody>({
    resolver,
    context: { method },
    defaultValues: { email: '', phoneNumber: '', password: '' },
  });
  const { control, handleSubmit, setError, clearErrors, getValues, formState } = form;

  // A signed-in visitor has nothing to do here (e.g. the back button after signing in).
  if (status === 'signedIn') return <Navigate replace to={target} />;

  const onSubmit = async (body: SignInBody) => {
    setFailure(null);
    setResend({ status: 'idle' });
    let token: string;
    try {
      ({ access_token: token } = await apiSend<{ access_token: string }>('/login', { body }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
      return;
    }
    try {
      await signIn(token);
      navigate(target, { replace: true });
    } catch {
      // The session has already shown the 'Oh no!' dialog and stays on this page.
    }
  };

  const apiFailure = failure instanceof ApiError ? failure : null;
  const unverified = apiFailure?.code === 'AUTH_EMAIL_NOT_VERIFIED';
  const phoneShared = apiFailure?.code === 'AUTH_PHONE_SHARED';

  const resendVerification = async () => {
    const email = apiFailure?.detail('email') ?? getValues('email').trim().toLowerCase();
    setResend({ status: 'sending' });
    try {
      await apiSend('/resend-verification', { body: { email } });
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'failed', error });
    }
  };

  const switchMethod = (value: Method) => {
    setMethod(value);
    setFailure(null);
    clearErrors();
  };

  return (
    <AuthLayout title={t('signIn.title')} intro={t('signIn.intro')} testId="sign-in-page">
      {failure !== null && (
        <FormAlert
          severity={unverified ? 'warning' : 'error'}
          data-testid="sign-in-error"
          action={
            phoneShared ? (
              <Button color="inherit" size="small" onClick={() => switchMethod('email')}>
                {t('signIn.useEmail')}
              </Button>
            ) : undefined
          }
        >
          {generalErrorText(failure, t)}
          {unverified && resend.status !== 'sent' && (
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                onClick={resendVerification}
                loading={resend.status === 'sending'}
                disabled={resend.status === 'sending'}
              >
                {t('signIn.resend')}
              </Button>
            </Box>
          )}
        </FormAlert>
      )}
      {resend.status === 'sent' && <FormAlert severity="success">{t('signIn.resent')}</FormAlert>}
      {resend.status === 'failed' && (
        <FormAlert severity="error">{generalErrorText(resend.error, t)}</FormAlert>
      )}

      <Tabs
        value={method}
        onChange={(_, value: Method) => switchMethod(value)}
        aria-label={t('signIn.methodLabel')}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab
          value="email"
          label={t('signIn.byEmail')}
          id={`${tabsId}-email`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="phone"
          label={t('signIn.byPhone')}
          id={`${tabsId}-phone`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>

      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${method}`}
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          {method === 'email' ? (
            <FormTextField
              key="email"
              control={control}
              name="email"
              label={t('signIn.email')}
              type="email"
              autoComplete="email"
              required
            />
          ) : (
            <FormTextField
              key="phone"
              control={control}
              name="phoneNumber"
              label={t('signIn.phone')}
              type="tel"
              autoComplete="tel-national"
              helperText={t('signIn.phoneHelp')}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              required
            />
          )}
        </Box>
        <PasswordField
          control={control}
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          required
        />
        <Link
          component={RouteLink}
          to="forgotPassword"
          variant="body2"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('signIn.forgot')}
        </Link>
        <SubmitButton busy={formState.isSubmitting}>{t('signIn.submit')}</SubmitButton>
      </Box>

      <Divider sx={{ my: 3 }}>{t('signIn.or')}</Divider>
      <SocialButtons next={next} />

      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signIn.noAccount')}{' '}
        <Link component={RouteLink} to="signUp" search={nextSearch(next)}>
          {t('signIn.signUpLink')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
