import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
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
import { RouteLink } from '../routing/RouteLink';
import { useRegion } from '../routing/use-region';
import { ACCOUNT_QUERY_KEY } from '../session/session';

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
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="whatsapp-number"
      sx={{ mb: 3, maxWidth: 560 }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {t('settings.notifications.whatsappNumber.title')}
      </Typography>
      {status.isPending && <Skeleton variant="rounded" height={56} />}
      <FormErrorAlert error={status.error} />
      {data && !data.phoneNumber && (
        <Typography variant="body2">
          {t('settings.notifications.whatsappNumber.none')}{' '}
          <Link component={RouteLink} to="settings">
            {t('settings.notifications.whatsappNumber.addNumber')}
          </Link>
        </Typography>
      )}
      {data?.phoneNumber && data.confirmed && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          <Typography variant="body2" data-testid="whatsapp-number-confirmed">
            {t('settings.notifications.whatsappNumber.confirmed', { phone })}
          </Typography>
        </Box>
      )}
      {confirm.isSuccess && data?.confirmed && (
        <FormAlert severity="success" sx={{ mt: 1 }}>
          {t('settings.notifications.whatsappNumber.done')}
        </FormAlert>
      )}
      {data?.phoneNumber && !data.confirmed && (
        <>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t(
              waiting
                ? 'settings.notifications.whatsappNumber.sent'
                : 'settings.notifications.whatsappNumber.unconfirmed',
              { phone },
            )}
          </Typography>
          {waiting && (
            <Box
              component="form"
              onSubmit={submit}
              noValidate
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
            >
              <TextField
                size="small"
                label={t('settings.notifications.whatsappNumber.code')}
                value={code}
                onChange={(event) =>
                  setCode(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_DIGITS))
                }
                autoComplete="one-time-code"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: PHONE_CODE_DIGITS },
                }}
                sx={{ width: 160 }}
              />
              <SubmitButton
                busy={confirm.isPending}
                disabled={confirm.isPending || code.length !== PHONE_CODE_DIGITS}
                size="medium"
              >
                {t('settings.notifications.whatsappNumber.confirm')}
              </SubmitButton>
            </Box>
          )}
          <FormErrorAlert error={confirm.error} sx={{ mb: 1 }} />
          <FormErrorAlert error={send.error} sx={{ mb: 1 }} />
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
    </Box>
  );
}
