/**
 * Facebook Login as plain OAuth 2 on Graph-style paths: the login dialog, the code exchange and
 * /me. Errors use the Graph shape ({ error: { message, type, code } }) so the client's handling
 * of real Graph errors is exercised. An empty e-mail on the consent page emulates a person who
 * does not share it (or has none), which the client must cope with.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { sendConsentPage, type ConsentPage } from './consent';
import {
  EMAIL,
  noStore,
  queryParam,
  randomToken,
  readForm,
  redirectBack,
  stableNumericId,
  validRedirectUri,
} from './http';
import { ExpiringMap } from './store';

const TEN_MINUTES = 10 * 60 * 1000;
/** Facebook's long-lived user tokens last about 60 days; an hour is plenty locally. */
const TOKEN_SECONDS = 3600;
const GRAPH_VERSION = /^v\d{1,2}\.\d{1,2}$/;
const NAME_MAX = 100;
const PROFILE_FIELDS = ['id', 'name', 'first_name', 'last_name', 'email', 'picture'];

interface Identity {
  id: string;
  name: string;
  email: string | null;
  picture: string;
}

interface Authorization {
  clientId: string;
  redirectUri: string;
  state?: string;
  scopes: string[];
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  identity: Identity;
}

interface AccessGrant {
  identity: Identity;
  /** Kept to check appsecret_proof when the client sends one, as Graph does. */
  clientSecret: string;
}

/** Graph's error body; 100 is an invalid parameter, 190 an invalid access token. */
function graphError(ctx: Context, status: number, code: 100 | 190, message: string): void {
  noStore(ctx);
  ctx.status = status;
  ctx.body = {
    error: { message, type: 'OAuthException', code, fbtrace_id: randomToken().slice(0, 11) },
  };
}

