import { randomInt } from 'node:crypto';

/** Password-reset rules of docs/quality.md, in one place. */
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_DAILY_FAILURES = 20;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function isCodeExpired(expiresAt: Date, now = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}
