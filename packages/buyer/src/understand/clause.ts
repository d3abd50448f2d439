import type { Topic } from '../catalog/keys';
import type { Entities } from './entities';
import type { Act } from './labels';

/** One clause of a rep turn, as the buyer reads it. */
export type Clause = {
  text: string;
  act: Act;
  confidence: number;
  /** The model's second guess, for a buyer who asks "do you mean X or Y?". */
  alternative: Act | null;
  topic: Topic | null;
  topicConfidence: number;
  topicAlternative: Topic | null;
  topicAlternativeConfidence: number;
  asked: boolean;
  /** "For training, …": the phrase before the clause that names what it is about (clauses.ts). */
  subject?: string;
  /** The clause ends the sentence's question mark: the question itself, not its lead-in. */
  marked: boolean;
  open: boolean;
  /** "…if you sign by month end": an offer or price tied to something the buyer gives. */
  conditional: boolean;
  /**
   * The model took the clause for rudeness, but not surely enough to act on it alone (its act
   * is the safer reading): a remark with an edge the buyer notices without calling it out.
   */
  edgy: boolean;
};

/** A rep turn, understood (understand.ts). */
export type Understanding = {
  clauses: Clause[];
  acts: Act[];
  /** Every topic the turn touches: the questions' own topics first, then close seconds. */
  topics: Topic[];
  /** The topics the rep asked about. */
  questionTopics: Topic[];
  entities: Entities;
  /** "edgy": a remark the model thought rude but was unsure of (clause.ts). */
  tone: 'rude' | 'edgy' | 'warm' | 'neutral';
  /** Lowest confidence among the clauses that carry meaning; 1 for an empty turn. */
  confidence: number;
  /** Nothing in the turn reads as English the model knows: noise, a mis-heard fragment. */
  unclear: boolean;
  isQuestion: boolean;
  isOpenQuestion: boolean;
  questionCount: number;
  wordCount: number;
};
