import type { Topic } from '../catalog/keys';
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
