/**
 * Account rules of the specification's point 5, as yup schemas shared by the server (which
 * enforces them) and the storefront's forms (which show the same messages before sending).
 * Messages are translation keys under `errors:fields`.
 */
import {
  ADDRESS_FIELD_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  STAFF_REASON_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { LANGUAGES } from '../i18n';
import { NEXT_PATH_MAX, safeNextPath } from '../next-path';
import { PHONE_TYPED_MAX, phoneE164, phoneExamples } from '../phone';
import {
  COUNTRY_CODES,
  DEFAULT_REGION,
  IDENTIFICATION_TYPES,
  REGIONS,
  REGION_FACTS,
  isRegion,
} from '../regions';
import { yup, type MessageKey } from '../validation';
import { NOTIFICATION_TOPICS } from '../notifications';

const field = (key: string, params?: Record<string, unknown>): MessageKey => ({
  key: `fields.${key}`,
  params,
});

export const ADULT_AGE = 18;
export { NOTIFICATION_TOPICS };
export const NOTIFICATION_CHANNELS = ['email', 'whatsapp'] as const;
export const PRIVACY_FLAGS = ['showEmail', 'showPhone', 'showCompany', 'showLastLogin'] as const;
export const SIGN_UP_TYPES = ['client', 'prosker'] as const;

/** The stored `type_user` of each kind of user (a prosker's may grow above 2). */
export const USER_TYPE = { client: 1, prosker: 2 } as const;

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A person's or business's name: one line of text, no control characters (line breaks and tabs
 * included: messaging channels refuse them) and no web address (a name is shown in notices and
 * e-mail subjects; it must not carry a link).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const WEB_ADDRESS =
  /([a-z][a-z0-9+.-]*:\/\/|www\.|[^\s.@]\.(com|net|org|info|biz|io|co|me|ly|link|site|online|app|xyz|uy|br|ar)(\b|\/))/i;
const nameText = <S extends yup.StringSchema<string | undefined | null>>(schema: S) =>
  schema
    .test('name-characters', field('nameCharacters'), (v) => !v || !CONTROL_CHARACTERS.test(v))
    .test('name-address', field('nameAddress'), (v) => !v || !WEB_ADDRESS.test(v)) as S;
export const nameRule = () => nameText(yup.string().trim().required().max(NAME_MAX));
export const emailRule = () => yup.string().trim().lowercase().required().email().max(EMAIL_MAX);
/**
 * A phone number as the region's people type it (common/phone.ts), given as E.164. The region is
 * the form's own `region` field when it has one (sign-up: the page's), else the `region` of the
 * validation's context (settings: the user's), else the default region.
 */
export const phoneRule = () =>
  yup
    .string()
    .trim()
    .required()
    .when(['region', '$region'], ([own, given], schema) => {
      const region = isRegion(own) ? own : isRegion(given) ? given : DEFAULT_REGION;
      const { example } = phoneExamples(region);
      const prefix = REGION_FACTS[region].phonePrefix;
      return schema
        .transform((value: unknown) =>
          typeof value === 'string' ? (phoneE164(value, region) ?? value) : value,
        )
        .test(
          'phone',
          field(`phone.${region}`, { example, prefix }),
          (value) => value == null || phoneE164(value, region) === value,
        );
    });
export const usernameRule = () =>
  yup
    .string()
    .trim()
    .required()
    .matches(new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN},${USERNAME_MAX}}$`), {
      message: field('username', { min: USERNAME_MIN, max: USERNAME_MAX }),
    });
/** At least 8 characters, with letters, digits and a special character. */
export const passwordRule = () =>
  yup
    .string()
    .required()
    .max(200)
    .test('strong', field('password', { min: PASSWORD_MIN }), (value) =>
      value === undefined
        ? true
        : value.length >= PASSWORD_MIN &&
          /[A-Za-z]/.test(value) &&
          /\d/.test(value) &&
          /[^A-Za-z0-9]/.test(value),
    );
export const confirmationRule = (of = 'password') =>
  yup
    .string()
    .required()
    .oneOf([yup.ref(of)], field('passwordMismatch'));
export const birthDateRule = () =>
  yup
    .string()
    .required()
    .test('date', field('date'), (value) => value === undefined || isRealDate(value))
    .test(
      'adult',
      field('adult', { age: ADULT_AGE }),
      (value) => value === undefined || !isRealDate(value) || ageOn(value) >= ADULT_AGE,
    );
const optionalText = (max = 250) =>
  yup
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Where to return after signing up and verifying: a path of this site, or nothing. */
export const nextPathRule = () =>
  yup
    .string()
    .max(NEXT_PATH_MAX)
    .optional()
    .test('nextPath', field('nextPath'), (value) => value === undefined || !!safeNextPath(value));

export const signUpSchema = yup.object({
  type: yup.string().required().oneOf(SIGN_UP_TYPES),
  firstName: nameRule(),
  lastName: nameRule(),
  username: usernameRule(),
  email: emailRule(),
  phoneNumber: phoneRule(),
  birthDate: birthDateRule(),
  company: nameText(optionalText()),
  password: passwordRule(),
  passwordConfirmation: confirmationRule(),
  termsAccepted: yup.boolean().required().oneOf([true], field('terms')),
  language: yup.string().oneOf(LANGUAGES).optional(),
  region: yup.string().oneOf(REGIONS).optional(),
  next: nextPathRule(),
});
export type SignUpInput = yup.InferType<typeof signUpSchema>;

/** A person's two names under the sign-up's rule. */
export const personNamesSchema = yup.object({ firstName: nameRule(), lastName: nameRule() });

/**
 * The completion form of a Google or Facebook sign-up: what the provider does not tell (the
 * birth date, under the sign-up's own rule, and client or prosker), with the pending token, and
 * the names, the provider's unless the person corrects them (either way under the sign-up's
 * rule, `personNamesSchema`).
 */
export const socialCompletionSchema = yup.object({
  token: yup.string().trim().required().max(200),
  firstName: nameRule().optional(),
  lastName: nameRule().optional(),
  type: yup.string().required(field('signUpType')).oneOf(SIGN_UP_TYPES, field('signUpType')),
  birthDate: birthDateRule(),
  language: yup.string().oneOf(LANGUAGES).optional(),
  region: yup.string().oneOf(REGIONS).optional(),
});
export type SocialCompletionInput = yup.InferType<typeof socialCompletionSchema>;

/** Sign-in by e-mail or by phone number: exactly one of the two. */
export const signInSchema = yup
  .object({
    email: yup.string().trim().lowercase().email().max(EMAIL_MAX).optional(),
    phoneNumber: yup.string().trim().max(PHONE_TYPED_MAX).optional(),
    password: yup.string().required().max(200),
    /** The page's region: how a number typed without its country code is read first. */
    region: yup.string().oneOf(REGIONS).optional(),
  })
  .test('one-login', field('loginRequired'), (value, ctx) =>
    Boolean(value.email) !== Boolean(value.phoneNumber)
      ? true
      : ctx.createError({ path: 'email', message: field('loginRequired') }),
  );

export const emailOnlySchema = yup.object({ email: emailRule() });
export const resendVerificationSchema = yup.object({ email: emailRule(), next: nextPathRule() });
export const tokenSchema = yup.object({ token: yup.string().trim().required().max(200) });
export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required().max(200),
  password: passwordRule(),
  passwordConfirmation: confirmationRule(),
});

export const profileSchema = yup.object({
  firstName: nameRule(),
  lastName: nameRule(),
  birthDate: birthDateRule(),
  phoneNumber: phoneRule(),
  company: nameText(optionalText()),
  description: optionalText(2000),
  identificationType: yup
    .string()
    .nullable()
    .optional()
    .oneOf([...IDENTIFICATION_TYPES, null]),
  identificationNumber: yup
    .string()
    .trim()
    .max(30)
    .matches(/^[0-9A-Za-z.\-/]*$/, { message: field('invalid') })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  language: yup.string().oneOf(LANGUAGES).optional(),
  region: yup.string().oneOf(REGIONS).optional(),
});

/** Changing e-mail or phone needs the current password. */
export const accountSchema = yup.object({
  currentPassword: yup.string().required().max(200),
  email: emailRule().optional().default(undefined),
  phoneNumber: phoneRule().optional().default(undefined),
  newPassword: passwordRule().optional().default(undefined),
  newPasswordConfirmation: yup
    .string()
    .when('newPassword', ([pw], s) =>
      pw ? s.required().oneOf([yup.ref('newPassword')], field('passwordMismatch')) : s.optional(),
    ),
});

export const privacySchema = yup.object(
  Object.fromEntries(PRIVACY_FLAGS.map((f) => [f, yup.boolean().required()])) as Record<
    (typeof PRIVACY_FLAGS)[number],
    yup.BooleanSchema<boolean>
  >,
);

const channels = () =>
  yup.object({ email: yup.boolean().required(), whatsapp: yup.boolean().required() }).noUnknown();
export const notificationsSchema = yup.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, channels()])) as Record<
    (typeof NOTIFICATION_TOPICS)[number],
    ReturnType<typeof channels>
  >,
);

/** Text fields of an address must be text (spec point 5), not numbers or objects. */
const text = (max = 200) => yup.string().strict().trim().required().max(max);
/** An address's own fields (a job keeps a copy of them). */
export const addressFields = {
  domicile: text(ADDRESS_FIELD_MAX.domicile),
  postalCode: text(ADDRESS_FIELD_MAX.postalCode),
  city: text(ADDRESS_FIELD_MAX.city),
  state: text(ADDRESS_FIELD_MAX.state),
  neighborhood: yup.string().strict().trim().max(ADDRESS_FIELD_MAX.neighborhood).optional(),
  country: text(ADDRESS_FIELD_MAX.country),
  countryCode: yup.string().strict().required().oneOf(COUNTRY_CODES),
};
export const addressSchema = yup.object({
  ...addressFields,
  isDefault: yup.boolean().strict().optional(),
});
export type AddressInput = yup.InferType<typeof addressSchema>;

export const closeAccountSchema = yup.object({ currentPassword: yup.string().required().max(200) });

/** A user's account data as staff correct it in the back office. */
export const adminUserUpdateSchema = yup.object({
  firstName: nameRule(),
  lastName: nameRule(),
  username: usernameRule(),
  phoneNumber: phoneRule().notRequired(),
  type_user: yup.number().required().oneOf([USER_TYPE.client, USER_TYPE.prosker]),
  isTestUser: yup.boolean().required(),
});

/** How long a staff flag's reason may be (the database says the same). */
export const STAFF_FLAG_REASON_MAX = 500;

/** Staff flag a job or a user for an admin (docs/adr/0029): exactly one target, and why. */
export const staffFlagSchema = yup.object({
  jobId: yup
    .number()
    .integer()
    .positive()
    .test(
      'one-target',
      field('invalid'),
      (jobId, context) => (jobId === undefined) !== (context.parent.userId === undefined),
    ),
  userId: yup.number().integer().positive(),
  reason: yup.string().trim().required().max(STAFF_FLAG_REASON_MAX),
});
/** What staff tell a user about an action of theirs (a ban, a withdrawn service). */
export const staffReasonRule = () => yup.string().strict().trim().required().max(STAFF_REASON_MAX);

/** A ban says why: the user reads the reason on their next request and at sign-in. */
export const banSchema = yup.object({ reason: staffReasonRule() });
