import { yup } from '../../../common/validation';
import { AppError, UNIQUE_VIOLATION, databaseError } from '../../platform';
import { EMAIL_MAX } from '../../../common/constants';
import { USER_TYPE } from '../../../common/schemas/accounts';

/**
 * `type_user` is numeric (spec point 3); a user is a prosker at or above the threshold
 * (docs/adr/0003-user-types.md).
 */
export { USER_TYPE };
export const PROSKER_THRESHOLD = USER_TYPE.prosker;

export const isProsker = (typeUser: number) => typeUser >= PROSKER_THRESHOLD;

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffSignInSchema = yup.object({
  email: yup.string().trim().required().email().max(EMAIL_MAX),
  password: yup.string().required().max(200),
});

/** Staff sign-in attempts allowed per window, per account and per address. */
export const SIGN_IN_LIMITS = {
  perAccount: { limit: 10, windowSeconds: 300 },
  perAddress: { limit: 50, windowSeconds: 300 },
};
/**
 * Storefront (customer) sign-in attempts allowed per window. Per address the limit comes from
 * config (SIGN_IN_LIMIT_PER_ADDRESS, 30 by default).
 */
export const CUSTOMER_SIGN_IN_LIMITS = {
  perAccount: { limit: 5, windowSeconds: 300 },
  perAddress: { windowSeconds: 300 },
};

/** Maps a unique-constraint violation on users to the product's duplicate errors. */
export function duplicateError(error: unknown): AppError | undefined {
  const { code, constraint } = databaseError(error);
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'users_email_unique') {
    return new AppError('EMAIL_TAKEN', 409, {
      fields: [{ field: 'email', key: 'codes.EMAIL_TAKEN' }],
    });
  }
  if (constraint === 'users_username_unique') {
    return new AppError('USERNAME_TAKEN', 409, {
      fields: [{ field: 'username', key: 'codes.USERNAME_TAKEN' }],
    });
  }
  return undefined;
}

/**
 * The refusal a banned user gets on every request and at sign-in: with the reason staff gave
 * (the message says it, translated around it; `details.reason` carries it as written).
 */
export function bannedError(reason: string | null | undefined): AppError {
  return reason
    ? new AppError('AUTH_USER_BANNED', 403, {
        params: { reason, context: 'reason' },
        details: { reason },
      })
    : new AppError('AUTH_USER_BANNED', 403);
}
