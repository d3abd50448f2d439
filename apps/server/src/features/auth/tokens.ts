import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Token lifetimes (docs/quality.md): one day, or thirty with remember me. */
export const TOKEN_TTL_MS = { normal: DAY_MS, rememberMe: 30 * DAY_MS } as const;
export const DASHBOARD_CODE_TTL_MS = 60_000;

/** 256 bits of randomness, URL-safe: opaque to the client, meaningless without the database. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by this hash, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenExpiry(rememberMe: boolean, now = Date.now()): Date {
  return new Date(now + (rememberMe ? TOKEN_TTL_MS.rememberMe : TOKEN_TTL_MS.normal));
}

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** A salted hash for reset codes: six digits are few, so each code gets its own salt. */
export function hashResetCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
