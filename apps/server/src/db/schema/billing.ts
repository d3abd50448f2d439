import type { PaidPlanKey, PaymentStatus, PlanKey } from '@buyerlab/contract';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptions = pgTable('subscriptions', {
  id: uuid('subscription_id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id').notNull(),
  plan: text('plan').$type<PlanKey>().notNull(),
  seats: integer('seats').notNull(),
  periodStart: ts('period_start').notNull(),
  periodEnd: ts('period_end').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const subscriptionSeats = pgTable(
  'subscription_seats',
  {
    subscriptionId: uuid('subscription_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.userId] })],
);

export const sessionUsage = pgTable(
  'session_usage',
  {
    subscriptionId: uuid('subscription_id').notNull(),
    userId: uuid('user_id').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.userId] })],
);

export const payments = pgTable('payments', {
  id: uuid('payment_id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  stripePaymentIntentId: text('stripe_payment_intent_id').notNull().unique(),
  plan: text('plan').$type<PaidPlanKey>().notNull(),
  seats: integer('seats').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  subscriptionId: uuid('subscription_id').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
