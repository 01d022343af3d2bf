/** What the accounts routes answer (see server/platform/contract.ts). */
import { LANGUAGES } from '../../../common/i18n';
import { COUNTRY_CODES, IDENTIFICATION_TYPES, REGIONS } from '../../../common/regions';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  PRIVACY_FLAGS,
  SIGN_UP_TYPES,
} from '../../../common/schemas/accounts';
import { out } from '../../platform/contract';
import { STAFF_ROLES } from './rules';

/** A user's role is the type they sign up as. */
const USER_ROLES = SIGN_UP_TYPES;

/** The session token a sign-in answers (`Authorization: Bearer …` afterwards). */
export const sessionTokenSchema = out.namedObject('SessionToken', { access_token: out.text() });

/**
 * The end of a Google or Facebook sign-in: a session for an account that exists, or, for a
 * person without one, what the completion form needs (birth date and client or prosker).
 */
export const socialSignInSchema = out.either(
  sessionTokenSchema,
  out.namedObject('SocialCompletionNeeded', {
    completion: out.namedObject('SocialCompletion', {
      token: out.text(),
      provider: out.oneOf(['google', 'facebook'] as const),
      email: out.text(),
      firstName: out.text(),
      lastName: out.text(),
    }),
  }),
);

/** The e-mail address a sign-up or a verification link concerns. */
export const accountEmailSchema = out.namedObject('AccountEmail', { email: out.text() });

/**
 * A followed verification link: the address, and a session token when the link signed in (a
 * sign-up's link in the browser that signed up, within an hour of the mail: ADR 0026).
 */
export const verifiedEmailSchema = out.namedObject('VerifiedEmail', {
  email: out.text(),
  access_token: out.text().optional(),
});

/** A mail was sent (or, for an unknown address, nothing was, with the same answer). */
export const mailSentSchema = out.namedObject('MailSent', { sent: out.boolean() });

export const addressAnswerSchema = out.namedObject('Address', {
  id: out.integer(),
  domicile: out.text(),
  postalCode: out.text(),
  city: out.text(),
  state: out.text(),
  neighborhood: out.text().nullable(),
  country: out.text(),
  countryCode: out.oneOf(COUNTRY_CODES),
  isDefault: out.boolean(),
});

export const divisionSchema = out.namedObject('Division', { code: out.text(), name: out.text() });

export const privacySettingsSchema = out.named(
  'PrivacySettings',
  out.object(Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, out.boolean()]))),
);

const channels = () =>
  out.object(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, out.boolean()])));
export const notificationSettingsSchema = out.named(
  'NotificationSettings',
  out.object(Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, channels()]))),
);

/**
 * A user's public profile: what every visitor may see, plus e-mail, phone, company and last
 * sign-in only where the owner's privacy settings show them.
 */
export const publicUserSchema = out.namedObject('PublicUser', {
  id: out.integer(),
  username: out.text(),
  firstName: out.text(),
  lastName: out.text(),
  type_user: out.integer(),
  role: out.oneOf(USER_ROLES),
  description: out.text().nullable(),
  profile_img: out.text().nullable(),
  banner_img: out.text().nullable(),
  category_name: out.list(out.text()),
  skill_name: out.list(out.text()),
  createdAt: out.dateTime(),
  email: out.text().optional(),
  phoneNumber: out.text().nullable().optional(),
  company: out.text().nullable().optional(),
  lastLoginAt: out.dateTime().nullable().optional(),
});

/** Everything the owner may see of their own account (`GET /user`, the settings' answers). */
export const ownerUserSchema = out.named(
  'OwnerUser',
  publicUserSchema.shape({
    email: out.text(),
    phoneNumber: out.text().nullable(),
    company: out.text().nullable(),
    lastLoginAt: out.dateTime().nullable(),
    birthDate: out.date().nullable(),
    identificationType: out.oneOf(IDENTIFICATION_TYPES).nullable(),
    identificationNumber: out.text().nullable(),
    language: out.oneOf(LANGUAGES),
    region: out.oneOf(REGIONS),
    isTestUser: out.boolean(),
    emailVerified: out.boolean(),
    pendingEmail: out.text().nullable(),
    paymentAccountLinked: out.boolean(),
    privacy: privacySettingsSchema,
    notifications: notificationSettingsSchema,
    addresses: out.list(addressAnswerSchema),
  }),
);

