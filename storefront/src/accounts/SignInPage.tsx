import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { signInSchema } from '../../../common/schemas/accounts';
import { ApiError, apiSend } from '../api/api-client';
import type { Answer, Input } from '../api/contract';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { PasswordField } from '../forms/PasswordField';
import { EmailField } from '../forms/PersonFields';
import { PhoneField } from '../forms/PhoneField';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { backofficeAddress, cleanOrigin } from '../navigation/backoffice';
import { useRegion } from '../navigation/use-region';
import { NEXT_PARAM, landingRoute, nextSearch, safeNext } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { Button, Tab, TabList, TabPanel, Tabs, linkClass } from '../ui';
import { AuthLayout } from './AuthLayout';
import page from './SignInPage.module.css';
import { SocialButtons } from './SocialButtons';
import styles from './auth.module.css';
import { useResendVerification } from './use-resend-verification';

type Method = 'email' | 'phone';

interface SignInValues {
  email: string;
  phoneNumber: string;
  password: string;
}

type SignInBody = Input<'/login'>;

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

export default function SignInPage() {
  const t = useT();
  const region = useRegion();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get(NEXT_PARAM));
  const { signIn, status, user } = useSession();
  const [method, setMethod] = useState<Method>('email');
  const [failure, setFailure] = useState<unknown>(null);
  const resend = useResendVerification(next);
  const target = (role?: string) => next ?? pathFor(landingRoute(role), region);

  const form = useForm<SignInValues, { method: Method }, SignInBody>({
    resolver,
    context: { method },
    defaultValues: { email: '', phoneNumber: '', password: '' },
  });
  const { control, handleSubmit, setError, clearErrors, getValues, formState } = form;

  // A signed-in visitor has nothing to do here (e.g. the back button after signing in).
  if (status === 'signedIn') return <Navigate replace to={target(user?.role)} />;

  const onSubmit = async (body: SignInBody) => {
    setFailure(null);
    resend.reset();
    let token: string;
    try {
      // A number typed without its country code is read first as the page's region writes them.
      ({ access_token: token } = await apiSend<Answer<'/login', 'post'>>('/login', {
        body: body.phoneNumber ? { ...body, region } : body,
      }));
    } catch (error) {
      const backoffice =
        error instanceof ApiError && error.code === 'AUTH_STAFF_USE_BACKOFFICE'
          ? cleanOrigin(error.detail('backofficeUrl'))
          : null;
      // Staff are sent on to the back office, to the screen of the staff path they came for.
      if (backoffice) window.location.assign(backofficeAddress(backoffice, next));
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
      return;
    }
    try {
      const signedIn = await signIn(token);
      navigate(target(signedIn.role), { replace: true });
    } catch {
      // The session has already shown the 'Oh no!' dialog and stays on this page.
    }
  };

  const apiFailure = failure instanceof ApiError ? failure : null;
  const unverified = apiFailure?.code === 'AUTH_EMAIL_NOT_VERIFIED';
  const phoneShared = apiFailure?.code === 'AUTH_PHONE_SHARED';

  const resendVerification = () =>
    resend.send(apiFailure?.detail('email') ?? getValues('email').trim().toLowerCase());

  const switchMethod = (value: Method) => {
    setMethod(value);
    setFailure(null);
    clearErrors();
  };

  return (
    <AuthLayout title={t('signIn.title')} intro={t('signIn.intro')} testId="sign-in-page">
      <FormErrorAlert
        error={failure}
        severity={unverified ? 'warning' : 'error'}
        data-testid="sign-in-error"
        action={
          phoneShared ? (
            <Button tone="inherit" size="small" onClick={() => switchMethod('email')}>
              {t('signIn.useEmail')}
            </Button>
          ) : undefined
        }
      >
        {unverified && !resend.sent && (
          <div className={page.resend}>
            <Button
              variant="outlined"
              tone="inherit"
              size="small"
              onClick={resendVerification}
              loading={resend.sending}
            >
              {t('signIn.resend')}
            </Button>
          </div>
        )}
      </FormErrorAlert>
      {resend.sent && <FormAlert severity="success">{t('signIn.resent')}</FormAlert>}
      <FormErrorAlert error={resend.failure} />

      <Tabs value={method} onChange={switchMethod}>
        <TabList label={t('signIn.methodLabel')} fullWidth>
          <Tab value="email">{t('signIn.byEmail')}</Tab>
          <Tab value="phone">{t('signIn.byPhone')}</Tab>
        </TabList>

        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className={`${styles.column} ${page.form}`}
        >
          <TabPanel value="email" className={page.panel}>
            <EmailField control={control} name="email" required />
          </TabPanel>
          <TabPanel value="phone" className={page.panel}>
            <PhoneField control={control} name="phoneNumber" region={region} required />
          </TabPanel>
          <PasswordField
            control={control}
            name="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            required
          />
          <RouteLink to="forgotPassword" className={`${linkClass} ${page.forgot}`}>
            {t('signIn.forgot')}
          </RouteLink>
          <SubmitButton busy={formState.isSubmitting}>{t('signIn.submit')}</SubmitButton>
        </form>
      </Tabs>

      <p className={styles.divider}>{t('signIn.or')}</p>
      <SocialButtons next={next} />

      <p className={styles.footnote}>
        {t('signIn.noAccount')}{' '}
        <RouteLink to="signUp" search={nextSearch(next)} className={linkClass}>
          {t('signIn.signUpLink')}
        </RouteLink>
      </p>
    </AuthLayout>
  );
}
