import CheckCircleIcon from 'plain-icon:CheckCircle';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { NOTIFICATION_TOPICS } from '../../../common/schemas/accounts';
import { AuthLayout } from '../accounts/AuthLayout';
import styles from '../accounts/outcome.module.css';
import { ApiError } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { RouteLink } from '../navigation/RouteLink';
import { useSession } from '../session/session';
import { Alert, Button, LinkButton, Spinner, Text } from '../ui';
import { useUnsubscribe, useUnsubscribeTarget } from './notifications-api';
import type { UnsubscribeTarget } from './notifications-api';

/** The link's words: which notices, by which channel, to which (masked) address. */
function useTargetText() {
  const t = useT();
  return (target: UnsubscribeTarget, done: boolean) => {
    // A topic this page does not know yet (a newer server) still reads as a sentence.
    const topic = (NOTIFICATION_TOPICS as readonly string[]).includes(target.topic)
      ? t(`unsubscribe.topics.${target.topic}`)
      : t('unsubscribe.topics.other');
    const channel = target.channel === 'whatsapp' ? 'whatsapp' : 'email';
    return t(`unsubscribe.${done ? 'done' : 'question'}.${channel}`, {
      topic,
      address: target.email,
    });
  };
}

/** The link no longer (or never) worked: the server's words and a way to the settings. */
function InvalidLink({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div data-testid="unsubscribe-invalid">
      <Alert severity="error" title={t('unsubscribe.invalidTitle')} className={styles.gap}>
        {generalErrorText(error, t)}
      </Alert>
      <Text tone="secondary" className={styles.gap}>
        {t('unsubscribe.invalidHint')}
      </Text>
      <div className={styles.row}>
        <LinkButton render={<RouteLink to="settingsNotifications" />} variant="contained">
          {t('unsubscribe.settingsLink')}
        </LinkButton>
        <LinkButton render={<RouteLink to="home" />}>{t('unsubscribe.home')}</LinkButton>
      </div>
    </div>
  );
}

/**
 * `desuscribir/{token}` (public, from the link at the foot of a notice's e-mail): says which
 * notices will stop and to which address, turns them off when confirmed, then points to the
 * notification settings, where they can be turned back on.
 */
export default function UnsubscribePage() {
  const t = useT();
  const token = useParams().token ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);
  const text = useTargetText();
  const { status, refresh } = useSession();
  const signedIn = status === 'signedIn';

  // The signed-in account's preferences changed: the settings page shows them at once.
  const done = unsubscribe.isSuccess;
  useEffect(() => {
    if (done && signedIn) void refresh();
  }, [done, signedIn, refresh]);

  const invalid = (error: unknown) =>
    error instanceof ApiError && error.status >= 400 && error.status < 500;

  let content;
  if (unsubscribe.isSuccess) {
    content = (
      <div data-testid="unsubscribe-done" className={styles.outcome}>
        <CheckCircleIcon className={`${styles.mark} ${styles.success}`} />
        <Text role="status" className={`${styles.text} ${styles.gapSmall}`}>
          {text(unsubscribe.data, true)}
        </Text>
        <Text tone="secondary" className={styles.gapLarge}>
          {t('unsubscribe.againNote')}
        </Text>
        <LinkButton
          render={<RouteLink to="settingsNotifications" data-testid="unsubscribe-settings" />}
          variant="contained"
          size="large"
        >
          {t('unsubscribe.settingsLink')}
        </LinkButton>
      </div>
    );
  } else if (target.isPending) {
    content = (
      <div role="status" className={styles.waiting}>
        <Spinner size={28} />
        <Text>{t('unsubscribe.loading')}</Text>
      </div>
    );
  } else if (target.isError) {
    content = invalid(target.error) ? (
      <InvalidLink error={target.error} />
    ) : (
      <LoadFailedAlert
        title={t('unsubscribe.loadFailed')}
        error={target.error}
        retryLabel={t('unsubscribe.retry')}
        onRetry={() => void target.refetch()}
        retrying={target.isFetching}
      />
    );
  } else if (unsubscribe.isError && invalid(unsubscribe.error)) {
    content = <InvalidLink error={unsubscribe.error} />;
  } else {
    content = (
      <div data-testid="unsubscribe-question">
        <Text className={styles.question}>{text(target.data, false)}</Text>
        <Text tone="secondary" className={styles.gapLarge}>
          {t('unsubscribe.keepNote')}
        </Text>
        {unsubscribe.error && <FormAlert>{generalErrorText(unsubscribe.error, t)}</FormAlert>}
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => unsubscribe.mutate()}
          loading={unsubscribe.isPending}
          data-testid="unsubscribe-confirm"
        >
          {t('unsubscribe.confirm')}
        </Button>
      </div>
    );
  }

  return (
    <AuthLayout title={t('unsubscribe.title')} testId="unsubscribe-page">
      {content}
    </AuthLayout>
  );
}