/** The data-rights download: the account, its sessions and its linked social accounts. */
export const accountExportSchema = out.namedObject('AccountExport', {
  exportedAt: out.dateTime(),
  account: ownerUserSchema,
  sessions: out.list(
    out.object({
      created_at: out.dateTime(),
      expires_at: out.dateTime(),
      revoked_at: out.dateTime().nullable(),
      user_agent: out.text().nullable(),
      ip: out.text().nullable(),
    }),
  ),
  socialAccounts: out.list(
    out.object({
      provider: out.text(),
      email: out.text().nullable(),
      created_at: out.dateTime(),
    }),
  ),
  /** The user's own chat messages (a deleted one without its text). */
  messages: out.list(
    out.object({
      id: out.integer(),
      conversationId: out.integer(),
      body: out.text().nullable(),
      attachmentUrl: out.text().nullable(),
      createdAt: out.dateTime(),
      deleted: out.boolean(),
    }),
  ),
  /** The WhatsApp number given for notices, and when its owner confirmed it (null: not yet). */
  whatsappNumber: out
    .object({ number: out.text(), confirmedAt: out.dateTime().nullable() })
    .nullable(),
  /** The addresses the user keeps, and how they chose to be told (channels by topic). */
  addresses: out.json(),
  notificationSettings: out.json(),
  /** What each other module keeps about the user, by section (its `exportFor`). */
  jobs: out.json(),
  services: out.json(),
  reviewsGiven: out.json(),
  reviewsReceived: out.json(),
  payments: out.json(),
  subscriptions: out.json(),
  paymentAccount: out.json().nullable(),
  favourites: out.json(),
  posts: out.json(),
  media: out.json(),
  trades: out.json(),
  agendaEvents: out.json(),
  agendaHours: out.json(),
  conversations: out.json(),
  notices: out.json(),
});

/** What closing the account would do: each open job, cancelled or keeping the account open. */
export const closingPreviewSchema = out.namedObject('ClosingPreview', {
  canClose: out.boolean(),
  jobs: out.list(
    out.object({
      id: out.integer(),
      title: out.text(),
      status: out.text(),
      role: out.oneOf(['client', 'prosker'] as const),
      startDate: out.dateTime(),
      price: out.number(),
      currency: out.text(),
      /** The error code of why it keeps the account open, or null: closing cancels it. */
      refusal: out.text().nullable(),
      /** The same in the reader's language. */
      refusalText: out.text().nullable(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Back office

export const staffSchema = out.namedObject('Staff', {
  id: out.integer(),
  email: out.text(),
  name: out.text(),
  role: out.oneOf(STAFF_ROLES),
});

export const staffSessionSchema = out.namedObject('StaffSession', {
  access_token: out.text(),
  staff: staffSchema,
});

/** A user as staff see it. */
export const adminUserSchema = out.namedObject('AdminUser', {
  id: out.integer(),
  username: out.text(),
  email: out.text(),
  firstName: out.text(),
  lastName: out.text(),
  type_user: out.integer(),
  role: out.oneOf(USER_ROLES),
  phoneNumber: out.text().nullable(),
  region: out.oneOf(REGIONS),
  banned: out.boolean(),
  banReason: out.text().nullable(),
  isTestUser: out.boolean(),
  emailVerified: out.boolean(),
  createdAt: out.dateTime(),
  lastLoginAt: out.dateTime().nullable(),
});

/** One staff action of the audit log. */
export const auditEntrySchema = out.namedObject('AuditEntry', {
  id: out.integer(),
  staffEmail: out.text(),
  action: out.text(),
  targetType: out.text().nullable(),
  targetId: out.text().nullable(),
  details: out.json(),
  /** The fields that changed, as they were and as they became (null: created or deleted). */
  before: out.json().nullable(),
  after: out.json().nullable(),
  createdAt: out.dateTime(),
});

/** A staff flag on a job or a user (one of the two ids), and who raised and cleared it. */
export const staffFlagSchema = out.namedObject('StaffFlag', {
  id: out.integer(),
  jobId: out.integer().nullable(),
  userId: out.integer().nullable(),
  reason: out.text(),
  /** The staff member's e-mail. */
  flaggedBy: out.text(),
  createdAt: out.dateTime(),
  clearedBy: out.text().nullable(),
  clearedAt: out.dateTime().nullable(),
});
