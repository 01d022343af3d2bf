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
    AUTH_USER_BANNED_reason:
      'Your account is suspended. Reason: “{{reason}}”. If you think this is a mistake, write to us from the contact page.',
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
    SELLER_ONLY:
      'This part is for proskers: here a prosker sees their business and their clients. Yours is a client account.',
    CLIENT_NOT_FOUND:
      'This person is not one of your clients: they have not bought, booked or chatted with you.',
    CONVERSATION_EXISTS: 'The conversation has already been created.',
    CONVERSATION_DAILY_LIMIT:
      'You have already opened {{limit}} conversations today, the most a day for your account. Carry on in the ones you have or come back tomorrow.',
    ACCOUNT_PAID_JOB_OPEN:
      'You cannot close your account while a paid job is neither finished nor refunded. Finish it or cancel it (it is refunded) and try again.',
    ACCOUNT_JOB_NOT_CANCELLABLE:
      'You cannot close your account: a job is under way or starts within 24 hours and can no longer be cancelled. Finish it and try again.',
    CONVERSATION_LOAD_FAILED: 'We could not load the conversation.',
    CONVERSATION_NOT_FOUND: 'The conversation does not exist or you are not part of it.',
    CONVERSATION_NOT_ALLOWED:
      'You cannot start this conversation: write to a prosker from their profile, or to a client you have an agreed job with.',
    CONVERSATION_USER_UNAVAILABLE:
      'This person is no longer available on Prosk and cannot receive messages.',
    CONVERSATION_BLOCKED: 'The conversation is blocked: no messages can be sent.',
    MESSAGE_NOT_FOUND: 'The message does not exist.',
    REPORT_ALREADY_RESOLVED: 'This report has already been resolved.',
    NOTIFICATION_NOT_FOUND: 'The notification does not exist.',
    PHONE_REQUIRED: 'Add your phone number to your account to get WhatsApp notices.',
    PHONE_CODE_NOT_SENT:
      'We could not send you the code by WhatsApp. Check your number and try again.',
    PHONE_CODE_INVALID: 'The code is not correct. You have {{tries}} tries left.',
    PHONE_CODE_EXPIRED:
      'That code no longer works: it expired or was tried too many times. Ask for a new one.',
    UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid.',
    DELIVERY_NOT_FAILED: 'Only a failed delivery can be sent again.',
    CONTACT_RATE_LIMITED:
      'We already received several messages from this address. Wait {{seconds}} seconds before sending another.',
    LEGAL_VERSION_OUTDATED: 'A newer version of this text was published. Read it and accept it.',
    CONTENT_SLUG_TAKEN: 'Content of that type with that address already exists in that region.',
    CONTENT_LEGAL_KEPT: 'Legal texts are never deleted: publish a new version instead.',
    CONTACT_ALREADY_CLOSED: 'This message is closed. Reopen it to answer it.',
    PAYMENT_FAILED: 'There was a payment error. Check the payment method information.',
    SUBSCRIPTION_UPDATE_FAILED: 'We could not update your subscription.',
    JOB_INCOMPLETE: 'The job is incomplete.',
    JOB_CREATE_FAILED: 'We could not create the job.',
    JOB_CANNOT_REJECT: 'This job cannot be rejected.',
    JOB_CANNOT_COMPLETE: 'This job cannot be completed.',
    JOB_CANNOT_CANCEL: 'This job cannot be cancelled.',
    JOB_CANCEL_TOO_LATE:
      'It is too late to cancel: cancellations must be made at least 24 hours before the start.',
    SERVICE_OTHER_REGION:
      'This service is offered in another country: find it in the region where it is provided.',
    JOB_TOO_EARLY:
      'This job’s day has not come yet: it cannot be started, marked as done or reviewed before its start date.',
    SERVICE_PRICE_CHANGED:
      'The prosker changed this service’s price while you were hiring it: check the new price and confirm again.',
    SERVICE_NOT_OFFERED: 'This service can no longer be hired.',
    SERVICE_HAS_OPEN_JOBS:
      'This service has jobs under way: it cannot be withdrawn until they are finished or cancelled.',
    SERVICE_ALREADY_WITHDRAWN: 'This service was already withdrawn.',
    JOB_SLOT_REQUIRED: 'Choose one of the prosker’s free times for that date.',
    JOB_HOUR_OUTSIDE_HALF: 'Choose a time within that part of the day, from {{from}} to {{to}}.',
    JOB_PHOTOS_LIMIT: 'You can add up to {{max}} photos.',
    EVENT_OVERLAP: 'There is already an event at that time.',
    EVENT_PAST_DATE: 'Events cannot be scheduled on past dates.',
    EVENT_TIME_INVALID: 'The time is not valid.',
    EVENT_NO_ACCESS: 'You do not have access to this event.',
    EVENT_DAY_CLOSED: 'That day is closed.',
    EVENT_NO_TIME_AVAILABLE: 'There is no time available at that date and time.',
    EVENT_STATUS_INVALID: 'This event cannot move to that status.',
    EVENT_PRIVATE: 'Appointment with another client',
    PAYMENT_ACCOUNT_REQUIRED:
      'You need to link your Mercado Pago account to create jobs that require payment.',
    UPLOAD_IMAGE_TOO_LARGE: 'The image is larger than the 20 MB limit.',
    UPLOAD_VIDEO_TOO_LARGE: 'The video is larger than the 20 MB limit.',
    UPLOAD_FILE_TOO_LARGE: 'The file is larger than the 5 MB limit.',
    UPLOAD_TYPE_NOT_ALLOWED:
      'That file type is not allowed. Use PNG, JPG or GIF for images, MP4 for videos and PDF for documents.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'The format or encoding of the request is not supported.',
    RESOURCE_IN_USE: 'This record is in use and cannot be deleted.',
    RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
    CORS_ORIGIN_DENIED: 'Origin not allowed.',
    AUTH_CURRENT_PASSWORD_WRONG: 'The current password is not correct.',
    AUTH_STAFF_USE_BACKOFFICE:
      'That is a Prosk staff account: staff work in the back office, not on this site. Taking you there.',
    AUTH_SOCIAL_PENDING_INVALID:
      'This Google or Facebook sign-up was already finished or has expired. Choose Google or Facebook again to start over.',
    AUTH_SOCIAL_EMAIL_REQUIRED:
      'We need your e-mail to create the account. Allow access to your e-mail and try again.',
    CATEGORY_IN_USE: 'This category or skill is in use: it cannot be deleted, only disabled.',
    PLAN_IN_USE:
      'This plan has subscriptions: it cannot be deleted, nor can its region, currency, period or premium flag change. Disable it instead.',
    COUPON_IN_USE: 'This coupon has been used: it cannot be deleted, only disabled.',
    SERVICE_UNAVAILABLE: 'The service is not available right now.',
    COUPON_UNKNOWN: 'That coupon does not exist.',
    COUPON_DISABLED: 'That coupon is not enabled.',
    COUPON_BELOW_MINIMUM: 'This coupon needs a minimum order of {{minimum}}.',
    COUPON_USED_UP: 'This coupon has reached its usage limit.',
    COUPON_NOT_APPLICABLE: 'This coupon cannot be used on this plan.',
    SUBSCRIPTION_EXISTS: 'You already have a current subscription. Manage it from My subscription.',
    PLAN_NOT_AVAILABLE: 'That plan is not available.',
    PAYMENT_ACCOUNT_LINK_FAILED: 'We could not link your Mercado Pago account. Please try again.',
    PAYMENT_PROVIDER_UNAVAILABLE:
      'Mercado Pago is not answering right now. Please try again in a few minutes.',
    PAYMENT_IN_PROCESS:
      'A payment for this job is already being processed. We will let you know when Mercado Pago confirms it.',
    JOB_ALREADY_PAID: 'This job is already paid.',
    REFUND_NOT_PAID:
      'This job has no approved payment to refund (unpaid, rejected or already fully refunded).',
    REFUND_EXCEEDS_PAID: 'The refund is more than what is left to refund ({{left}}).',
    REFUND_IN_PROCESS:
      'Another refund of this job was just made or is in process. Reload the page to see what was refunded.',
    ALREADY_FLAGGED:
      'It is flagged for review already. Clear the current flag before flagging it again.',
    REFUND_REFUSED: 'Mercado Pago refused the refund. Nothing was refunded.',
    RECEIPT_NOT_AVAILABLE: 'This job has no recorded payment, so it has no receipt.',
    SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED:
      'That number of installments is not offered for this plan and card. Nothing was charged: choose another option.',
    SUBSCRIPTION_CHECKOUT_IN_PROGRESS:
      'A subscription is already being paid. Wait for it to finish or check My subscription.',
    WEBHOOK_SIGNATURE_INVALID: 'Invalid notification signature.',
    JOB_CANNOT_ACCEPT: 'This job cannot be accepted now.',
    OFFER_NO_RELATION:
      'You can only make an offer to someone you have a conversation or a job with.',
    OFFER_CANNOT_ACCEPT:
      'This offer can no longer be accepted: it was already answered or withdrawn.',
    OFFER_CANNOT_DECLINE:
      'This offer can no longer be declined: it was already answered or withdrawn.',
    OFFER_CANNOT_WITHDRAW: 'This offer can no longer be withdrawn: the client already answered it.',
    JOB_TERMS_AGREED:
      'The client booked this price and date: you cannot change them. If another one is needed, write to them in the chat or decline the booking.',
    JOB_CANNOT_START: 'This job cannot be started now.',
    REVIEW_EXISTS: 'You already reviewed this job.',
    REVIEW_NOT_ALLOWED: 'You can only review a completed job you hired.',
    PREDEFINED_SERVICE_IN_USE:
      'Services were already published from this one: it cannot be deleted, only retired (disabled).',
    REASON_SYSTEM:
      'Prosk uses this reason when an account is closed: it cannot be edited, disabled or deleted.',
    REASON_IN_USE: 'This reason has been used on a job: it cannot be deleted, only disabled.',
  },
  fields: {
    endAfterStart: 'The end must be after the start.',
    required: 'This field is required.',
    invalid: 'The value is not valid.',
    email: 'Enter a valid e-mail address.',
    tooLong: 'It must be at most {{max}} characters long.',
    tooShort: 'It must be at least {{min}} characters long.',
    integer: 'It must be a whole number.',
    phone: {
      uy: 'Enter a valid Uruguayan phone: starting with 0, at least 9 digits, like {{example}}, or with {{prefix}}.',
      br: 'Enter a valid Brazilian phone: with the area code, 10 or 11 digits, like {{example}}, or with {{prefix}}.',
    },
    phoneCode: 'Enter the 6 digits of the code.',
    username: 'Use {{min}} to {{max}} letters or digits, no spaces.',
    password: 'Use at least {{min}} characters, with letters, digits and a special character.',
    passwordMismatch: 'The passwords do not match.',
    date: 'Enter a valid date.',
    adult: 'You must be at least {{age}} years old.',
    signUpType: 'Choose whether you want to hire services or offer yours.',
    terms: 'You must accept the terms and conditions.',
    nextPath: 'The return address must be a page of Prosk.',
    loginRequired: 'Enter your e-mail or your phone number.',
    slug: 'Use lower-case letters, digits and hyphens only.',
    nameCharacters: 'Write it on one line, without tabs or control characters.',
    nameAddress: 'A name cannot contain web addresses or links.',
    unknownChoice: 'That choice does not exist.',
    unknownField: 'Field not allowed: {{field}}.',
    notNegative: 'It cannot be negative.',
    positive: 'It must be greater than 0.',
    money: 'Enter an amount with at most two decimals.',
    percentage: 'A percentage must be greater than 0 and at most 100.',
    currencyRequired: 'Choose the currency of the discount: UYU or BRL.',
    regionCurrency: "The currency must be the region's: UYU in Uruguay, BRL in Brazil.",
    freePlanPrice: 'A plan that is not premium must cost 0.',
    couponCode: 'Use 3 to 40 letters, digits, hyphens or underscores, without spaces.',
    couponCodeTaken: 'There is already a coupon with that code.',
    usageBelowUsed: 'It cannot be lower than the uses already made ({{used}}).',
    time: 'Enter a time on the hour or half hour (HH:MM), from 00:00 to 24:00.',
    timeRange: 'The end time must be later than the start time.',
    timeRangesOverlap: 'The hours of one day cannot overlap.',
    week: 'Give the 7 days of the week, once each.',
    servicePrice: 'It must be a whole number above {{below}}.',
    wholeNotNegative: 'It must be a whole number, 0 or more.',
    jobEndAfterStart: 'The end must be after the start.',
    cardNumber: 'Check the card number.',
    cardholder: 'Check the cardholder name.',
    expiration: 'Check the expiry date.',
    cardExpired: 'The card has expired.',
    securityCode: 'Check the security code.',
    identificationNumber: 'Check the ID number.',
  },
};