export function mountFacebook(router: Router, options: { prefix: string; baseUrl: string }): void {
  const pending = new ExpiringMap<Authorization>(TEN_MINUTES);
  const codes = new ExpiringMap<IssuedCode>(TEN_MINUTES);
  const redeemed = new ExpiringMap<{ accessToken?: string }>(TEN_MINUTES);
  const accessTokens = new ExpiringMap<AccessGrant>(TOKEN_SECONDS * 1000);

  // Graph paths carry the API version first; anything that is not one is not a Graph path.
  router.param('version', (version, ctx, next) =>
    GRAPH_VERSION.test(version) ? next() : undefined,
  );

  function consentPage(
    version: string,
    transaction: string,
    authorization: Authorization,
    submitted?: URLSearchParams,
  ): ConsentPage {
    return {
      provider: 'Facebook',
      clientId: authorization.clientId,
      action: `${options.prefix}/facebook/${version}/dialog/oauth/decision`,
      transaction,
      redirectUri: authorization.redirectUri,
      errorKey: submitted ? 'emailInvalid' : undefined,
      fields: [
        {
          kind: 'email',
          name: 'email',
          labelKey: 'email',
          hintKey: 'emailOptional',
          value: submitted?.get('email') ?? 'ana.facebook@example.com',
          required: false,
          autocomplete: 'email',
        },
        {
          kind: 'text',
          name: 'name',
          labelKey: 'name',
          value: submitted?.get('name') ?? 'Ana Rodríguez',
          required: false,
          autocomplete: 'name',
        },
      ],
    };
  }

  router.get('/facebook/:version/dialog/oauth', (ctx) => {
    const clientId = queryParam(ctx, 'client_id');
    const redirectUri = validRedirectUri(queryParam(ctx, 'redirect_uri'));
    if (!clientId) return graphError(ctx, 400, 100, 'Missing client_id parameter.');
    if (!redirectUri) return graphError(ctx, 400, 100, 'Invalid redirect_uri parameter.');
    // Facebook's default response type is code; the emulator supports nothing else.
    if ((queryParam(ctx, 'response_type') ?? 'code') !== 'code') {
      return graphError(ctx, 400, 100, 'Only response_type=code is supported.');
    }
    const authorization: Authorization = {
      clientId,
      redirectUri,
      state: queryParam(ctx, 'state'),
      // Facebook accepts the permission list separated by commas or spaces.
      scopes: (queryParam(ctx, 'scope') ?? 'public_profile').split(/[\s,]+/).filter(Boolean),
    };
    const transaction = randomToken();
    pending.set(transaction, authorization);
    sendConsentPage(ctx, consentPage(ctx.params.version, transaction, authorization));
  });

  router.post('/facebook/:version/dialog/oauth/decision', async (ctx) => {
    const form = await readForm(ctx);
    const transaction = form.get('transaction') ?? '';
    const authorization = pending.get(transaction);
    if (!authorization) return graphError(ctx, 400, 100, 'Unknown or expired login request.');
    if (form.get('decision') !== 'allow') {
      pending.delete(transaction);
      // What Facebook appends when the person cancels the dialog.
      return redirectBack(ctx, authorization.redirectUri, {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
        state: authorization.state,
      });
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (email !== '' && !EMAIL.test(email)) {
      return sendConsentPage(
        ctx,
        consentPage(ctx.params.version, transaction, authorization, form),
        400,
      );
    }
    pending.delete(transaction);
    const name = (form.get('name') ?? '').trim().slice(0, NAME_MAX);
    const id = stableNumericId(`facebook:${email || name}`);
    const code = randomToken();
    codes.set(code, {
      clientId: authorization.clientId,
      redirectUri: authorization.redirectUri,
      identity: {
        id,
        name,
        // Released only when the app asked for the email permission and the person gave one.
        email: email && authorization.scopes.includes('email') ? email : null,
        picture: `${options.baseUrl}${options.prefix}/avatar/${id}.svg`,
      },
    });
    // Facebook really appends this fragment on success; clients must tolerate it.
    redirectBack(ctx, authorization.redirectUri, { code, state: authorization.state }, '#_=_');
  });

  router.get('/facebook/:version/oauth/access_token', (ctx) => {
    const clientId = queryParam(ctx, 'client_id');
    const clientSecret = queryParam(ctx, 'client_secret');
    const code = queryParam(ctx, 'code');
    if (!clientId || !clientSecret) {
      return graphError(ctx, 400, 100, 'Missing client_id or client_secret parameter.');
    }
    if (!code) return graphError(ctx, 400, 100, 'Missing code parameter.');
    const replay = redeemed.get(code);
    if (replay) {
      if (replay.accessToken) accessTokens.delete(replay.accessToken);
      return graphError(ctx, 400, 100, 'This authorization code has been used.');
    }
    const issued = codes.take(code);
    if (!issued) return graphError(ctx, 400, 100, 'Invalid verification code format.');
    const redemption: { accessToken?: string } = {};
    redeemed.set(code, redemption);
    if (issued.clientId !== clientId) {
      return graphError(ctx, 400, 100, 'The code was issued to another app.');
    }
    if (queryParam(ctx, 'redirect_uri') !== issued.redirectUri) {
      return graphError(
        ctx,
        400,
        100,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    }
    const accessToken = randomToken();
    redemption.accessToken = accessToken;
    accessTokens.set(accessToken, { identity: issued.identity, clientSecret });
    noStore(ctx);
    ctx.body = { access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_SECONDS };
  });

  router.get('/facebook/:version/me', (ctx) => {
    const bearer = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(ctx.get('authorization'));
    const token = bearer?.[1] ?? queryParam(ctx, 'access_token');
    const grant = token ? accessTokens.get(token) : undefined;
    if (!token || !grant) {
      return graphError(ctx, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const proof = queryParam(ctx, 'appsecret_proof');
    if (proof !== undefined) {
      const expected = createHmac('sha256', grant.clientSecret).update(token).digest('hex');
      const matches =
        proof.length === expected.length &&
        timingSafeEqual(Buffer.from(proof), Buffer.from(expected));
      if (!matches)
        return graphError(ctx, 400, 100, 'Invalid appsecret_proof provided in the API argument');
    }
    const fields = (queryParam(ctx, 'fields') ?? 'id,name').split(',').map((f) => f.trim());
    const unknown = fields.find((f) => !PROFILE_FIELDS.includes(f));
    if (unknown) {
      return graphError(ctx, 400, 100, `(#100) Tried accessing nonexisting field (${unknown})`);
    }
    const { identity } = grant;
    const [firstName, ...rest] = identity.name.split(/\s+/);
    const profile: Record<string, unknown> = { id: identity.id };
    if (fields.includes('name')) profile.name = identity.name;
    if (fields.includes('first_name')) profile.first_name = firstName ?? '';
    if (fields.includes('last_name')) profile.last_name = rest.join(' ');
    // Graph leaves the field out, not null, when there is no shared e-mail.
    if (fields.includes('email') && identity.email) profile.email = identity.email;
    if (fields.includes('picture')) {
      profile.picture = {
        data: { height: 50, width: 50, is_silhouette: false, url: identity.picture },
      };
    }
    noStore(ctx);
    ctx.body = profile;
  });
}
