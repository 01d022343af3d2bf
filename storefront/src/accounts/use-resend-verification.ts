import { useState } from 'react';
import { apiSend } from '../api/api-client';

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: unknown };

/**
 * Sends the verification mail again (`POST /resend-verification`) for an account that signed
 * up but has not opened its link yet. `failure` is the last try's error, else null.
 */
export function useResendVerification() {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const send = async (email: string) => {
    setState({ status: 'sending' });
    try {
      await apiSend('/resend-verification', { body: { email } });
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  return {
    sending: state.status === 'sending',
    sent: state.status === 'sent',
    failure: state.status === 'failed' ? state.error : null,
    send,
    reset: () => setState({ status: 'idle' }),
  };
}
