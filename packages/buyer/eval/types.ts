import type { ModeKey, PersonaInput, Topic } from '../src/index';

// The shapes of the conversation suite: a scripted rep, the labels a trainer puts on a turn,
// and what one played call leaves behind for the judges.

export type Level = 'strong' | 'average' | 'weak' | 'adversarial';
export const LEVELS: readonly Level[] = ['strong', 'average', 'weak', 'adversarial'];
export const MODES: readonly ModeKey[] = ['prospecting', 'discovering', 'closing'];

export type RequestKind = 'meeting' | 'close';

/** One rep turn. The labels say what the turn does, judged by meaning, not by its words. */
export type RepTurn = {
  say: string;
  /** The topic a specific question asks about. */
  topic?: Topic;
  /** The rep proposes a meeting or a time, or asks for the decision. */
  request?: RequestKind;
  /** The rep says who they are. */
  introduces?: true;
  /** Deliberately unclear input: the only turns where "say that again" is fair. */
  gibberish?: true;
  /** An amount the rep stated earlier in the call that a good answer to this turn quotes back. */
  recalls?: number;
};

export type Conversation = {
  /** Unique across the suite; names the call in the examples. */
  name: string;
  mode: ModeKey;
  level: Level;
  persona: Omit<PersonaInput, 'mode'>;
  turns: readonly (RepTurn | string)[];
};

/** What the buyer says about its own reply; older buyers do not say anything. */
export type BuyerMeta = {
  answeredTopics: Topic[];
  request: 'accepted' | 'countered' | 'refused' | null;
};

export type PlayedTurn = {
  rep: RepTurn;
  reply: string;
  meta: BuyerMeta;
};

export type PlayedCall = {
  conversation: Conversation;
  seed: string;
  /** The buyer's reply vocabulary for each topic, from this persona's own facts. */
  vocabulary: TopicVocabulary;
  opening: string;
  turns: PlayedTurn[];
  /** Script turns left unsaid because the buyer had already ended the call. */
  unplayed: number;
  outcome: 'in_progress' | 'meeting_agreed' | 'next_step_agreed' | 'no_decision' | 'lost';
};

export type TopicVocabulary = Record<Topic, readonly RegExp[]>;
