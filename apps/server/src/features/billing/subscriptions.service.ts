import { BILLING_MESSAGES, type MySubscription, type Subscription, type SubscriptionStatus } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { billingRepository, type SubscriptionRow } from './billing.repository';
import { PLANS } from './plans';

export type BillingClock = { now?: () => Date };

const isRunning = (row: SubscriptionRow, now: Date) => row.periodStart <= now && now < row.periodEnd;

function statusOf(row: SubscriptionRow, now: Date): SubscriptionStatus {
  if (!isRunning(row, now)) return 'expired';
  return row.plan === 'trial' ? 'trialing' : 'active';
}

/**
 * The subscription that covers the user now: a paid plan before the trial, the newest first.
 * With none running, the one that ended last (its end explains why sessions are refused).
 */
function coveringNow(rows: SubscriptionRow[], now: Date): SubscriptionRow | undefined {
  const running = rows.filter((r) => isRunning(r, now));
  const paid = running.filter((r) => r.plan !== 'trial');
  return paid[0] ?? running[0] ?? [...rows].sort((a, b) => b.periodEnd.getTime() - a.periodEnd.getTime())[0];
}

function toSubscription(row: SubscriptionRow, userId: string, now: Date): Subscription {
  return {
    subscription_id: row.id,
    plan: row.plan,
    plan_name: PLANS[row.plan].name,
    status: statusOf(row, now),
    seats: row.seats,
    seats_taken: row.seatsTaken,
    is_owner: row.ownerUserId === userId,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
  };
}

/** Plans in use: who is covered, what they have used, and the gate every session start passes. */
export function subscriptionsService(db: Database, { now = () => new Date() }: BillingClock = {}) {
  const repo = billingRepository(db);

  /** Every account has at least its free trial; one created before anyone asked gets it here. */
  async function covering(userId: string): Promise<SubscriptionRow[]> {
    const rows = await repo.subscriptionsCovering(userId);
    if (rows.length > 0) return rows;
    await repo.ensureTrial(userId);
    return repo.subscriptionsCovering(userId);
  }

  async function current(userId: string): Promise<SubscriptionRow> {
    const row = coveringNow(await covering(userId), now());
    if (!row) throw new Error(`user ${userId} has no subscription`);
    return row;
  }

  return {
    async mySubscription(userId: string): Promise<MySubscription> {
      const row = await current(userId);
      const limit = PLANS[row.plan].sessions_per_month;
      const used = await repo.sessionsUsed(row.id, userId);
      const at = now();
      const left = statusOf(row, at) === 'expired' ? 0 : Math.max(limit - used, 0);
      return { ...toSubscription(row, userId, at), sessions: { limit, used, left } };
    },

    /** Gives the owner's Team seats to the members of the teams they manage (after any change). */
    syncTeamSeats(ownerUserId: string): Promise<void> {
      return repo.syncTeamSeats(ownerUserId, now());
    },

    async list(userId: string): Promise<Subscription[]> {
      const at = now();
      return (await covering(userId)).map((row) => toSubscription(row, userId, at));
    },

    /**
     * Counts one practice session against the plan covering the user, or refuses with 402 and
     * what to do about it. Returns how to give the session back if starting it fails after all.
     */
    async takeSession(userId: string): Promise<{ giveBack: () => Promise<void> }> {
      const row = await current(userId);
      const plan = PLANS[row.plan];
      if (statusOf(row, now()) === 'expired') {
        const ended = row.periodEnd.toISOString();
        throw new AppError(
          'payment_required',
          row.plan === 'trial' ? BILLING_MESSAGES.trialEnded(ended) : BILLING_MESSAGES.planEnded(plan.name, ended),
        );
      }
      if (!(await repo.takeSession(row.id, userId, plan.sessions_per_month))) {
        throw new AppError(
          'payment_required',
          row.plan === 'trial'
            ? BILLING_MESSAGES.trialLimitReached(plan.sessions_per_month)
            : BILLING_MESSAGES.planLimitReached(plan.name, plan.sessions_per_month, row.periodEnd.toISOString()),
        );
      }
      return { giveBack: () => repo.giveBackSession(row.id, userId) };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
