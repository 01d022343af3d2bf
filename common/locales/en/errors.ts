import type { Catalogue } from '../types';
import type { esErrors } from '../es/errors';

export const enErrors: Catalogue<typeof esErrors> = {
  codes: {
    INTERNAL: 'An error has occurred. Please try again later.',
    NOT_FOUND: 'Not found.',
    ROUTE_NOT_FOUND: 'The requested address does not exist.',
    USER_NOT_FOUND: 'User not found.',
    VALIDATION_FAILED: 'Some data is not valid. Check it and try again.',
    AUTH_REQUIRED: 'You must be logged in to continue.',
    AUTH_INVALID_TOKEN: 'Your session has expired. Please sign in again.',
    AUTH_INVALID_CREDENTIALS:
      'Incorrect data. The data entered is not correct, check it and try again.',
    AUTH_EMAIL_NOT_VERIFIED:
      'You must activate your account with the link we sent you by e-mail. Did not get it? We can send it again.',
    AUTH_PHONE_SHARED:
      'This phone number belongs to several accounts. Please sign in with your e-mail instead.',
    AUTH_USER_BANNED: 'Your account is suspended. Please contact support.',
    AUTH_RATE_LIMITED: 'Too many attempts. Wait {{seconds}} seconds and try again.',
    AUTH_SOCIAL_GOOGLE_FAILED:
      'We could not sign you in with Google. Try again or contact support.',
    AUTH_SOCIAL_FACEBOOK_FAILED:
      'We could not sign you in with Facebook. Try again or contact support.',
    AUTH_EMAIL_NOT_FOUND: 'We could not find an account with that e-mail.',
    AUTH_TOKEN_INVALID: 'The link is not valid or has expired.',
    AUTH_PASSWORD_RESET_FAILED: 'We could not change your password. Please try again.',
    PERMISSION_DENIED: 'You do not have permission to do this.',
    EMAIL_TAKEN: 'That e-mail is already registered.',
    USERNAME_TAKEN: 'That username is already taken.',
    FAVORITE_EXISTS: 'This user is already one of your favorites.',
    CONVERSATION_EXISTS: 'The conversation has already been created.',
    CONVERSATION_LOAD_FAILED: 'We could not load the conversation.',
    PAYMENT_FAILED: 'There was a payment error. Check the payment method information.',
    SUBSCRIPTION_UPDATE_FAILED: 'We could not update your subscription.',
    JOB_INCOMPLETE: 'The job is incomplete.',
    JOB_CREATE_FAILED: 'We could not create the job.',
    JOB_CANNOT_REJECT: 'This job cannot be rejected.',
    JOB_CANNOT_COMPLETE: 'This job cannot be completed.',
    JOB_CANNOT_CANCEL: 'This job cannot be cancelled.',
    JOB_CANCEL_TOO_LATE:
      'It is too late to cancel: cancellations must be made at least 24 hours before the start.',
    EVENT_OVERLAP: 'There is already an event at that time.',
    EVENT_PAST_DATE: 'Events cannot be scheduled on past dates.',
    EVENT_TIME_INVALID: 'The time is not valid.',
    EVENT_NO_ACCESS: 'You do not have access to this event.',
    EVENT_DAY_CLOSED: 'That day is closed.',
    EVENT_NO_TIME_AVAILABLE: 'There is no time available at that date and time.',
    USER_NOT_CLIENT: 'The user is not a client.',
    PAYMENT_ACCOUNT_REQUIRED:
      'You need to link your Mercado Pago account to create jobs that require payment.',
    UPLOAD_IMAGE_TOO_LARGE: 'The image is larger than the 20 MB limit.',
    UPLOAD_VIDEO_TOO_LARGE: 'The video is larger than the 20 MB limit.',
    UPLOAD_FILE_TOO_LARGE: 'The file is larger than the 5 MB limit.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
    CORS_ORIGIN_DENIED: 'Origin not allowed.',
    SERVICE_UNAVAILABLE: 'The service is not available right now.',
  },
  fields: {
    required: 'This field is required.',
    invalid: 'The value is not valid.',
    email: 'Enter a valid e-mail address.',
    tooLong: 'It must be at most {{max}} characters long.',
    tooShort: 'It must be at least {{min}} characters long.',
    integer: 'It must be a whole number.',
    unknownField: 'Field not allowed: {{field}}.',
  },
};
