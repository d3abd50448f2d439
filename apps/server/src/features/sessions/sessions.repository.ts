import { and, eq, sql } from 'drizzle-orm';
import type { PersonaProfile } from '@buyerlab/buyer';
import type { Database } from '../../db/client';
import { storedProfile } from '../../db/json/buyer-json';
import { practiceSessions } from '../../db/schema';

export type SessionRow = typeof practiceSessions.$inferSelect;
export type NewSessionRow = typeof practiceSessions.$inferInsert;

export function sessionsRepository(db: Database) {
  return {
    async insert(row: NewSessionRow): Promise<SessionRow> {
      const [created] = await db.insert(practiceSessions).values(row).returning();
      if (!created) throw new Error('session insert returned nothing');
      return created;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      return (await db.select().from(practiceSessions).where(eq(practiceSessions.id, id)))[0];
    },
    async findOwned(id: string, userId: string): Promise<SessionRow | undefined> {
      return (
        await db
          .select()
          .from(practiceSessions)
          .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)))
      )[0];
    },
    /** Whether the session exists and is the user's: an index lookup that reads no profile or state. */
    async isOwned(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: practiceSessions.id })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId)));
      return rows.length > 0;
    },
    /** Marks the session completed, once: a second call leaves the first end time. */
    async complete(id: string, endedAt: Date): Promise<void> {
      await db
        .update(practiceSessions)
        .set({ status: 'completed', endedAt })
        .where(and(eq(practiceSessions.id, id), eq(practiceSessions.status, 'active')));
    },
    async updateType(id: string, type: NonNullable<SessionRow['type']>): Promise<SessionRow> {
      const [updated] = await db.update(practiceSessions).set({ type }).where(eq(practiceSessions.id, id)).returning();
      if (!updated) throw new Error('session update returned nothing');
      return updated;
    },
    async updateDocument(id: string, documentSummary: string | null, profile: PersonaProfile): Promise<void> {
      await db
        .update(practiceSessions)
        .set({
          documentSummary,
          profile: storedProfile.write(profile),
          profileVersion: sql`${practiceSessions.profileVersion} + 1`,
        })
        .where(eq(practiceSessions.id, id));
    },
  };
}
