import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Region } from '../../../common/regions';
import { socialCompletionSchema } from '../../../common/schemas/accounts';
import type { SocialCompletionInput } from '../../../common/schemas/accounts';
import { apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { BirthDateField, NameFields } from '../forms/PersonFields';
import { SubmitButton } from '../forms/SubmitButton';
import { schemaResolver } from '../forms/schema-resolver';
import { applyServerFieldErrors } from '../forms/server-errors';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import surfaces from '../layout/surfaces.module.css';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';
import { SignUpTypeField } from './SignUpTypeField';

export type SocialCompletion = Extract<
  Answer<'/auth/{provider}/callback', 'post'>,
  { completion: unknown }
>['completion'];

interface CompletionValues {
  token: string;
  firstName: string;
  lastName: string;
  type: '' | 'client' | 'prosker';
  birthDate: string;
}

const FIELDS = ['firstName', 'lastName', 'type', 'birthDate'] as const;
const resolver = schemaResolver<CompletionValues, typeof socialCompletionSchema>(
  socialCompletionSchema,
);

/**
 * The last step of a first Google or Facebook sign-in: what the provider does not say (the
 * birth date, 18 or older, and client or prosker). Only sending it makes the account; the
 * provider's identity waits on the server behind `completion.token` meanwhile.
 */
export function SocialCompletionForm({
  completion,
  region,
  onSignedUp,
}: {
  completion: SocialCompletion;
  region: Region;
  onSignedUp: (token: string) => Promise<void>;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    CompletionValues,
    unknown,
    SocialCompletionInput
  >({
    resolver,
    // The provider's names, for the person to correct when the sign-up's rule refuses them.
    defaultValues: {
      token: completion.token,
      firstName: completion.firstName,
      lastName: completion.lastName,
      type: '',
      birthDate: '',
    },
  });

  const onSubmit = async (values: SocialCompletionInput) => {
    setFailure(null);
    try {
      const answer = await apiSend<Answer<'/auth/social/complete', 'post'>>(
        '/auth/social/complete',
        { body: { ...values, language, region } },
      );
      await onSignedUp(answer.access_token);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(error);
    }
  };

  const provider = t(`social.${completion.provider}`);
  return (
    <AuthLayout
      title={t('social.completeTitle')}
      intro={t('social.completeIntro', { name: completion.firstName, provider })}
      testId="social-completion"
    >
      <p className={`${styles.note} ${styles.spaced}`}>
        {t('social.completeEmail', { email: completion.email })}
      </p>
      <FormErrorAlert error={failure} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.column}>
        <NameFields control={control} />
        <SignUpTypeField control={control} name="type" />
        <BirthDateField
          control={control}
          name="birthDate"
          helperText={t('signUp.birthDateHelp')}
          required
        />
        <p className={styles.note}>
          {t('social.completeTermsPrefix')}{' '}
          <RouteLink to="terms" target="_blank" rel="noopener" className={surfaces.link}>
            {t('signUp.termsLink')}
          </RouteLink>{' '}
          {t('signUp.termsAnd')}{' '}
          <RouteLink to="privacy" target="_blank" rel="noopener" className={surfaces.link}>
            {t('signUp.privacyLink')}
          </RouteLink>
          .
        </p>
        <SubmitButton busy={formState.isSubmitting}>{t('social.completeSubmit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
