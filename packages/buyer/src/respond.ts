import type { ModeKey, Topic } from './catalog/keys';
import { classifyTurn } from './classify/classify-turn';
import type { TurnClassification } from './classify/types';
import { closingTurn } from './modes/closing';
import { discoveringTurn } from './modes/discovering';
import { guardTurn } from './modes/guard';
import { prospectingTurn } from './modes/prospecting';
import { plan, type TurnInput, type TurnResult } from './modes/turn';
import type { PersonaProfile } from './profile/types';
import { afterEndLines, afterEndReasons } from './replies/bank-guard';
import { compose, fingerprint } from './replies/compose';
import { replyContext } from './replies/context';
import { createRng } from './rng/prng';
import { applyEffects } from './state/effects';
import type { BuyerState } from './state/types';

// "What else?" or "How does that affect your customers?" carries no topic words of its own:
// it continues the last one. Treating it that way rewards the follow-up questions that are the
// heart of good discovery.
function withFollowUpTopics(cls: TurnClassification, state: BuyerState): TurnClassification {
  if (!cls.isQuestion || cls.topics.length > 0 || state.lastTopics.length === 0) return cls;
  const lastRevealedPain = state.revealedFacts.at(-1)?.startsWith('pain:') ?? false;
  const topics: Topic[] = lastRevealedPain
    ? ['pains', ...state.lastTopics.filter((t) => t !== 'pains')]
    : state.lastTopics;
  return { ...cls, topics, acts: cls.acts.filter((a) => a !== 'unclear') };
}

const HANDLERS: Record<ModeKey, (t: TurnInput) => TurnResult> = {
  prospecting: prospectingTurn,
  discovering: discoveringTurn,
  closing: closingTurn,
};

/**
 * One rep turn in, one buyer reply out. Pure: the same profile, state and text always give the
 * same reply, because the only randomness is seeded from the session id and the turn.
 */
export function respond(
  profile: PersonaProfile,
  mode: ModeKey,
  state: BuyerState,
  repText: string,
): { text: string; state: BuyerState; classification: TurnClassification } {
  const classification = withFollowUpTopics(classifyTurn(repText), state);
  const rng = createRng(`${state.seed}|${state.turn}|${classification.normalized}`);
  let result: TurnResult;
  if (state.outcome !== 'in_progress') {
    const c = replyContext(profile, state);
    const won = state.outcome === 'meeting_agreed' || state.outcome === 'next_step_agreed';
    result = {
      plan: plan([afterEndLines(c, won), afterEndReasons(c)], ['', 'Look.', 'Listen.', 'Again.', 'Hm.', 'Okay.']),
      state,
    };
  } else {
    const { state: affected, signals } = applyEffects(profile, mode, state, classification);
    const input: TurnInput = {
      profile,
      mode,
      state: affected,
      cls: classification,
      signals,
      c: replyContext(profile, affected),
      rng,
    };
    result = guardTurn(input) ?? HANDLERS[mode](input);
  }
  const text = compose(result.plan, rng, new Set(state.usedReplies));
  const next: BuyerState = {
    ...result.state,
    turn: state.turn + 1,
    usedReplies: [...state.usedReplies, fingerprint(text)],
  };
  return { text, state: next, classification };
}
