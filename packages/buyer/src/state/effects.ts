import type { ModeKey, Topic } from '../catalog/keys';
import { RAMBLING_WORDS } from '../classify/classify-turn';
import type { TurnClassification } from '../classify/types';
import { FIGURE_TOPIC } from '../profile/document-figures';
import type { PersonaProfile } from '../profile/types';
import { clamp01 } from '../profile/render';
import type { BuyerState } from './types';

export type Signals = {
  relevantTopics: Topic[];
  goodQuestion: boolean;
  earlyPitch: boolean;
  valueLanded: boolean;
};

const QUALIFICATION: Topic[] = [
  'pains',
  'operations',
  'metrics',
  'budget',
  'authority',
  'timeline',
  'decision_process',
  'competitors',
];

// A busy plant is the clock: a cold call burns patience fastest, a booked meeting slowest.
const PATIENCE_DECAY: Record<ModeKey, number> = { prospecting: 0.06, discovering: 0.025, closing: 0.025 };

export function relevantTopicsFor(profile: PersonaProfile, mode: ModeKey): Set<Topic> {
  const set = new Set<Topic>([...profile.focusTopics, ...QUALIFICATION, ...profile.hiddenPains.map((p) => p.topic)]);
  if (mode === 'closing') {
    for (const o of profile.objections) set.add(o.topic);
    // Profiles stored before figures were read carry none.
    for (const f of profile.document?.figures ?? []) set.add(FIGURE_TOPIC[f.kind]);
  }
  return set;
}

/** A few product words say what the rep sells; more are a spec sheet read out. */
const REASON_FEATURE_TERMS = 4;

/**
 * "So we make sanitary conveyor, stainless, washdown rated": on a cold call, the first short
 * line about what the rep sells is the reason for the call the buyer asked for, not a brochure
 * read out. A second one, a long one, or a list of specs is a pitch.
 */
export function tellsReasonForCall(mode: ModeKey, prev: BuyerState, cls: TurnClassification): boolean {
  return (
    mode === 'prospecting' &&
    prev.strikes.pitch === 0 &&
    prev.turn <= 3 &&
    cls.wordCount <= 30 &&
    cls.featureTerms <= REASON_FEATURE_TERMS &&
    !cls.isQuestion
  );
}

/** Numeric consequences of a rep turn. What the buyer says about it is the mode's job. */
export function applyEffects(
  profile: PersonaProfile,
  mode: ModeKey,
  prev: BuyerState,
  cls: TurnClassification,
): { state: BuyerState; signals: Signals } {
  const has = (a: TurnClassification['acts'][number]): boolean => cls.acts.includes(a);
  const relevant = relevantTopicsFor(profile, mode);
  const relevantTopics = cls.topics.filter((t) => relevant.has(t));
  // Skeptical buyers give credit slowly and take it away at full speed.
  const gain = 1 - 0.4 * profile.personality.skepticism;
  const harsh = profile.input.experience === 'senior' ? 1.3 : 1;
  const s: BuyerState = { ...prev, strikes: { ...prev.strikes }, lastTopics: cls.topics, lastEvent: 'none' };
  let trust = 0;
  let interest = 0;
  let patience = -PATIENCE_DECAY[mode] - (cls.wordCount > 40 && cls.wordCount <= RAMBLING_WORDS ? 0.02 : 0);

  const goodQuestion = cls.isOpenQuestion && relevantTopics.length > 0;
  const pitching = has('feature_dump') || has('value_statement') || has('price');
  const earlyPitch = mode !== 'closing' && pitching && !cls.isQuestion && prev.goodQuestions === 0;
  const valueLanded = has('value_statement') && relevantTopics.length > 0 && !earlyPitch;

  if (goodQuestion) {
    trust += 0.07 * gain;
    // On a cold call a sharp question is the first sign the caller is worth the time.
    interest += mode === 'prospecting' ? 0.08 : 0.03;
    s.goodQuestions += 1;
    s.lastEvent = 'good';
  } else if (cls.isOpenQuestion) trust += 0.02 * gain;
  else if (cls.isQuestion) trust += 0.01 * gain;
  if (has('clarifying_question')) trust += 0.05 * gain;
  if (has('empathy')) trust += 0.04 * gain;
  if (has('summary')) trust += (prev.revealedFacts.length > 0 ? 0.07 : 0.01) * gain;
  if (has('permission') && mode === 'prospecting') {
    trust += 0.06 * gain;
    interest += 0.08;
    patience += 0.1;
  }
  if (has('introduction')) s.introduced = true;
  if (valueLanded) {
    interest += 0.14 * gain;
    trust += 0.02 * gain;
    s.valueHeard += 1;
  } else if (has('value_statement')) interest += 0.02;
  if (has('social_proof')) interest += 0.05 * gain;
  if (earlyPitch) {
    trust -= 0.04 * harsh;
    patience -= mode === 'prospecting' ? 0.08 : 0.03;
    s.lastEvent = 'pitch';
  }
  if (has('feature_dump') && !tellsReasonForCall(mode, prev, cls)) {
    trust -= 0.08 * harsh;
    interest -= 0.06;
    patience -= (mode === 'prospecting' ? 0.15 : 0.08) * harsh;
    s.strikes.pitch += 1;
    s.lastEvent = 'pitch';
  }
  if (has('price') && mode !== 'closing' && prev.revealedFacts.every((f) => !f.startsWith('pain:'))) interest -= 0.03;
  if (has('rambling')) {
    patience -= 0.1 + (cls.wordCount - RAMBLING_WORDS) / 500;
    trust -= 0.03;
    s.strikes.ramble += 1;
    s.lastEvent = 'ramble';
  }
  if (has('off_topic')) {
    patience -= mode === 'prospecting' ? 0.1 : 0.06;
    s.strikes.offTopic += 1;
  }
  if (has('small_talk')) {
    if (mode !== 'prospecting' && prev.turn <= 2) trust += 0.02;
    else patience -= 0.04;
  }
  if (has('unclear')) patience -= 0.04;
  if (has('role_break_attempt')) {
    trust -= 0.05;
    patience -= 0.1;
    s.strikes.roleBreak += 1;
    s.lastEvent = 'role_break';
  }
  // A remark the model thought rude but was unsure of cools the buyer without a word; a second
  // one is no accident, and counts as the rudeness it likely was.
  if (cls.understanding.tone === 'edgy') {
    trust -= 0.04;
    patience -= 0.05;
    s.strikes.curt = (s.strikes.curt ?? 0) + 1;
    if (s.strikes.curt >= 2) {
      trust -= 0.15;
      patience -= 0.2;
      s.strikes.rude += 1;
      s.lastEvent = 'rude';
    }
  }
  if (has('rudeness')) {
    trust -= 0.25;
    patience -= 0.3;
    s.strikes.rude += 1;
    s.lastEvent = 'rude';
  }

  s.trust = clamp01(prev.trust + trust);
  s.interest = clamp01(prev.interest + interest);
  s.patience = clamp01(prev.patience + patience);
  return { state: s, signals: { relevantTopics, goodQuestion, earlyPitch, valueLanded } };
}
