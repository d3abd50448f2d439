import type { ModeKey, Topic } from '../catalog/keys';
import type { Memory } from './memory';

export type Outcome = 'in_progress' | 'meeting_agreed' | 'next_step_agreed' | 'no_decision' | 'lost';

/** Where the conversation is. Prospecting starts at the gate; closing starts negotiating. */
export type Stage = 'opening' | 'engaged' | 'qualifying' | 'negotiating' | 'ended';

export type Strikes = {
  pitch: number;
  ramble: number;
  rude: number;
  roleBreak: number;
  earlyClose: number;
  offTopic: number;
  /** Bare checklist questions in a row ("Budget?" "Timeline?"); absent in older states. */
  checklist?: number;
  /** Remarks with an edge the buyer let pass (understand/clause.ts); absent in older states. */
  curt?: number;
};

/** Everything the buyer remembers between turns. Plain JSON: stored with the session. */
export type BuyerState = {
  seed: string;
  mode: ModeKey;
  turn: number;
  trust: number;
  interest: number;
  patience: number;
  stage: Stage;
  outcome: Outcome;
  revealedFacts: string[];
  /** Objections raised and not yet resolved (ids from the profile). */
  objectionsOpen: string[];
  /** Objections the buyer holds but has not raised yet, in the order they will come up. */
  objectionsQueued: string[];
  objectionsResolved: string[];
  /** Objections whose background the rep asked about; a specific answer then lands more easily. */
  objectionsClarified: string[];
  /** Answers that touched an objection without resolving it, per objection id. */
  objectionAttempts: Record<string, number>;
  usedReplies: string[];
  strikes: Strikes;
  goodQuestions: number;
  valueHeard: number;
  permissionGranted: boolean;
  introduced: boolean;
  lastTopics: Topic[];
  /** What the rep and the buyer said that the buyer can refer back to; absent in older states. */
  memory?: Memory;
  /** What the last turn did to the buyer; drives a momentary annoyed expression. */
  lastEvent: 'none' | 'rude' | 'role_break' | 'pitch' | 'ramble' | 'good' | 'resolved' | 'agreed' | 'stale';
};
