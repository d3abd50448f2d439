import type { Topic } from '../catalog/keys';
import type { Understanding } from '../understand/understand';

export type TurnAct =
  | 'greeting'
  | 'introduction'
  | 'permission'
  | 'open_question'
  | 'closed_question'
  | 'clarifying_question'
  | 'value_statement'
  | 'feature_dump'
  | 'social_proof'
  | 'price'
  | 'discount'
  | 'empathy'
  | 'summary'
  | 'objection_handling'
  | 'close_attempt'
  | 'rambling'
  | 'small_talk'
  | 'off_topic'
  | 'rudeness'
  | 'role_break_attempt'
  | 'goodbye'
  | 'meeting_request'
  | 'accept'
  | 'repeat_request'
  | 'unclear';

export type TurnClassification = {
  acts: TurnAct[];
  topics: Topic[];
  isQuestion: boolean;
  isOpenQuestion: boolean;
  questionCount: number;
  wordCount: number;
  /** Count of product-feature terms; a high count without questions reads as a pitch. */
  featureTerms: number;
  /** Lower-cased, punctuation-normalised text, kept so objection answers can be matched. */
  normalized: string;
  /** The full reading of the turn: clauses with confidence, entities, tone. */
  understanding: Understanding;
};
