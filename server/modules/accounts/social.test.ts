import { expect } from 'chai';
import type Koa from 'koa';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import {
  giveConsent,
  serveOAuthEmulator,
  type ServedEmulator,
} from '../../emulators/oauth/testing';
import { AppError } from '../../platform';
import { PRODUCTION_ENV, testConfig } from '../../test/harness';
import { createSocialSignIn, type SocialProvider, type SocialSignIn } from './social';

const GOOGLE_CALLBACK = 'http://localhost:5173/login/google/callback';
const FACEBOOK_CALLBACK = 'http://localhost:5173/login/facebook/callback';
const CALLBACKS = { google: GOOGLE_CALLBACK, facebook: FACEBOOK_CALLBACK };

/** The AppError a call ends with; a call that succeeds fails the test. */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).to.be.instanceOf(AppError);
  return error as AppError;
}

/** What the storefront callback page would read from the provider's redirect. */
function callbackParams(location: URL) {
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    ...(location.searchParams.has('error') ? { error: location.searchParams.get('error')! } : {}),
  };
}

describe('social sign-in against the local emulator', () => {
  /** Switches for the interceptor in front of the emulator, to play a misbehaving provider. */
  const tamper = { nonce: false, foreignKey: false };
  let emulator: ServedEmulator;
  let social: SocialSignIn;
  let warnings: unknown[];

  before(async () => {
    const foreign = await generateKeyPair('RS256');
    const interceptor: Koa.Middleware = async (ctx, next) => {
      if (tamper.nonce && ctx.path.endsWith('/google/authorize')) {
        const query = new URLSearchParams(ctx.querystring);
        query.set('nonce', 'a-nonce-the-client-never-sent');
        ctx.querystring = query.toString();
      }
      await next();
      if (tamper.foreignKey && ctx.path.endsWith('/google/token') && ctx.status === 200) {
        const body = ctx.body as { id_token: string };
        // Same claims and key id, but signed by a key the provider never published.
        body.id_token = await new SignJWT(decodeJwt(body.id_token))
          .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(body.id_token).kid })
          .sign(foreign.privateKey);
      }
    };
    // Parsing bodies first, as the app does.
    emulator = await serveOAuthEmulator({ parseBodies: true, before: [interceptor] });
  });
  after(() => emulator.close());

  beforeEach(() => {
    tamper.nonce = false;
    tamper.foreignKey = false;
    warnings = [];
    social = createSocialSignIn(testConfig({ PUBLIC_URL: emulator.url }), {
      logger: { warn: (entry: unknown) => warnings.push(entry) } as any,
    });
  });

  it('offers both providers through the emulator when no credentials are configured', () => {
    expect(social.providers()).to.deep.equal(['google', 'facebook']);
  });

  it('sends the browser to the emulated Google with PKCE S256, a state and a nonce', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).to.equal(
      `${emulator.url}/emulators/oauth/google/authorize`,
    );
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).to.include({
      client_id: 'prosk-local',
      redirect_uri: GOOGLE_CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).to.have.length.above(20);
    expect(params.nonce).to.have.length.above(20);
    expect(cookie).to.match(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  /** A sign-in started and consented to at the provider, finished: the profile it reads. */
  async function finished(provider: SocialProvider, consent?: Parameters<typeof giveConsent>[1]) {
    const { url, cookie } = await social.start(provider, CALLBACKS[provider]);
    const { location } = await giveConsent(url, consent);
    return social.finish(provider, callbackParams(location), cookie);
  }

  it('completes a Google sign-in with the verified claims of the id_token', async () => {
    const profile = await finished('google', {
      fields: { email: 'Bea.Google@Example.com', given_name: 'Bea', family_name: 'Suárez' },
    });
    expect(profile).to.deep.include({
      provider: 'google',
      email: 'bea.google@example.com',
      emailVerified: true,
      firstName: 'Bea',
      lastName: 'Suárez',
    });
    expect(profile.subject).to.match(/^\d{21}$/);
    expect(profile.picture).to.match(/\/emulators\/oauth\/avatar\/\d+\.svg$/);
    expect(warnings).to.deep.equal([]);
  });

  it('reports an e-mail Google has not verified as unverified', async () => {
    const profile = await finished('google', { fields: { email_verified: null } });
    expect(profile.email).to.equal('ana.google@example.com');
    expect(profile.emailVerified).to.equal(false);
  });

  it('refuses an id_token whose nonce is not the one the cookie holds', async () => {
    tamper.nonce = true;
    const error = await failureOf(finished('google'));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
    expect(JSON.stringify(warnings)).to.include('CLAIM_COMPARISON');
  });

  it('refuses an id_token signed by a key the provider did not publish', async () => {
    tamper.foreignKey = true;
    const error = await failureOf(finished('google'));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
    expect(JSON.stringify(warnings)).to.include('signature verification failed');
  });

  it('refuses a tampered, missing or foreign cookie', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url);
    const params = callbackParams(location);
    const [body, signature] = cookie.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const rewritten = Buffer.from(
      JSON.stringify({ ...payload, redirectUri: 'http://evil.example/cb' }),
    ).toString('base64url');
    const otherSecret = createSocialSignIn(
      testConfig({
        PUBLIC_URL: emulator.url,
        COOKIE_SECRET: 'another-secret-of-at-least-32-characters',
      }),
    );
    const foreign = (await otherSecret.start('google', GOOGLE_CALLBACK)).cookie;
    for (const bad of [
      undefined,
      '',
      body,
      `${rewritten}.${signature}`,
      `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${body}.${signature}.extra`,
      foreign,
    ]) {
      const error = await failureOf(social.finish('google', params, bad));
      expect(error.code, String(bad)).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
      expect(error.status).to.equal(400);
    }
    // The code was never spent by the refused attempts: the genuine cookie still works.
    const profile = await social.finish('google', params, cookie);
    expect(profile.email).to.equal('ana.google@example.com');
  });

  it('refuses a cookie that has expired', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url);
    const realNow = Date.now;
    Date.now = () => realNow() + 11 * 60 * 1000;
    try {
      const error = await failureOf(social.finish('google', callbackParams(location), cookie));
      expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
    } finally {
      Date.now = realNow;
    }
  });

  it('refuses a Facebook cookie on the Google callback', async () => {
    const google = await social.start('google', GOOGLE_CALLBACK);
    const facebook = await social.start('facebook', GOOGLE_CALLBACK);
    const { location } = await giveConsent(google.url);
    const error = await failureOf(
      social.finish('google', callbackParams(location), facebook.cookie),
    );
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
  });

  it('refuses a state that does not match the cookie', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url);
    const params = { ...callbackParams(location), state: 'forged-state' };
    const error = await failureOf(social.finish('google', params, cookie));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
  });

  it('refuses a code used a second time', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url);
    await social.finish('google', callbackParams(location), cookie);
    const error = await failureOf(social.finish('google', callbackParams(location), cookie));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
  });

  it('refuses a code redeemed with another sign-in attempt’s PKCE verifier', async () => {
    const first = await social.start('google', GOOGLE_CALLBACK);
    const second = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(first.url);
    // The second attempt's own state, so only the verifier is wrong for this code.
    const params = {
      code: location.searchParams.get('code')!,
      state: new URL(second.url).searchParams.get('state')!,
    };
    const error = await failureOf(social.finish('google', params, second.cookie));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
  });

  it('fails with the Google code when the person cancels at Google', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url, { decision: 'cancel' });
    expect(location.searchParams.get('error')).to.equal('access_denied');
    const error = await failureOf(social.finish('google', callbackParams(location), cookie));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
    expect(error.status).to.equal(400);
  });

  it('keeps codes, cookies and tokens out of the log and out of the error', async () => {
    const { url, cookie } = await social.start('google', GOOGLE_CALLBACK);
    const { location } = await giveConsent(url);
    const params = callbackParams(location);
    await social.finish('google', params, cookie);
    const error = await failureOf(social.finish('google', params, cookie));
    expect(error.message).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
    expect(error.options).to.deep.equal({});
    expect(warnings).to.have.length(1);
    const logged = JSON.stringify(warnings);
    expect(logged).to.include('google');
    expect(logged).not.to.include(params.code);
    expect(logged).not.to.include(params.state);
    expect(logged).not.to.include(cookie.split('.')[1]);
  });

  it('sends the browser to the emulated Facebook dialog with the e-mail permission', async () => {
    const { url } = await social.start('facebook', FACEBOOK_CALLBACK);
    const dialog = new URL(url);
    expect(`${dialog.origin}${dialog.pathname}`).to.equal(
      `${emulator.url}/emulators/oauth/facebook/v21.0/dialog/oauth`,
    );
    expect(Object.fromEntries(dialog.searchParams)).to.include({
      client_id: 'prosk-local',
      redirect_uri: FACEBOOK_CALLBACK,
      scope: 'email,public_profile',
      response_type: 'code',
    });
    expect(dialog.searchParams.get('state')).to.have.length.above(20);
  });

  it('completes a Facebook sign-in with a shared e-mail, counted as verified', async () => {
    const profile = await finished('facebook', { fields: { name: 'Ana María Rodríguez Pérez' } });
    expect(profile).to.deep.include({
      provider: 'facebook',
      email: 'ana.facebook@example.com',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'María Rodríguez Pérez',
    });
    expect(profile.subject).to.match(/^\d+$/);
    expect(profile.picture).to.match(/\/emulators\/oauth\/avatar\/\d+\.svg$/);
  });

  it('completes a Facebook sign-in without an e-mail when the person shares none', async () => {
    const profile = await finished('facebook', { fields: { email: '' } });
    expect(profile).to.deep.include({
      provider: 'facebook',
      email: null,
      emailVerified: false,
      firstName: 'Ana',
      lastName: 'Rodríguez',
    });
  });

  it('fails with the Facebook code on cancel, a wrong state or a reused code', async () => {
    const cancelled = await social.start('facebook', FACEBOOK_CALLBACK);
    const denied = await giveConsent(cancelled.url, { decision: 'cancel' });
    expect(denied.location.searchParams.get('error')).to.equal('access_denied');
    const onCancel = await failureOf(
      social.finish('facebook', callbackParams(denied.location), cancelled.cookie),
    );
    expect(onCancel.code).to.equal('AUTH_SOCIAL_FACEBOOK_FAILED');

    const { url, cookie } = await social.start('facebook', FACEBOOK_CALLBACK);
    const { location } = await giveConsent(url);
    const params = callbackParams(location);
    const wrongState = await failureOf(
      social.finish('facebook', { ...params, state: 'forged' }, cookie),
    );
    expect(wrongState.code).to.equal('AUTH_SOCIAL_FACEBOOK_FAILED');
    await social.finish('facebook', params, cookie);
    const reused = await failureOf(social.finish('facebook', params, cookie));
    expect(reused.code).to.equal('AUTH_SOCIAL_FACEBOOK_FAILED');
    expect(reused.status).to.equal(400);
  });

  it('refuses a redirect URI with a query, which would not survive the round trip', async () => {
    let thrown: unknown;
    try {
      await social.start('google', `${GOOGLE_CALLBACK}?region=uy`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(TypeError);
  });

  it('allows plain http only for the emulator, never for a configured issuer', async () => {
    const configured = createSocialSignIn(
      testConfig({
        PUBLIC_URL: emulator.url,
        GOOGLE_CLIENT_ID: 'prosk-test',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: `${emulator.url}/emulators/oauth/google`,
      }),
    );
    const error = await failureOf(configured.start('google', GOOGLE_CALLBACK));
    expect(error.code).to.equal('AUTH_SOCIAL_GOOGLE_FAILED');
  });
});

