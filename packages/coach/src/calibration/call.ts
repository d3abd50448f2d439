import {
  concernTexts,
  deriveProfile,
  initialState,
  openingLine,
  respond,
  type BuyerState,
  type PersonaInput,
  type PersonaProfile,
} from '@buyerlab/buyer';
import { buyerEvidence } from '../buyer-evidence.js';
import type { BuyerEvidence, ModeKey } from '../types.js';
import type { Level, Script } from './script.js';

/**
 * A calibration call as written: only the rep's side. The buyer's side comes from the real buyer
 * simulation at test time, so the set keeps testing the coach when the buyer's wording changes;
 * tests over it assert orderings and separations, never a buyer line.
 */
export type Call = {
  name: string;
  mode: ModeKey;
  level: Level;
  repWpm: number;
  rep: readonly string[];
  persona?: Partial<PersonaInput>;
  /** Indexes (into `rep`) of rep turns that barged in on the buyer line before them. */
  bargeIns?: readonly number[];
};

const PERSONA: Record<ModeKey, PersonaInput> = {
  prospecting: {
    firstName: 'Dana',
    industry: 'food_beverage_equipment',
    role: 'maintenance_manager',
    experience: 'mid',
    geography: 'us',
    manufacturingModel: 'self_manufacturing',
    plantSize: 'medium',
    mode: 'prospecting',
  },
  discovering: {
    firstName: 'Dana',
    industry: 'food_beverage_equipment',
    role: 'operations_manager',
    experience: 'mid',
    geography: 'us',
    manufacturingModel: 'self_manufacturing',
    plantSize: 'medium',
    mode: 'discovering',
  },
  closing: {
    firstName: 'Dana',
    industry: 'food_beverage_equipment',
    role: 'procurement_manager',
    experience: 'mid',
    geography: 'us',
    manufacturingModel: 'self_manufacturing',
    plantSize: 'medium',
    mode: 'closing',
  },
};

/** The texts the buyer raises each concern with, by id: the profile's own and the proposal's. */
function concernsById(profile: PersonaProfile): Map<string, string> {
  return new Map([...profile.objections, ...profile.brushOffs].map((o) => [o.id, o.text]));
}

/** Plays the rep's lines against the buyer simulation, the way a live session would. */
export function playCall(call: Call): Script {
  const profile = deriveProfile({ ...PERSONA[call.mode], ...call.persona, mode: call.mode });
  const opened = openingLine(profile, call.mode, initialState(profile, call.mode, call.name));
  let state: BuyerState = opened.state;
  const lines: ['rep' | 'buyer', string][] = [['buyer', opened.text]];
  for (const text of call.rep) {
    lines.push(['rep', text]);
    const reply = respond(profile, call.mode, state, text);
    state = reply.state;
    lines.push(['buyer', reply.text]);
  }
  const evidence: BuyerEvidence = buyerEvidence(state, concernsById(profile));
  return {
    name: call.name,
    mode: call.mode,
    level: call.level,
    outcome: state.outcome,
    repWpm: call.repWpm,
    lines,
    interrupted: (call.bargeIns ?? []).map((i) => 2 * i),
    buyerObjections: concernTexts(profile, state),
    buyer: evidence,
  };
}
