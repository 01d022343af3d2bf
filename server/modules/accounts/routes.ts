import {
  accountSchema,
  addressSchema,
  closeAccountSchema,
  emailOnlySchema,
  notificationsSchema,
  privacySchema,
  profileSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  socialCompletionSchema,
  tokenSchema,
} from '../../../common/schemas/accounts';
import { COUNTRY_CODES, REGIONS } from '../../../common/regions';
import { yup } from '../../../common/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError, idOf, notFound, route, type AppContext, type RouteSpec } from '../../platform';
import { out } from '../../platform/contract';
import { translator } from '../../platform/i18n';
import type { AccountsService } from './service';
import type { SocialProvider, SocialSignIn } from './social';
import {
  accountEmailSchema,
  accountExportSchema,
  addressAnswerSchema,
  closingPreviewSchema,
  divisionSchema,
  mailSentSchema,
  ownerUserSchema,
  publicUserSchema,
  sessionTokenSchema,
  socialSignInSchema,
  verifiedEmailSchema,
} from './contract';
import { LINK_TTL_SECONDS } from './links';
import { addressDto } from './dto';

const RATE = ['AUTH_RATE_LIMITED'];
const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
const meta = (ctx: AppContext) => ({ ip: ctx.ip, userAgent: ctx.get('user-agent') });

const usersQuery = yup.object({ filters: yup.string().trim().required().max(200) });
const divisionsQuery = yup.object({ countryCode: yup.string().required().oneOf(COUNTRY_CODES) });

/** `filters=id=5` or `filters=username=lucia2026` (spec point 7). */
function parseFilters(filters: string): { column: 'id' | 'username'; value: string | number } {
  const match = /^(id|username)=(.+)$/.exec(filters);
  const invalid = new AppError('VALIDATION_FAILED', 422, {
    fields: [{ field: 'filters', key: 'fields.invalid' }],
  });
  if (!match) throw invalid;
  if (match[1] === 'id') {
    const id = Number(match[2]);
    if (!Number.isSafeInteger(id) || id <= 0) throw invalid;
    return { column: 'id', value: id };
  }
  return { column: 'username', value: match[2] };
}

const SOCIAL_COOKIE = 'prosk_social';
/**
 * The key a sign-up leaves in its browser, sent back only to the verification call: the link
 * followed there signs in (ADR 0026).
 */
const SIGN_UP_COOKIE = 'prosk_sign_up';
const SIGN_UP_COOKIE_PATH = '/admin/api/verify-email';
const providerQuery = yup.object({ region: yup.string().oneOf(REGIONS).optional() });
const callbackBody = yup.object({
  code: yup.string().trim().max(2000).optional(),
  state: yup.string().trim().required().max(500),
  error: yup.string().trim().max(200).optional(),
});

function provider(ctx: AppContext, social: SocialSignIn): SocialProvider {
  const name = ctx.params.provider;
  if ((name === 'google' || name === 'facebook') && social.providers().includes(name)) return name;
  throw notFound();
}

/** Asks for a mail to an e-mail address (a link to follow); answers 202 once it is on its way. */
function mailRequest<B extends { email: string }>(
  path: string,
  summary: string,
  errors: string[],
  body: ObjectSchema<B>,
  send: (body: B, ip: string) => Promise<unknown>,
): RouteSpec {
  return route({
    method: 'post',
    path,
    summary,
    tag: 'registration',
    access: 'public',
    body,
    errors,
    response: { status: 202, body: mailSentSchema },
    async handler(ctx, input) {
      await send(input.body, ctx.ip);
      ctx.status = 202;
      ctx.body = { sent: true };
    },
  });
}

/** A settings form of the signed-in user: saves what it is sent, answers the owner's view. */
function settingsForm<B extends AnyObject>(
  path: string,
  summary: string,
  body: ObjectSchema<B>,
  save: (userId: number, input: B) => Promise<unknown>,
  bodyContext?: RouteSpec['bodyContext'],
): RouteSpec {
  return route({
    method: 'put',
    path,
    summary,
    tag: 'settings',
    access: 'user',
    body,
    bodyContext,
    response: { body: ownerUserSchema },
    async handler(ctx, input) {
      ctx.body = await save(userId(ctx), input.body);
    },
  });
}