describe('social sign-in settings', () => {
  it('offers no provider in production without credentials', () => {
    const social = createSocialSignIn(testConfig(PRODUCTION_ENV));
    expect(social.providers()).to.deep.equal([]);
  });

  it('refuses to start a provider that is not configured with the provider code', async () => {
    const social = createSocialSignIn(testConfig(PRODUCTION_ENV));
    expect((await failureOf(social.start('google', GOOGLE_CALLBACK))).code).to.equal(
      'AUTH_SOCIAL_GOOGLE_FAILED',
    );
    expect((await failureOf(social.start('facebook', FACEBOOK_CALLBACK))).code).to.equal(
      'AUTH_SOCIAL_FACEBOOK_FAILED',
    );
  });

  it('sends the browser to the real Facebook dialog when an app is configured', async () => {
    const social = createSocialSignIn(
      testConfig({
        ...PRODUCTION_ENV,
        FACEBOOK_APP_ID: '1234',
        FACEBOOK_APP_SECRET: 'app-secret',
        FACEBOOK_GRAPH_VERSION: 'v22.0',
      }),
    );
    expect(social.providers()).to.deep.equal(['facebook']);
    const { url } = await social.start('facebook', 'https://prosk.uy/login/facebook/callback');
    const dialog = new URL(url);
    expect(`${dialog.origin}${dialog.pathname}`).to.equal(
      'https://www.facebook.com/v22.0/dialog/oauth',
    );
    expect(dialog.searchParams.get('client_id')).to.equal('1234');
  });
});
