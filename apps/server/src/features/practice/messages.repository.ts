import { asc, eq, sql } from 'drizzle-orm';
import type { SessionMessage } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { practiceSessions, sessionMessages } from '../../db/schema';

export type MessageRow = typeof sessionMessages.$inferSelect;
export type NewMessage = {
  role: 'rep' | 'buyer';
  text: string;
  spoken: boolean;
  interrupted?: boolean;
  startedAt: Date;
  endedAt: Date;
};

export function toSessionMessage(row: MessageRow): SessionMessage {
  return {
    message_id: row.id,
    seq: row.seq,
    role: row.role,
    text: row.text,
    spoken: row.spoken,
    interrupted: row.interrupted,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt.toISOString(),
  };
}

export function messagesRepository(db: Database) {
  return {
    list: (sessionId: string) =>
      db.select().from(sessionMessages).where(eq(sessionMessages.sessionId, sessionId)).orderBy(asc(sessionMessages.seq)),

    /**
     * Appends a message with the next sequence number. The session row is locked for the
     * allocation, so two processes serving the same session never collide.
     */
    async append(sessionId: string, message: NewMessage): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${practiceSessions} WHERE ${practiceSessions.id} = ${sessionId} FOR UPDATE`);
        const [last] = await tx
          .select({ seq: sql<number>`COALESCE(MAX(${sessionMessages.seq}), -1)` })
          .from(sessionMessages)
          .where(eq(sessionMessages.sessionId, sessionId));
        const [row] = await tx
          .insert(sessionMessages)
          .values({ sessionId, seq: Number(last?.seq ?? -1) + 1, interrupted: false, ...message })
          .returning();
        if (!row) throw new Error('message insert returned nothing');
        return row;
      });
    },

    /** The opening line is message 0; a second concurrent start finds it already there. */
    async insertFirst(sessionId: string, message: NewMessage): Promise<void> {
      await db.insert(sessionMessages).values({ sessionId, seq: 0, ...message }).onConflictDoNothing();
    },

    async markDelivered(messageId: string, text: string, endedAt: Date): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(sessionMessages)
        .set({ text, interrupted: true, endedAt })
        .where(eq(sessionMessages.id, messageId))
        .returning();
      return row;
    },
  };
}
