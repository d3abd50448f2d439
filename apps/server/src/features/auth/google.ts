import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LIMITS, emailSchema } from '@buyerlab/contract';
import { hasControls, stripControls } from '@buyerlab/buyer/text';

export type GoogleIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
};

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

export type GoogleVerifierOptions = { clientId: string; jwksUrl: string; issuers: string[] };

const readString = (payload: JWTPayload, key: string): string | undefined => {
  const value = payload[key];
  return typeof value === 'string' && value ? value : undefined;
};

// Google's subject is an ASCII identifier of at most 255 characters.
const SUBJECT = /^[\x21-\x7e]{1,255}$/;
// With the `u` flag this matches only the unpaired halves of a surrogate pair (broken Unicode).
const LONE_SURROGATES = /[\ud800-\udfff]/gu;

/**
 * A name as the account stores it: control characters (NUL included) and broken Unicode dropped,
 * spaces collapsed, and cut to the name length limit at a character boundary. Undefined
 * when nothing is left. A Google profile's name is the user's own, so it is cleaned, not refused.
 */
export function cleanName(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  // The spacing controls (tab, line breaks) stay, to become spaces with the rest of the spacing.
  const text = stripControls(value.replace(LONE_SURROGATES, '')).replace(/\s+/g, ' ').trim();
  const cut = Array.from(text).slice(0, LIMITS.nameMaxLength).join('').trim();
  return cut || undefined;
}

/**
 * Verifies a Google id_token: signature against the published key set (fetched and cached by
 * jose, refreshed on an unknown key id), issuer, audience = our client id, and expiry.
 * Throws on any failure.
 */
export function createGoogleVerifier({ clientId, jwksUrl, issuers }: GoogleVerifierOptions): GoogleVerifier {
  const keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, keySet, {
      issuer: issuers,
      audience: clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
    const email = emailSchema.safeParse(readString(payload, 'email'));
    if (!payload.sub || !SUBJECT.test(payload.sub)) throw new Error('The id_token carries no usable subject.');
    if (!email.success || hasControls(email.data)) throw new Error('The id_token carries no usable email.');
    const verified = payload.email_verified;
    return {
      sub: payload.sub,
      email: email.data,
      emailVerified: verified === true || verified === 'true',
      givenName: cleanName(readString(payload, 'given_name')),
      familyName: cleanName(readString(payload, 'family_name')),
    };
  };
}
