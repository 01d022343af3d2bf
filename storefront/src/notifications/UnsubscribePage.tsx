import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { NOTIFICATION_TOPICS } from '../../../common/schemas/accounts';
import { AuthLayout } from '../accounts/AuthLayout';
import { ApiError } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { RouteLink } from '../routing/RouteLink';
import { useSession } from '../session/session';
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
    <Box data-testid="unsubscribe-invalid">
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>{t('unsubscribe.invalidTitle')}</AlertTitle>
        {generalErrorText(error, t)}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('unsubscribe.invalidHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouteLink} to="settingsNotifications" variant="contained">
          {t('unsubscribe.settingsLink')}
        </Button>
        <Button component={RouteLink} to="home">
          {t('unsubscribe.home')}
        </Button>
      </Box>
    </Box>
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
      <Box data-testid="unsubscribe-done" sx={{ textAlign: 'center' }}>
        <CheckCircleIcon color="success" aria-hidden sx={{ fontSize: 56, mb: 1 }} />
        <Typography role="status" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {text(unsubscribe.data, true)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('unsubscribe.againNote')}
        </Typography>
        <Button
          component={RouteLink}
          to="settingsNotifications"
          variant="contained"
          size="large"
          data-testid="unsubscribe-settings"
        >
          {t('unsubscribe.settingsLink')}
        </Button>
      </Box>
    );
  } else if (target.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{t('unsubscribe.loading')}</Typography>
      </Box>
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
      <Box data-testid="unsubscribe-question">
        <Typography sx={{ mb: 1, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {text(target.data, false)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('unsubscribe.keepNote')}
        </Typography>
        {unsubscribe.error && <FormAlert>{generalErrorText(unsubscribe.error, t)}</FormAlert>}
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => unsubscribe.mutate()}
          loading={unsubscribe.isPending}
          disabled={unsubscribe.isPending}
          data-testid="unsubscribe-confirm"
        >
          {t('unsubscribe.confirm')}
        </Button>
      </Box>
    );
  }

  return (
    <AuthLayout title={t('unsubscribe.title')} testId="unsubscribe-page">
      {content}
    </AuthLayout>
  );
}
