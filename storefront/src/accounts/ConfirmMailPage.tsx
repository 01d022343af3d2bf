import MarkEmailUnreadIcon from 'plain-icon:MarkEmailUnread';
import { useParams, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { NEXT_PARAM, nextSearch, safeNext } from '../session/after-sign-in';
import { Button, LinkButton } from '../ui';
import { AuthLayout } from './AuthLayout';
import styles from './auth.module.css';
import { useResendVerification } from './use-resend-verification';

/** After sign-up: the account waits for its e-mail link (spec point 4), which keeps `next`. */
export default function ConfirmMailPage() {
  const t = useT();
  const email = useParams().email ?? '';
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM));
  const resend = useResendVerification(next);

  return (
    <AuthLayout title={t('confirmMail.title')} testId="confirm-mail-page">
      <div className={styles.mark}>
        <MarkEmailUnreadIcon fontSize="inherit" />
      </div>
      <p className={`${styles.text} ${styles.spaced}`}>{t('confirmMail.text', { email })}</p>
      <p className={`${styles.note} ${styles.spacedMore}`}>{t('confirmMail.notReceived')}</p>
      {resend.sent && (
        <FormAlert severity="success">{t('confirmMail.resent', { email })}</FormAlert>
      )}
      <FormErrorAlert error={resend.failure} />
      <div className={styles.buttons}>
        <Button
          variant="outlined"
          size="large"
          onClick={() => resend.send(email)}
          loading={resend.sending}
        >
          {t('confirmMail.resend')}
        </Button>
        <LinkButton
          render={<RouteLink to="signIn" search={nextSearch(next)} />}
          variant="contained"
          size="large"
        >
          {t('confirmMail.signIn')}
        </LinkButton>
      </div>
    </AuthLayout>
  );
}
