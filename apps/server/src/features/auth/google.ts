import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

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
    const email = readString(payload, 'email');
    if (!payload.sub || !email) throw new Error('The id_token carries no subject or email.');
    const verified = payload.email_verified;
    return {
      sub: payload.sub,
      email: email.trim().toLowerCase(),
      emailVerified: verified === true || verified === 'true',
      givenName: readString(payload, 'given_name'),
      familyName: readString(payload, 'family_name'),
    };
  };
}
