import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BuyerState } from '@buyerlab/buyer';
import type { SessionMessage } from '@buyerlab/contract';
import { queryRows, type Database } from '../../db/client';
import type { SessionRow } from './sessions.repository';
import { storedBuyerState } from '../../db/json/buyer-json';
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

/** What a turn needs of its session, read while the rep's message is stored. */
export type TurnSession = Pick<SessionRow, 'id' | 'modeKey' | 'buyerState' | 'documentSummary' | 'profileVersion'>;

const MESSAGE_COLUMNS = sql.raw(
  'message_id, session_id, seq, role, text, spoken, interrupted, started_at, ended_at, created_at',
);
type RawMessage = {
  message_id: string;
  session_id: string;
  seq: number;
  role: 'rep' | 'buyer';
  text: string;
  spoken: boolean;
  interrupted: boolean;
  started_at: Date | string;
  ended_at: Date | string;
  created_at: Date | string;
};
type RawTurnSession = {
  mode_key: SessionRow['modeKey'];
  buyer_state: SessionRow['buyerState'];
  document_summary: string | null;
  profile_version: number;
};

/** Raw rows of the one-statement writes; drivers differ in whether they parse timestamps. */
function toMessageRow(r: RawMessage): MessageRow {
  return {
    id: r.message_id,
    sessionId: r.session_id,
    seq: Number(r.seq),
    role: r.role,
    text: r.text,
    spoken: r.spoken,
    interrupted: r.interrupted,
    startedAt: new Date(r.started_at),
    endedAt: new Date(r.ended_at),
    createdAt: new Date(r.created_at),
  };
}

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
     * Appends a message in one statement: the session's counter hands out the sequence number
     * atomically, so two processes serving one session never collide; the buyer's new state can
     * ride along. Null, and nothing stored, when the session already holds `maxMessages`.
     */
    async append(
      sessionId: string,
      message: NewMessage,
      maxMessages: number,
      buyerState?: BuyerState,
    ): Promise<MessageRow | null> {
      const state =
        buyerState === undefined ? sql`buyer_state` : sql`${JSON.stringify(storedBuyerState.write(buyerState))}::jsonb`;
      const [row] = await queryRows<RawMessage>(
        db,
        sql`
        WITH s AS (
          UPDATE practice_sessions SET message_count = message_count + 1, buyer_state = ${state}
          WHERE session_id = ${sessionId} AND message_count < ${maxMessages}
          RETURNING message_count
        )
        INSERT INTO session_messages (session_id, seq, role, text, spoken, interrupted, started_at, ended_at)
        SELECT ${sessionId}, s.message_count - 1, ${message.role}, ${message.text}, ${message.spoken},
          ${message.interrupted ?? false}, ${message.startedAt.toISOString()}, ${message.endedAt.toISOString()}
        FROM s
        RETURNING ${MESSAGE_COLUMNS}`,
      );
      return row ? toMessageRow(row) : null;
    },

    /**
     * The hot path of a turn: stores the rep's message only if the session belongs to the user,
     * has started, is still open, within its time and has room under its message limit for this
     * message and the buyer's reply — and reads what the buyer needs, all in one statement. Null
     * when any condition fails (the caller then finds out which, the slow way).
     */
    async appendRepTurn(
      sessionId: string,
      userId: string,
      message: NewMessage,
      now: Date,
      maxMessages: number,
    ): Promise<{ message: MessageRow; session: TurnSession } | null> {
      const [row] = await queryRows<RawMessage & RawTurnSession>(
        db,
        sql`
        WITH s AS (
          UPDATE practice_sessions SET message_count = message_count + 1
          WHERE session_id = ${sessionId} AND user_id = ${userId} AND status = 'active'
            AND started_at IS NOT NULL
            AND started_at + max_minutes * interval '1 minute' >= ${now.toISOString()}::timestamptz
            AND message_count + 2 <= ${maxMessages}
          RETURNING message_count, mode_key, buyer_state, document_summary, profile_version
        ), m AS (
          INSERT INTO session_messages (session_id, seq, role, text, spoken, interrupted, started_at, ended_at)
          SELECT ${sessionId}, s.message_count - 1, ${message.role}, ${message.text}, ${message.spoken},
            false, ${message.startedAt.toISOString()}, ${message.endedAt.toISOString()}
          FROM s
          RETURNING ${MESSAGE_COLUMNS}
        )
        SELECT m.*, s.mode_key, s.buyer_state, s.document_summary, s.profile_version FROM m, s`,
      );
      if (!row) return null;
      return {
        message: toMessageRow(row),
        session: {
          id: sessionId,
          modeKey: row.mode_key,
          buyerState: row.buyer_state,
          documentSummary: row.document_summary,
          profileVersion: Number(row.profile_version),
        },
      };
    },

    /** The session's profile and its version, for the in-memory profile cache. */
    async profile(sessionId: string): Promise<(Pick<SessionRow, 'profile'> & { version: number }) | undefined> {
      const [row] = await db
        .select({ profile: practiceSessions.profile, version: practiceSessions.profileVersion })
        .from(practiceSessions)
        .where(eq(practiceSessions.id, sessionId));
      return row;
    },

    /**
     * Starts the session's clock and stores the opening line as message 0 — once: a concurrent or
     * repeated start finds the clock already running and does nothing.
     */
    async startWith(sessionId: string, startedAt: Date, opening: NewMessage, state: BuyerState): Promise<boolean> {
      const [won] = await db
        .update(practiceSessions)
        .set({ startedAt, messageCount: 1, buyerState: storedBuyerState.write(state) })
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
