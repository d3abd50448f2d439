import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded documents: the rep's own, optionally linked to the session they were read for. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('document_id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id'),
    /** Display text only (sanitised), never used as a path. */
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Extracted text, capped. Untrusted: it reaches a model only as delimited data. */
    text: text('text').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.createdAt)],
);
