import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  idc: text('idc').notNull(),
  companyName: text('company_name').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  industry: text('industry').notNull(),
  specificNeeds: text('specific_needs').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin marks the request (and its booking) handled. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by'),
});

export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => demoRequests.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demo_bookings_one_per_slot')
      .on(t.startsAt)
      .where(sql`status = 'confirmed'`),
  ],
);
