import { respond, type BuyerState, type ModeKey, type PersonaProfile } from '@buyerlab/buyer';
import { sentencesOf } from '@buyerlab/buyer/text';

export type ReplyInput = {
  profile: PersonaProfile;
  mode: ModeKey;
  state: BuyerState;
  repText: string;
  /** Earlier messages, oldest first (the engine bounds how many it uses). */
  history: ReadonlyArray<{ role: 'rep' | 'buyer'; text: string }>;
  documentSummary: string | null;
  signal: AbortSignal;
};

export type Reply = {
  /**
   * The reply text as it is produced. It ends when the reply is complete, or early once the
   * caller's signal aborts; it throws when the buyer fails (a provider error, a time limit).
   */
  chunks: AsyncIterable<string>;
  /** The buyer's state after this turn (trust, facts revealed, outcome…). */
  state: BuyerState;
};

export type BuyerEngine = {
  name: string;
  /** Whether replies depend on earlier messages (the LLM's context); the offline buyer keeps state instead. */
  usesHistory: boolean;
  /**
   * Replies cost no provider call and depend only on the state and the rep's words, so one may be
   * computed ahead on words that may still change (a spoken turn's words so far) and thrown away.
   */
  speculative?: boolean;
  reply: (input: ReplyInput) => Reply;
};

/**
 * The offline buyer: our own dialogue system. Its reply exists at once, so it is "streamed"
 * sentence by sentence without delay, which lets speech synthesis start on the first sentence.
 */
export const offlineBuyer: BuyerEngine = {
  name: 'offline',
  usesHistory: false,
  speculative: true,
  reply(input) {
    const result = respond(input.profile, input.mode, input.state, input.repText);
    const sentences = sentencesOf(result.text);
    return {
      state: result.state,
      chunks: (async function* () {
        for (let i = 0; i < sentences.length; i++) {
          if (input.signal.aborted) return;
          yield i === 0 ? sentences[i]! : ` ${sentences[i]!}`;
        }
      })(),
    };
  },
};
