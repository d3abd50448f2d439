import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value facts the server keeps about its own installation (first start, seed version). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
