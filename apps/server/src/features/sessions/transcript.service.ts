import type { BuyerState } from '@buyerlab/buyer';
import type { Database } from '../../db/client';
import { messagesRepository, type MessageRow, type NewMessage } from './messages.repository';

export { toSessionMessage, type MessageRow, type NewMessage, type TurnSession } from './messages.repository';

/**
 * A session's transcript and live state, for the practice feature's turns and the reports. The
 * sessions feature owns `practice_sessions` and `session_messages` (docs/decisions/0020-server-layers-and-stored-json.md):
 * the turn writes that touch both tables stay single statements here.
 */
export function transcriptService(db: Database) {
  const repo = messagesRepository(db);
  return {
    /** Every message, in order. */
    list: (sessionId: string): Promise<MessageRow[]> => repo.list(sessionId),
    /** The latest `limit` messages, oldest first. */
    recent: (sessionId: string, limit: number) => repo.recent(sessionId, limit),
    /** The session's stored profile and its version, for a cache between turns. */
    profile: (sessionId: string) => repo.profile(sessionId),
    /** Starts the clock with the opening line, once; false when it had already started. */
    startWith: (sessionId: string, startedAt: Date, opening: NewMessage, state: BuyerState) =>
      repo.startWith(sessionId, startedAt, opening, state),
    /** Appends a message (and the buyer's new state); null when the session is full. */
    append: (sessionId: string, message: NewMessage, maxMessages: number, state?: BuyerState) =>
      repo.append(sessionId, message, maxMessages, state),
    /** Stores a rep's turn if the session is the user's and open; null when any condition fails. */
    appendRepTurn: (sessionId: string, userId: string, message: NewMessage, now: Date, maxMessages: number) =>
      repo.appendRepTurn(sessionId, userId, message, now, maxMessages),
    /** Keeps only the part of a reply the rep heard. */
    markDelivered: (messageId: string, text: string, endedAt: Date) => repo.markDelivered(messageId, text, endedAt),
  };
}
