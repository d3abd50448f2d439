import type { ModeKey, Topic } from '../catalog/keys';
import type { TurnClassification } from '../classify/types';
import type { PersonaProfile } from '../profile/types';
import type { ReplyCtx } from '../replies/context';
import type { Part, Plan } from '../replies/compose';
import type { Rng } from '../rng/prng';
import type { Signals } from '../state/effects';
import type { BuyerState } from '../state/types';

/** Everything a mode handler needs for one rep turn. */
export type TurnInput = {
  profile: PersonaProfile;
  mode: ModeKey;
  state: BuyerState;
  cls: TurnClassification;
  signals: Signals;
  c: ReplyCtx;
  rng: Rng;
};

/** What a reply did, for the engine's callers and its evaluation: not said out loud. */
export type ReplyMeta = {
  /** Topics whose facts the reply gives, in answer to the rep's question. */
  answeredTopics: Topic[];
  /** How a meeting or close request in the turn was answered; null when there was none. */
  request: 'accepted' | 'countered' | 'refused' | null;
};

export type TurnResult = { plan: Plan; state: BuyerState; meta?: Partial<ReplyMeta> };

export function has(cls: TurnClassification, act: TurnClassification['acts'][number]): boolean {
  return cls.acts.includes(act);
}

export function plan(parts: Part[], openers: readonly string[] = [''], tails: readonly string[] = ['']): Plan {
  return { parts, openers, tails };
}

export function ended(state: BuyerState, outcome: BuyerState['outcome']): BuyerState {
  return {
    ...state,
    outcome,
    stage: 'ended',
    lastEvent: outcome === 'lost' ? state.lastEvent : outcome === 'no_decision' ? state.lastEvent : 'agreed',
  };
}
