import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export function documentsRepository(db: Database) {
  return {
    async insertMany(rows: NewDocumentRow[]): Promise<DocumentRow[]> {
      return db.insert(documents).values(rows).returning();
    },
    async findOwned(id: string, userId: string): Promise<DocumentRow | undefined> {
      return (
        await db
          .select()
          .from(documents)
          .where(and(eq(documents.id, id), eq(documents.userId, userId)))
      )[0];
    },
    async listOwned(userId: string, ids: string[]): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.id, ids)))
        .orderBy(asc(documents.createdAt));
    },
    /** The bytes an account's documents keep: their text and summaries. */
    async storedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({
          bytes: sql<string>`coalesce(sum(octet_length(${documents.text}) + octet_length(${documents.summary})), 0)`,
        })
        .from(documents)
        .where(eq(documents.userId, userId));
      return Number(row?.bytes ?? 0);
    },
    async linkToSession(ids: string[], sessionId: string): Promise<void> {
      await db.update(documents).set({ sessionId }).where(inArray(documents.id, ids));
    },
    async listForSession(sessionId: string): Promise<DocumentRow[]> {
      return db.select().from(documents).where(eq(documents.sessionId, sessionId)).orderBy(asc(documents.createdAt));
    },
  };
}
