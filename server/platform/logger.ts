import { pino, type Logger } from 'pino';

/**
 * Paths whose values never reach a log line: credentials, tokens, card data and personal
 * identifiers that the logs have no use for.
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordConfirmation',
  'token',
  'access_token',
  'refresh_token',
  'mp_access_token',
  'cardNumber',
  'securityCode',
  'cardToken',
  'secret',
  'client_secret',
  'access_token_enc',
  'refresh_token_enc',
  'card_token_id',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.mp_access_token',
  '*.cardNumber',
  '*.securityCode',
  '*.cardToken',
  '*.secret',
  '*.client_secret',
  '*.access_token_enc',
  '*.refresh_token_enc',
  '*.card_token_id',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type { Logger };
