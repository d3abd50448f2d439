import { isDeepStrictEqual } from 'node:util';
import type { BuyerState, PersonaProfile } from '@buyerlab/buyer';
import type { SessionsService } from '../sessions/sessions.service';
import type { SessionRow } from '../sessions/sessions.repository';
import type { TurnSession } from '../sessions/transcript.service';
import type { BuyerEngine, Reply } from './buyer-engine';

/**
 * A reply computed ahead of the turn, on the rep's words so far (decision 0022): nothing of it is
 * stored. A turn uses it only when it brings exactly these words to exactly the session it was
 * computed from (buyer state, mode, profile version, document), so a used speculation is the
 * reply the turn would have computed itself; anything else computes the reply afresh.
 */
export type Speculation = {
  repText: string;
  basis: Pick<TurnSession, 'modeKey' | 'profileVersion' | 'documentSummary'> & { state: BuyerState };
  /** The reply text as the engine produced it. */
  chunks: string[];
  /** The buyer state after the reply, committed only if the speculation is used. */
  state: BuyerState;
};

/** Words as a turn carries them: trimmed, single spaces. */
export const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/** The speculation was computed from this very session (whose buyer state is `state`) and these words. */
export function speculationFits(ahead: Speculation, row: TurnSession, state: BuyerState, repText: string): boolean {
  const { basis } = ahead;
  return (
    sameWords(ahead.repText, repText) &&
    basis.modeKey === row.modeKey &&
    basis.profileVersion === row.profileVersion &&
    basis.documentSummary === row.documentSummary &&
    isDeepStrictEqual(basis.state, state)
  );
}

/** A speculation's reply, streamed as the engine would have streamed it. */
export function replayed(ahead: Speculation, signal: AbortSignal): Reply {
  return {
    state: ahead.state,
    chunks: (async function* () {
      for (const chunk of ahead.chunks) {
        if (signal.aborted) return;
        yield chunk;
      }
    })(),
  };
}

type SpeculatorDeps = {
  engine: BuyerEngine;
  sessions: SessionsService;
  profileFor: (session: TurnSession) => Promise<PersonaProfile>;
  stateOf: (row: Pick<SessionRow, 'id' | 'buyerState'>) => BuyerState;
  /** How many sessions' last states are kept (oldest out first). */
  size: number;
};

/**
 * Works out replies ahead of turns. It keeps each session as this process last left it (its
 * opening line, or its last reply), by owner, so a speculation starts without reading the session
 * again; an entry gone stale (another process took a turn) only yields a speculation that does not fit.
 */
export function speculator({ engine, sessions, profileFor, stateOf, size }: SpeculatorDeps) {
  const lastSeen = new Map<string, { session: TurnSession; state: BuyerState }>();
  const keyOf = (userId: string, sessionId: string) => `${userId}:${sessionId}`;

  function remember(userId: string, session: TurnSession, state: BuyerState) {
    const key = keyOf(userId, session.id);
    lastSeen.delete(key);
    if (lastSeen.size >= size) lastSeen.delete(lastSeen.keys().next().value!);
    const { id, modeKey, documentSummary, profileVersion } = session;
    // The state is kept parsed, as it is after the reply; the row's own copy may be from before it.
    lastSeen.set(key, {
      session: { id, modeKey, buyerState: null, documentSummary, profileVersion },
      state: structuredClone(state),
    });
  }

  return {
    remember,
    forget: (userId: string, sessionId: string) => lastSeen.delete(keyOf(userId, sessionId)),
    /**
     * The reply the buyer would give if the rep's turn were `repText` now, computed on a copy of
     * the session's state and stored nowhere; null when the engine is not worth running ahead
     * (an LLM call per pause) or the session takes no turn now.
     */
    speculate: async (userId: string, sessionId: string, repText: string): Promise<Speculation | null> => {
      // An engine that reads the history would need it read too; none that speculates does.
      if (!engine.speculative || engine.usesHistory || !repText.trim()) return null;
      let seen = lastSeen.get(keyOf(userId, sessionId));
      if (!seen) {
        const row = await sessions.getOwned(userId, sessionId);
        if (!row.startedAt || row.status !== 'active' || row.buyerState === null) return null;
        remember(userId, row, stateOf(row));
        seen = lastSeen.get(keyOf(userId, sessionId))!;
      }
      const { session: row, state } = seen;
      const produced = engine.reply({
        profile: await profileFor(row),
        mode: row.modeKey,
        // The engine gets its own copy: whatever it does to it, the basis stays as read.
        state: structuredClone(state),
        repText,
        history: [],
        documentSummary: row.documentSummary,
        signal: new AbortController().signal,
      });
      const chunks: string[] = [];
      for await (const chunk of produced.chunks) chunks.push(chunk);
      const { modeKey, profileVersion, documentSummary } = row;
      return { repText, basis: { state, modeKey, profileVersion, documentSummary }, chunks, state: produced.state };
    },
  };
}
