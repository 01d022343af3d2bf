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
/** The longest reason staff give for a ban or for withdrawing a service (the user reads it). */
export const STAFF_REASON_MAX = 500;

export const DATA_RETENTION_YEARS = 5;

/**
 * Conversations a user may open a day (issue 28, point 8): fewer while the account is younger
 * than NEW_ACCOUNT_DAYS, so that a fresh account cannot write to everyone at once.
 */
export const CONVERSATIONS_PER_DAY = { newAccount: 10, established: 40 } as const;
export const NEW_ACCOUNT_DAYS = 7;
/** The most of a person's name a notice's subject (an e-mail's) carries. */
export const SUBJECT_NAME_MAX = 30;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TIMES_OF_DAY = ['morning', 'afternoon'] as const;

/** A booking: the client's words about the problem, its photos, the weeks its calendar shows. */
export const BOOKING_PROBLEM_MAX = 2000;
export const BOOKING_PHOTOS_MAX = 3;
export const BOOKING_CALENDAR_DAYS = 42;
/** The longest contact phone a job keeps (an E.164 number with its plus fits). */
export const CONTACT_PHONE_MAX = 20;
/** The longest text of each field of an address (`/mi-direccion` and a job's copy). */
export const ADDRESS_FIELD_MAX = {
  domicile: 200,
  neighborhood: 100,
  city: 100,
  state: 100,
  postalCode: 20,
  country: 100,
} as const;

/** A prosker's private note about one of their clients (Mis clientes). */
export const CLIENT_NOTE_MAX = 1000;
/** Clients per page of the prosker's clients list. */
export const SELLER_CLIENTS_PAGE_SIZE = 20;
