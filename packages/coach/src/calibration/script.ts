import type { AnalysisInput, BuyerEvidence, ModeKey, Outcome, TranscriptMessage } from '../types.js';
import { wordCount } from '../text/words.js';

/** `gaming` reps try to score without selling: checklists, keyword barrages, rude keyword-stuffing. */
export type Level = 'strong' | 'average' | 'weak' | 'gaming';

/** A scripted practice session: who said what, how fast the rep spoke, where they barged in. */
export type Script = {
  /** Unique across the set; names the case in test output and prefixes its message ids. */
  name: string;
  mode: ModeKey;
  level: Level;
  outcome: Outcome;
  repWpm: number;
  lines: readonly (readonly ['rep' | 'buyer', string])[];
  /** Indexes of buyer lines the rep cut off. */
  interrupted?: readonly number[];
  buyerObjections?: readonly string[];
  documentFacts?: readonly string[];
  /** The buyer simulation's final state, when the call was played against it. */
  buyer?: BuyerEvidence;
};

const BUYER_WPM = 150;
const GAP_MS = 900;
const EPOCH = Date.UTC(2025, 2, 3, 14, 0, 0);

/** Turns a script into timed, spoken messages the way the live session would store them. */
export function toMessages(script: Script): TranscriptMessage[] {
  let clock = EPOCH;
  return script.lines.map(([role, text], i) => {
    const wpm = role === 'rep' ? script.repWpm : BUYER_WPM;
    const duration = Math.round((wordCount(text) / wpm) * 60_000);
    const previousWasCut = script.interrupted?.includes(i - 1) ?? false;
    // A barge-in starts the rep's turn a second before the buyer's audio had finished.
    const start = previousWasCut ? clock - GAP_MS - 1000 : clock;
    clock = start + duration + GAP_MS;
    const message: TranscriptMessage = {
      id: `${script.name}-${i + 1}`,
      role,
      text,
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + duration).toISOString(),
      spoken: true,
    };
    return script.interrupted?.includes(i) ? { ...message, interrupted: true } : message;
  });
}

export function toInput(script: Script): AnalysisInput {
  return {
    mode: script.mode,
    messages: toMessages(script),
    outcome: script.outcome,
    buyerObjections: [...(script.buyerObjections ?? [])],
    documentFacts: [...(script.documentFacts ?? [])],
    previous: null,
    buyer: script.buyer ?? null,
  };
}
