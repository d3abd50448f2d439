import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { payments, sessionUsage, subscriptionSeats, subscriptions } from '../../db/schema';
import { TRIAL_DAYS } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect & { seatsTaken: number };
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'subscriptionId'>;

/** SQL only: which subscription covers whom, what it allows and what was paid live in the services. */
export function billingRepository(db: Database) {
  const seatsTaken = db
    .select({ subscriptionId: subscriptionSeats.subscriptionId, n: count().as('n') })
    .from(subscriptionSeats)
    .groupBy(subscriptionSeats.subscriptionId)
    .as('seats_taken');

  return {
    /** Every subscription the user holds a seat in, with how many of its seats are taken. */
    async subscriptionsCovering(userId: string): Promise<SubscriptionRow[]> {
      const rows = await db
        .select({ subscription: subscriptions, seatsTaken: seatsTaken.n })
        .from(subscriptionSeats)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
        .innerJoin(seatsTaken, eq(seatsTaken.subscriptionId, subscriptions.id))
        .where(eq(subscriptionSeats.userId, userId))
        .orderBy(desc(subscriptions.periodStart));
      return rows.map((r) => ({ ...r.subscription, seatsTaken: Number(r.seatsTaken) }));
    },

    /**
     * The account's free trial, running from the moment the account was created; one statement,
     * so asking twice at once still makes one (the partial unique index decides).
     */
    async ensureTrial(userId: string): Promise<void> {
      await db.execute(sql`
        WITH trial AS (
          INSERT INTO subscriptions (owner_user_id, plan, seats, period_start, period_end)
          SELECT id, 'trial', 1, created_at, created_at + make_interval(days => ${TRIAL_DAYS}) FROM users WHERE id = ${userId}
          ON CONFLICT (owner_user_id) WHERE plan = 'trial' DO NOTHING
          RETURNING subscription_id, owner_user_id
        )
        INSERT INTO subscription_seats (subscription_id, user_id) SELECT subscription_id, owner_user_id FROM trial`);
    },

    /**
     * Hands out the seats of the owner's running Team subscriptions: the members of every team the
     * owner manages hold one each, earliest joined first, up to the seats bought; a member who left
     * gives theirs back. Subscription rows are locked, so two changes at once cannot oversell seats.
     */
    async syncTeamSeats(ownerUserId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const running = await tx
          .select({ id: subscriptions.id, seats: subscriptions.seats })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.ownerUserId, ownerUserId),
              eq(subscriptions.plan, 'team'),
              sql`${subscriptions.periodStart} <= ${at} AND ${at} < ${subscriptions.periodEnd}`,
            ),
          )
          .for('update');
        const members = sql`
          SELECT m.user_id, min(m.joined_at) AS joined_at
          FROM team_members m
          JOIN team_members mgr ON mgr.team_id = m.team_id AND mgr.user_id = ${ownerUserId} AND mgr.role = 'manager'
          WHERE m.role = 'member' AND m.user_id <> ${ownerUserId}
          GROUP BY m.user_id`;
        for (const sub of running) {
          await tx.execute(sql`
            DELETE FROM subscription_seats
            WHERE subscription_id = ${sub.id} AND user_id <> ${ownerUserId}
              AND user_id NOT IN (SELECT user_id FROM (${members}) AS members)`);
          await tx.execute(sql`
            INSERT INTO subscription_seats (subscription_id, user_id)
            SELECT ${sub.id}, members.user_id FROM (${members}) AS members
            WHERE NOT EXISTS (
              SELECT 1 FROM subscription_seats s WHERE s.subscription_id = ${sub.id} AND s.user_id = members.user_id
            )
            ORDER BY members.joined_at
            LIMIT greatest(${sub.seats} - (SELECT count(*) FROM subscription_seats s WHERE s.subscription_id = ${sub.id}), 0)`);
        }
      });
    },

    async sessionsUsed(subscriptionId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ used: sessionUsage.used })
        .from(sessionUsage)
        .where(and(eq(sessionUsage.subscriptionId, subscriptionId), eq(sessionUsage.userId, userId)));
      return row?.used ?? 0;
    },

    /**
     * Takes one session if fewer than `limit` were taken. The conditional upsert is the gate: the
     * row is locked while it is raised and each waiting start re-reads it, so parallel starts at
     * the limit admit exactly the sessions that are left.
     */
    async takeSession(subscriptionId: string, userId: string, limit: number): Promise<boolean> {
      const taken = await db
        .insert(sessionUsage)
        .values({ subscriptionId, userId, used: 1 })
        .onConflictDoUpdate({
          target: [sessionUsage.subscriptionId, sessionUsage.userId],
          set: { used: sql`${sessionUsage.used} + 1` },
          setWhere: sql`${sessionUsage.used} < ${limit}`,
        })
        .returning({ used: sessionUsage.used });
      return taken.length > 0;
    },

    async giveBackSession(subscriptionId: string, userId: string): Promise<void> {
      await db
        .update(sessionUsage)
        .set({ used: sql`greatest(${sessionUsage.used} - 1, 0)` })
        .where(and(eq(sessionUsage.subscriptionId, subscriptionId), eq(sessionUsage.userId, userId)));
    },

    async insertPayment(row: NewPayment): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      if (!created) throw new Error('payment insert returned nothing');
      return created;
    },

    async paymentByIntent(intentId: string): Promise<PaymentRow | undefined> {
      return (await db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId)))[0];
    },

    async paymentsOf(userId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
    },

    /** A status from Stripe; a payment that has succeeded keeps that status whatever arrives later. */
    async setPaymentStatus(intentId: string, status: PaymentStatus): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(payments.stripePaymentIntentId, intentId), ne(payments.status, 'succeeded')));
    },

    /**
     * Turns a paid payment into its subscription, once: the payment row is locked, and a payment
     * that already has its subscription is returned as it is. The webhook and the browser's
     * confirmation may both arrive, in either order, any number of times.
     */
    async activate(intentId: string, period: { start: Date; end: Date }): Promise<PaymentRow | undefined> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.stripePaymentIntentId, intentId))
          .for('update');
        if (!payment || payment.subscriptionId) return payment;
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            ownerUserId: payment.userId,
            plan: payment.plan,
            seats: payment.seats,
            periodStart: period.start,
            periodEnd: period.end,
          })
          .returning({ id: subscriptions.id });
        if (!subscription) throw new Error('subscription insert returned nothing');
        await tx.insert(subscriptionSeats).values({ subscriptionId: subscription.id, userId: payment.userId });
        const [updated] = await tx
          .update(payments)
          .set({ status: 'succeeded', subscriptionId: subscription.id, updatedAt: new Date() })
          .where(eq(payments.id, payment.id))
          .returning();
        return updated;
      });
    },
  };
}
