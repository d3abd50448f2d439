import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { authRepository } from './auth.repository';

// No 0/O or 1/I: codes are read off a screen and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 60 * 60 * 1000;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function generateCouponCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `MVP-${part()}-${part()}`;
}

export type CreateCouponOptions = { code?: string | undefined; uses?: number | undefined; days?: number | undefined };

/** Creates an invite coupon: single use and valid 30 days unless told otherwise. */
export async function createCoupon(db: Database, options: CreateCouponOptions = {}) {
  const code = normalizeCouponCode(options.code ?? generateCouponCode());
  const uses = options.uses ?? 1;
  const days = options.days ?? 30;
  if (!Number.isInteger(uses) || uses < 1) throw new Error('--uses must be a whole number of at least 1');
  if (!(days > 0)) throw new Error('--days must be a positive number');
  const coupon = await authRepository(db).insertCoupon(code, uses, new Date(Date.now() + days * DAY_MS));
  if (!coupon) throw new Error(`Could not create coupon ${code}`);
  return coupon;
}

export type FirstCoupon = { code: string; source: 'INVITE_COUPON' | 'existing' | 'created' };

/**
 * On a fresh install (no users yet) somebody must be able to register: name the coupon that
 * will let them, creating a single-use one when none can.
 */
export async function ensureFirstCoupon(db: Database, inviteCoupon: string | undefined): Promise<FirstCoupon | null> {
  const repo = authRepository(db);
  if ((await repo.countUsers()) > 0) return null;
  if (inviteCoupon) return { code: normalizeCouponCode(inviteCoupon), source: 'INVITE_COUPON' };
  const usable = await repo.usableCoupon();
  if (usable) return { code: usable.code, source: 'existing' };
  const created = await createCoupon(db);
  return { code: created.code, source: 'created' };
}
