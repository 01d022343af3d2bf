import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PHONE_CODE_DIGITS } from '../../../common/notifications';
import { phoneForDisplay } from '../../../common/phone';
import { apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { FormAlert } from '../forms/FormAlert';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useRegion } from '../navigation/use-region';
import { ACCOUNT_QUERY_KEY } from '../session/session';
import { Button, Field, Skeleton, Text, linkClass } from '../ui';
import CheckCircleIcon from 'plain-icon:CheckCircle';
import styles from './WhatsAppNumber.module.css';

type WhatsAppNumberStatus = Schemas['WhatsAppNumber'];

const PATH = '/notifications/whatsapp-number';
/** Under the account's key: signing out forgets it. */
const KEY = [...ACCOUNT_QUERY_KEY, 'whatsapp-number'] as const;

/**
 * The number WhatsApp notices go to, confirmed by a code WhatsApp brings: until then the
 * WhatsApp switches send by e-mail. Asks for a code, takes it back, or says it is confirmed.
 */
export function WhatsAppNumber() {
  const t = useT();
  const region = useRegion();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const status = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<WhatsAppNumberStatus>(PATH, { signal }),
  });
  const keep = (next: WhatsAppNumberStatus) => queryClient.setQueryData(KEY, next);
  const send = useMutation({
    mutationFn: () => apiSend<WhatsAppNumberStatus>(`${PATH}/code`, { method: 'POST', body: {} }),
    onSuccess: (next) => {
      confirm.reset();
      setCode('');
      keep(next);
    },
  });
  const confirm = useMutation({
    mutationFn: (typed: string) =>
      apiSend<WhatsAppNumberStatus>(`${PATH}/confirm`, { method: 'POST', body: { code: typed } }),
    onSuccess: keep,
    // A code used up or expired is no longer offered: the status says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim());
  };

  const data = status.data;
  const phone = data?.phoneNumber ? phoneForDisplay(data.phoneNumber, region) : '';
  const waiting = Boolean(data?.codeExpiresAt);
  return (
    <section aria-labelledby={titleId} data-testid="whatsapp-number" className={styles.section}>
      <Text id={titleId} variant="h2" className={styles.title}>
        {t('settings.notifications.whatsappNumber.title')}
      </Text>
      {status.isPending && <Skeleton variant="rounded" height={56} />}
      <FormErrorAlert error={status.error} />
      {data && !data.phoneNumber && (
        <Text variant="body2">
          {t('settings.notifications.whatsappNumber.none')}{' '}
          <RouteLink to="settings" className={linkClass}>
            {t('settings.notifications.whatsappNumber.addNumber')}
          </RouteLink>
        </Text>
      )}
      {data?.phoneNumber && data.confirmed && (
        <div className={styles.confirmed}>
          <CheckCircleIcon fontSize="small" className={styles.confirmedIcon} />
          <Text variant="body2" data-testid="whatsapp-number-confirmed">
            {t('settings.notifications.whatsappNumber.confirmed', { phone })}
          </Text>
        </div>
      )}
      {confirm.isSuccess && data?.confirmed && (
        <div className={styles.done}>
          <FormAlert severity="success">
            {t('settings.notifications.whatsappNumber.done')}
          </FormAlert>
        </div>
      )}
      {data?.phoneNumber && !data.confirmed && (
        <>
          <Text variant="body2" className={styles.status}>
            {t(
              waiting
                ? 'settings.notifications.whatsappNumber.sent'
                : 'settings.notifications.whatsappNumber.unconfirmed',
              { phone },
            )}
          </Text>
          {waiting && (
            <form onSubmit={submit} noValidate className={styles.codeForm}>
              <Field
                size="small"
                label={t('settings.notifications.whatsappNumber.code')}
                value={code}
                onChange={(event) =>
                  setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_DIGITS))
                }
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={PHONE_CODE_DIGITS}
                className={styles.code}
              />
              <SubmitButton
                busy={confirm.isPending}
                disabled={confirm.isPending || code.length !== PHONE_CODE_DIGITS}
                size="medium"
              >
                {t('settings.notifications.whatsappNumber.confirm')}
              </SubmitButton>
            </form>
          )}
          <FormErrorAlert error={confirm.error} />
          <FormErrorAlert error={send.error} />
          <Button
            variant={waiting ? 'text' : 'outlined'}
            onClick={() => send.mutate()}
            disabled={send.isPending}
          >
            {t(
              waiting
                ? 'settings.notifications.whatsappNumber.sendAgain'
                : 'settings.notifications.whatsappNumber.send',
            )}
          </Button>
        </>
      )}
    </section>
  );
}
