import type { ModeKey } from '../catalog/keys';
import type { Mood, PersonaProfile } from '../profile/types';
import { emptyMemory } from './memory';
import type { BuyerState } from './types';

const TRUST_BY_MOOD: Record<Mood, number> = { pleased: 0.62, neutral: 0.4, skeptical: 0.3, annoyed: 0.2 };

// A cold-call buyer has no interest and little patience yet; a buyer holding a proposal is
// already interested and will give the rep time to answer concerns.
const START: Record<ModeKey, { interest: number; patience: number }> = {
  prospecting: { interest: 0.2, patience: 0.7 },
  discovering: { interest: 0.45, patience: 0.9 },
  closing: { interest: 0.6, patience: 0.9 },
};

export function initialState(profile: PersonaProfile, mode: ModeKey, seed: string): BuyerState {
  const objectionIds = profile.objections.map((o) => o.id);
  return {
    seed,
    mode,
    turn: 0,
    trust: TRUST_BY_MOOD[profile.startingMood],
    interest: START[mode].interest,
    patience: START[mode].patience,
    stage: mode === 'closing' ? 'negotiating' : 'opening',
    outcome: 'in_progress',
    revealedFacts: [],
    objectionsOpen: [],
    objectionsQueued: mode === 'closing' ? objectionIds : [],
    objectionsResolved: [],
    objectionsClarified: [],
    objectionAttempts: {},
    usedReplies: [],
    strikes: { pitch: 0, ramble: 0, rude: 0, roleBreak: 0, earlyClose: 0, offTopic: 0, checklist: 0 },
    goodQuestions: 0,
    valueHeard: 0,
    permissionGranted: false,
    introduced: false,
    lastTopics: [],
    memory: emptyMemory(),
    lastEvent: 'none',
  };
}
