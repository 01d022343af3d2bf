import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { ApiError, apiSend } from '../api/api-client';
import type { Answer } from '../api/contract';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { StatusColumn } from '../session/StatusColumn';
import { useRegion } from '../navigation/use-region';
import { landingRoute, takeSocialStart } from '../session/after-sign-in';
import { useSession } from '../session/session';
import { Spinner, Text } from '../ui';
import type { Region } from '../../../common/regions';
import { SocialCompletionForm, type SocialCompletion } from './SocialCompletionForm';

export type SocialProvider = 'google' | 'facebook';

/**
 * Where Google or Facebook send the browser back: `?code&state`, or `?error` when the person
 * cancelled. The code goes to the API (with the state cookie, hence same-origin credentials);
 * any failure ends on the sign-in page under the 'Oh no!' dialog (spec point 8). A person
 * without an account first completes the sign-up here (birth date, client or prosker).
 */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  const t = useT();
  const providerName = t(`social.${provider}`);
  usePageTitle(providerName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currentRegion = useRegion();
  const { signIn, reportLoginFailure } = useSession();
  // The code is single use: React's development double effects must not send it twice.
  const started = useRef(false);
  const [pending, setPending] = useState<{
    completion: SocialCompletion;
    region: Region;
    next: string | null;
  } | null>(null);

  const enter = useCallback(
    async (token: string, region: Region, next: string | null) => {
      try {
        const signedIn = await signIn(token, { failureRegion: region });
        navigate(next ?? pathFor(landingRoute(signedIn.role), region), { replace: true });
      } catch {
        // The session shows the dialog and takes the visitor to sign-in.
      }
    },
    [signIn, navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = takeSocialStart();
    const region = start?.region ?? currentRegion;
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error') || !code || !state) {
      reportLoginFailure({ region });
      return;
    }
    const finish = async () => {
      let answer: Answer<'/auth/{provider}/callback', 'post'>;
      try {
        answer = await apiSend<Answer<'/auth/{provider}/callback', 'post'>>(
          `/auth/${provider}/callback`,
          {
            body: { code, state },
            credentials: 'same-origin',
          },
        );
      } catch (error) {
        reportLoginFailure({
          region,
          message: error instanceof ApiError ? error.serverMessage : null,
        });
        return;
      }
      if ('completion' in answer) {
        setPending({ completion: answer.completion, region, next: start?.next ?? null });
        return;
      }
      await enter(answer.access_token, region, start?.next ?? null);
    };
    void finish();
  }, [params, provider, currentRegion, enter, reportLoginFailure]);

  if (pending) {
    return (
      <SocialCompletionForm
        completion={pending.completion}
        region={pending.region}
        onSignedUp={(token) => enter(token, pending.region, pending.next)}
      />
    );
  }

  return (
    <StatusColumn minHeight="50vh" testId="social-callback">
      <Spinner />
      <Text>{t('social.signingIn', { provider: providerName })}</Text>
    </StatusColumn>
  );
}
