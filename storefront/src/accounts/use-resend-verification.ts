import { useState } from 'react';
import { apiSend } from '../api/api-client';

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: unknown };

/**
 * Sends the verification mail again (`POST /resend-verification`) for an account that signed
 * up but has not opened its link yet; its link brings them back to `next`, when given.
 * `failure` is the last try's error, else null.
 */
export function useResendVerification(next: string | null = null) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const send = async (email: string) => {
    setState({ status: 'sending' });
    try {
      await apiSend('/resend-verification', { body: { email, ...(next ? { next } : {}) } });
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