export function accountsRoutes(
  accounts: AccountsService,
  social: SocialSignIn,
  config: { publicUrl: string; production: boolean },
): RouteSpec[] {
  const callbackUrl = (name: SocialProvider) => `${config.publicUrl}/login/${name}/callback`;
  /** A user's phone numbers are read as their region writes them (ADR 0025). */
  const ownRegion = async (ctx: AppContext) => ({ region: await accounts.regionOf(userId(ctx)) });
  return [
    route({
      method: 'post',
      path: '/login',
      summary: 'Sign in by e-mail or phone number; answers the session token',
      tag: 'session',
      access: 'public',
      body: signInSchema,
      errors: [
        'AUTH_INVALID_CREDENTIALS',
        'AUTH_EMAIL_NOT_VERIFIED',
        'AUTH_PHONE_SHARED',
        'AUTH_USER_BANNED',
        'AUTH_STAFF_USE_BACKOFFICE',
        ...RATE,
      ],
      response: { body: sessionTokenSchema },
      async handler(ctx, { body }) {
        ctx.body = { access_token: await accounts.signIn(body, meta(ctx)) };
      },
    }),
    route({
      method: 'get',
      path: '/user',
      summary: 'The signed-in user, with the fields the owner may see',
      tag: 'session',
      access: 'user',
      errors: ['AUTH_USER_BANNED', 'USER_NOT_FOUND'],
      response: { body: ownerUserSchema },
      async handler(ctx) {
        ctx.body = await accounts.loadOwner(userId(ctx), undefined, ctx.state.language);
      },
    }),
    route({
      method: 'get',
      path: '/users',
      summary:
        'Public profiles by id or username (`filters=id=5`): what the profile shows, hidden profiles only to their owner',
      tag: 'session',
      access: 'optionalUser',
      query: usersQuery,
      response: { body: out.object({ data: out.list(publicUserSchema) }) },
      async handler(ctx, { query }) {
        const { column, value } = parseFilters(query.filters);
        ctx.body = {
          data: await accounts.publicUsers(
            column,
            value,
            ctx.state.language,
            ctx.state.auth?.subjectId,
          ),
        };
      },
    }),
    route({
      method: 'post',
      path: '/logout',
      summary: 'Sign out: the token is refused afterwards everywhere',
      tag: 'session',
      access: 'user',
      response: { status: 204 },
      async handler(ctx) {
        await accounts.signOut(ctx.state.auth!.sessionId);
        ctx.status = 204;
      },
    }),
    route({
      method: 'post',
      path: '/signup',
      summary: 'Create a client or prosker account; a verification mail is sent',
      tag: 'registration',
      access: 'public',
      body: signUpSchema,
      errors: ['EMAIL_TAKEN', 'USERNAME_TAKEN', ...RATE],
      response: { status: 201, body: accountEmailSchema },
      async handler(ctx, { body }) {
        const { email, browserKey } = await accounts.signUp(body, ctx.ip);
        ctx.cookies.set(SIGN_UP_COOKIE, browserKey, {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.production,
          maxAge: LINK_TTL_SECONDS.sign_up_browser * 1000,
          path: SIGN_UP_COOKIE_PATH,
          overwrite: true,
        });
        ctx.body = { email };
        ctx.status = 201;
      },
    }),
    route({
      method: 'get',
      path: '/auth/:provider/start',
      summary: 'Go to Google or Facebook to sign in (302); the state travels in a signed cookie',
      tag: 'social',
      access: 'public',
      query: providerQuery,
      errors: ['NOT_FOUND'],
      // ctx.redirect also writes a one-line "Redirecting to …" page (text/html or text/plain).
      response: { status: 302 },
      async handler(ctx) {
        const name = provider(ctx, social);
        const { url, cookie } = await social.start(name, callbackUrl(name));
        ctx.cookies.set(SOCIAL_COOKIE, cookie, {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.production,
          maxAge: 10 * 60 * 1000,
          path: '/admin/api/auth',
          overwrite: true,
        });
        ctx.redirect(url);
      },
    }),
    route({
      method: 'post',
      path: '/auth/:provider/callback',
      summary:
        'Finish a Google or Facebook sign-in: the session token of a known account, or the completion a new one needs first',
      tag: 'social',
      access: 'public',
      body: callbackBody,
      errors: [
        'AUTH_SOCIAL_GOOGLE_FAILED',
        'AUTH_SOCIAL_FACEBOOK_FAILED',
        'AUTH_SOCIAL_EMAIL_REQUIRED',
        'AUTH_USER_BANNED',
        'NOT_FOUND',
      ],
      response: { body: socialSignInSchema },
      async handler(ctx, { body }) {
        const name = provider(ctx, social);
        const cookie = ctx.cookies.get(SOCIAL_COOKIE);
        // The state is good for one attempt, whatever its outcome.
        ctx.cookies.set(SOCIAL_COOKIE, null, { path: '/admin/api/auth' });
        const profile = await social.finish(
          name,
          { code: body.code ?? '', state: body.state, error: body.error },
          cookie,
        );
        ctx.body = await accounts.socialSignIn(profile, meta(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/auth/social/complete',
      summary:
        'Create the account of a Google or Facebook sign-in from its completion form (birth date, client or prosker); answers the session token',
      tag: 'social',
      access: 'public',
      body: socialCompletionSchema,
      errors: [
        'AUTH_SOCIAL_PENDING_INVALID',
        'AUTH_SOCIAL_GOOGLE_FAILED',
        'AUTH_SOCIAL_FACEBOOK_FAILED',
        'AUTH_USER_BANNED',
        'USERNAME_TAKEN',
      ],
      response: { body: sessionTokenSchema },
      async handler(ctx, { body }) {
        ctx.body = await accounts.completeSocialSignUp(body, meta(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/verify-email',
      summary:
        'Follow a verification link (new account or changed e-mail); in the browser that signed up, within an hour of the mail, it also answers a session token',
      tag: 'registration',
      access: 'public',
      body: tokenSchema,
      errors: ['AUTH_TOKEN_INVALID', 'EMAIL_TAKEN'],
      response: { body: verifiedEmailSchema },
      async handler(ctx, { body }) {
        const verified = await accounts.verifyEmail(body.token, {
          browserKey: ctx.cookies.get(SIGN_UP_COOKIE),
          ...meta(ctx),
        });
        // The key served its one sign-in.
        if (verified.access_token) {
          ctx.cookies.set(SIGN_UP_COOKIE, null, { path: SIGN_UP_COOKIE_PATH });
        }
        ctx.body = verified;
      },
    }),
    mailRequest(
      '/resend-verification',
      'Send the verification mail again, its link carrying `next` (same answer for unknown e-mails)',
      RATE,
      resendVerificationSchema,
      (input, ip) => accounts.resendVerification(input.email, ip, input.next),
    ),
    mailRequest(
      '/forgot-password',
      'Mail a password reset link',
      ['AUTH_EMAIL_NOT_FOUND', ...RATE],
      emailOnlySchema,
      (input, ip) => accounts.forgotPassword(input.email, ip),
    ),
    route({
      method: 'post',
      path: '/reset-password',
      summary: 'Choose a new password with a reset link; every session ends',
      tag: 'registration',
      access: 'public',
      body: resetPasswordSchema,
      errors: ['AUTH_TOKEN_INVALID', 'AUTH_PASSWORD_RESET_FAILED'],
      response: { status: 204 },
      async handler(ctx, { body }) {
        await accounts.resetPassword(body.token, body.password);
        ctx.status = 204;
      },
    }),
    settingsForm(
      '/user/profile',
      'Edit the profile',
      profileSchema,
      accounts.updateProfile,
      ownRegion,
    ),
    route({
      method: 'put',
      path: '/user/account',
      summary: 'Change e-mail, phone or password (needs the current password)',
      tag: 'settings',
      access: 'user',
      body: accountSchema,
      bodyContext: ownRegion,
      errors: ['AUTH_CURRENT_PASSWORD_WRONG', 'EMAIL_TAKEN'],
      response: { body: ownerUserSchema },
      async handler(ctx, { body }) {
        ctx.body = await accounts.updateAccount(userId(ctx), ctx.state.auth!.sessionId, body);
      },
    }),
    settingsForm(
      '/user/privacy',
      'What the public profile shows',
      privacySchema,
      accounts.updatePrivacy,
    ),
    settingsForm(
      '/user/notifications',
      'Notification preferences per topic and channel',
      notificationsSchema,
      accounts.updateNotifications,
    ),
    route({
      method: 'get',
      path: '/user/addresses',
      summary: 'The signed-in user’s addresses, default first',
      tag: 'addresses',
      access: 'user',
      response: { body: out.object({ data: out.list(addressAnswerSchema) }) },
      async handler(ctx) {
        ctx.body = { data: (await accounts.addresses.list(userId(ctx))).map(addressDto) };
      },
    }),
    route({
      method: 'post',
      path: '/user/addresses',
      summary: 'Add an address (the first one is the default)',
      tag: 'addresses',
      access: 'user',
      body: addressSchema,
      response: { status: 201, body: addressAnswerSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = addressDto(await accounts.addresses.create(userId(ctx), body));
      },
    }),
    route({
      method: 'put',
      path: '/user/addresses/:id',
      summary: 'Edit an address',
      tag: 'addresses',
      access: 'user',
      body: addressSchema,
      errors: ['NOT_FOUND'],
      response: { body: addressAnswerSchema },
      async handler(ctx, { body }) {
        ctx.body = addressDto(await accounts.addresses.update(userId(ctx), idOf(ctx), body));
      },
    }),
    route({
      method: 'delete',
      path: '/user/addresses/:id',
      summary: 'Delete an address (the next one becomes the default)',
      tag: 'addresses',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        await accounts.addresses.remove(userId(ctx), idOf(ctx));
        ctx.status = 204;
      },
    }),
    route({
      method: 'get',
      path: '/divisions',
      summary: 'Uruguay’s departments or Brazil’s states',
      tag: 'addresses',
      access: 'public',
      query: divisionsQuery,
      response: { body: out.object({ data: out.list(divisionSchema) }) },
      async handler(ctx, { query }) {
        const rows = await accounts.divisions(query.countryCode);
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = { data: rows };
      },
    }),
    route({
      method: 'get',
      path: '/user/export',
      summary: 'Download everything the product keeps about the user (JSON)',
      tag: 'data rights',
      access: 'user',
      response: { body: accountExportSchema },
      async handler(ctx) {
        ctx.set('Content-Disposition', 'attachment; filename="prosk-data.json"');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await accounts.exportData(userId(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/user/close',
      summary: 'What closing the account would do: its open jobs, cancelled or keeping it open',
      tag: 'data rights',
      access: 'user',
      response: { body: closingPreviewSchema },
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        const t = translator(ctx.state.language);
        const preview = await accounts.closingPreview(userId(ctx));
        ctx.body = {
          ...preview,
          jobs: preview.jobs.map((job) => ({
            ...job,
            refusalText: job.refusal ? t(`codes.${job.refusal}`) : null,
          })),
        };
      },
    }),
    route({
      method: 'post',
      path: '/user/close',
      summary:
        'Close the account: its open jobs cancelled (refused while a paid one is open), signed out everywhere, personal data anonymised',
      tag: 'data rights',
      access: 'user',
      body: closeAccountSchema,
      errors: [
        'AUTH_CURRENT_PASSWORD_WRONG',
        'ACCOUNT_PAID_JOB_OPEN',
        'ACCOUNT_JOB_NOT_CANCELLABLE',
      ],
      response: { status: 204 },
      async handler(ctx, { body }) {
        await accounts.closeAccount(userId(ctx), body.currentPassword);
        ctx.status = 204;
      },
    }),
  ];
}
