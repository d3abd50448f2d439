import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
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
      db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, sessionId))
        .orderBy(asc(sessionMessages.seq)),

    /** The latest `limit` messages, oldest first. */
    async recent(sessionId: string, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, sessionId))
        .orderBy(desc(sessionMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Appends a message. The session's counter hands out the sequence number atomically, so two
     * processes serving one session never collide; the buyer's new state can ride along.
     */
    async append(sessionId: string, message: NewMessage, buyerState?: unknown): Promise<MessageRow> {
      const [counter] = await db
        .update(practiceSessions)
        .set({
          messageCount: sql`${practiceSessions.messageCount} + 1`,
          ...(buyerState === undefined ? {} : { buyerState }),
        })
        .where(eq(practiceSessions.id, sessionId))
        .returning({ count: practiceSessions.messageCount });
      if (!counter) throw new Error(`session ${sessionId} vanished`);
      const [row] = await db
        .insert(sessionMessages)
        .values({ sessionId, seq: counter.count - 1, interrupted: false, ...message })
        .returning();
      if (!row) throw new Error('message insert returned nothing');
      return row;
    },

    /**
     * Starts the session's clock and stores the opening line as message 0 — once: a concurrent or
     * repeated start finds the clock already running and does nothing.
     */
    async startWith(sessionId: string, startedAt: Date, opening: NewMessage, buyerState: unknown): Promise<boolean> {
      const [won] = await db
        .update(practiceSessions)
        .set({ startedAt, messageCount: 1, buyerState })
        .where(and(eq(practiceSessions.id, sessionId), isNull(practiceSessions.startedAt)))
        .returning({ id: practiceSessions.id });
      if (!won) return false;
      await db.insert(sessionMessages).values({ sessionId, seq: 0, interrupted: false, ...opening });
      return true;
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
