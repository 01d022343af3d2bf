/** The emulator's id_token signing key: RSA, made at start, public half served as a JWK set. */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  privateKey: CryptoKey;
  kid: string;
  publicJwk: JWK;
}

/**
 * Starts generating the key without blocking start-up; handlers await it. A fresh key per run
 * means tokens from an earlier run stop validating, as after a real provider's key rotation.
 */
export function createSigningKey(): Promise<SigningKey> {
  const pending = (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    return { privateKey, kid, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
  })();
  // Handlers that await it still see a failure; this only keeps it from being "unhandled".
  pending.catch(() => undefined);
  return pending;
}
