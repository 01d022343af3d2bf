/** Business constants and limits of the specification's point 9. */
export const APP_VERSION = '0.1.0';
export const DEFAULT_LOCALE = 'es';
export const DEFAULT_LOCATION = 'uy';

export const FREE_TRIAL_DAYS = 30;
export const SUBSCRIPTION_PERIOD_MONTHS = {
  monthly: 1,
  quarterly: 3,
  halfYearly: 6,
  annual: 12,
} as const;

/** Marketplace fee on a prosker's payments, in basis points, before VAT. */
export const FEE_BPS_PREMIUM = 299;
export const FEE_BPS_STANDARD = 449;
export const PAYOUT_WAIT_DAYS = 21;

export const MIN_VISIBLE_PROFILE_PERCENT = 55;
export const PROSKER_COMPLETENESS_PENALTY = 14;
export const CLIENT_COMPLETENESS_PENALTY = 50;

export const MIN_SERVICE_PRICE = 151;
export const EVENT_DURATION_MINUTES = 60;
export const CANCELLATION_NOTICE_HOURS = 24;

export const MAX_IMAGE_BYTES = 20480 * 1024;
export const MAX_VIDEO_BYTES = 20480 * 1024;
export const MAX_FILE_BYTES = 5_000_000;
export const IMAGE_WARNING_BYTES = 5 * 1024 * 1024;

export const USERNAME_MIN = 8;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PHONE_MIN_DIGITS = 9;
export const NAME_MAX = 249;
export const EMAIL_MAX = 255;

export const DATA_RETENTION_YEARS = 5;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TIMES_OF_DAY = ['morning', 'afternoon'] as const;
