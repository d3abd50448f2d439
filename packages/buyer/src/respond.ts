import type { ModeKey, Topic } from './catalog/keys';
import { classificationOf, classifyTurn } from './classify/classify-turn';
import { TOPIC_PATTERNS } from './classify/lexicon-topics';
import type { TurnClassification } from './classify/types';
import { closingTurn } from './modes/closing';
import { discoveringTurn } from './modes/discovering';
import { guardTurn } from './modes/guard';
import { recallTurn } from './modes/recall';
import { prospectingTurn } from './modes/prospecting';
import { agreedTimeLines, withTimePutForward } from './modes/requests';
import { ended, plan, type ReplyMeta, type TurnInput, type TurnResult } from './modes/turn';
import type { PersonaProfile } from './profile/types';
import { afterEndLines, afterEndReasons } from './replies/bank-guard';
import { compose, fingerprint, saysNothingNew, sentenceFingerprints } from './replies/compose';
import { outOfTimeLines } from './replies/bank-endings';
import { replyContext } from './replies/context';
import { createRng } from './rng/prng';
import { applyEffects } from './state/effects';
import { withInterrogation } from './modes/interrogation';
import { memoryOf, pointsAtStatedAmount, remember } from './state/memory';
import type { BuyerState } from './state/types';
import type { Understanding } from './understand/understand';

// "What else?" or "How does that affect your customers?" carries no topic words of its own:
// it continues the last one. Treating it that way rewards the follow-up questions that are the
// heart of good discovery.
function withFollowUpTopics(cls: TurnClassification, state: BuyerState): TurnClassification {
  if (!cls.isQuestion || state.lastTopics.length === 0) return cls;
  if (cls.topics.length > 0) return withReferredTopic(cls, state.lastTopics[0]!);
  const lastRevealedPain = state.revealedFacts.at(-1)?.startsWith('pain:') ?? false;
  const topics: Topic[] = lastRevealedPain
    ? ['pains', ...state.lastTopics.filter((t) => t !== 'pains')]
    : state.lastTopics;
  const understanding = { ...cls.understanding, questionTopics: topics };
  return { ...cls, understanding, topics, acts: cls.acts.filter((a) => a !== 'unclear') };
}

/** Words that point back at what was just said: "that", "those", "the longest ones". */
const REFERS_BACK = /\b(?<!like )(that|those|them|ones)\b/;
/** Below this the model's own topic for a clause that points back gives way to the last one. */
const FOLLOW_UP_CONFIDENCE = 0.6;
/**
 * Above this the model's own topic stands even when the last one was its second reading: "what
 * breaks most often on them?" after talk of who services the machines is about what breaks.
 */
const SURE_OWN_TOPIC = 0.95;
/** An earlier clause of the turn read this surely names what "them" in a later one points at. */
const SURE_OF_ITS_OWN = 0.9;
/** Topics whose words are so common ("the line", "a problem") that naming them names nothing. */
const BROAD: ReadonlySet<Topic> = new Set(['operations', 'pains']);

/** The rep returns to something said earlier in the call, not to the subject just talked about. */
const GOES_BACK =
  /\b(going back to|go back to|back to what|coming back to|to come back to|circling back|earlier (you|i|we)|you (said|mentioned|told me) (earlier|before|at the start)|(i|we) (gave|quoted|mentioned|showed) you)\b/;

/**
 * "What makes the longest ones long?" after a question on changeovers is about changeovers, though
 * its words alone read as anything. A question that points back and names no subject of its own
 * continues the last one: that topic leads, and the model's reading follows it.
 */
function withReferredTopic(cls: TurnClassification, last: Topic): TurnClassification {
  const u = cls.understanding;
  // "Walk me through the lines: which products run on them?": "them" is what an earlier clause of
  // the same turn named, when one names something surely.
  const namedBefore = (i: number): boolean =>
    u.clauses.slice(0, i).some((b) => b.topic !== null && b.topicConfidence >= SURE_OF_ITS_OWN);
  const follows = u.clauses.some((c, i) => {
    if (!c.asked || c.topicConfidence >= 1 || namedBefore(i)) return false;
    const text = c.text.toLowerCase();
    return (
      c.topic !== last &&
      // Unsure, or sure of something else while the last subject was its second reading ("how
      // often does that happen?" after holds reads as maintenance, then quality).
      (c.topicConfidence < FOLLOW_UP_CONFIDENCE ||
        (c.topicAlternative === last && c.topicConfidence < SURE_OWN_TOPIC)) &&
      REFERS_BACK.test(text) &&
      !TOPIC_PATTERNS.some(([topic, pattern]) => !BROAD.has(topic) && pattern.test(text))
    );
  });
  // "If you decided something needed to happen on that line, who else would have to agree?": the
  // lead-in points back, but the question is sure of a subject of its own.
  const ownSubject = u.clauses.some(
    (c) =>
      c.asked && c.topic !== null && c.topic !== last && !BROAD.has(c.topic) && c.topicConfidence >= SURE_OWN_TOPIC,
  );
  // "Thinking about the one ninety-seven five, where does that land?": "that" is the sum just named.
  // "Going back to that figure I gave you, …": "that" is something from earlier, not the last subject.
  if (
    !follows ||
    ownSubject ||
    u.questionTopics[0] === last ||
    u.entities.amounts.length > 0 ||
    GOES_BACK.test(cls.normalized)
  )
    return cls;
  const questionTopics: Topic[] = [last, ...u.questionTopics.filter((t) => t !== last)];
  return {
    ...cls,
    understanding: { ...u, questionTopics },
    topics: [last, ...cls.topics.filter((t) => t !== last)],
  };
}

/** Words that only ever close a call; a thank-you for the time alone opens one as often. */
const FAREWELL =
  /\b(bye|goodbye|take care|have a (good|great|nice|lovely)|talk (soon|later)|speak soon|(?<!(good|nice|great|glad|lovely) to )see you|cheers|catch you later|let you go|leave it there|wrap (it|this) up|that'?s (it|all) from me|(taken|take) (up )?(enough|any more|no more) of your time)\b/;

/**
 * "Thanks for making the time today" opens a call as often as "thanks for your time" closes one:
 * said in the rep's first turns, or beside a greeting or an introduction, without a farewell word,
 * it is a thank-you, not a goodbye.
 */
function goodbyeInContext(cls: TurnClassification, state: BuyerState): TurnClassification {
  if (!cls.acts.includes('goodbye') || FAREWELL.test(cls.normalized)) return cls;
  const opening = state.turn < 2 || cls.acts.includes('greeting') || cls.acts.includes('introduction');
  return opening ? { ...cls, acts: cls.acts.filter((a) => a !== 'goodbye') } : cls;
}

/** Subjects a question about the rep's figure touches anyway: the sum against the budget, the incumbent's price. */
const BESIDE_A_FIGURE: ReadonlySet<Topic> = new Set(['price', 'budget', 'roi', 'competitors']);
const OWN_SUBJECT_CONFIDENCE = 0.6;

/**
 * A question about the rep's own figure is about price: "how does that compare with what you pay
 * now?" right after the rep named a sum, or "where does that total sit?" any time after.
 */
function aboutTheRepsFigure(cls: TurnClassification, state: BuyerState): TurnClassification {
  const u = cls.understanding;
  const memory = memoryOf(state);
  const { refersBack, namesIt } = pointsAtStatedAmount(memory, cls.normalized);
  // "Will you bring it in under IMMEX or pay the duty?" points back at the machine, not the sum:
  // a question sure of a subject of its own is about that subject.
  const ownSubject = u.clauses.some(
    (c) => c.asked && c.topic !== null && !BESIDE_A_FIGURE.has(c.topic) && c.topicConfidence >= OWN_SUBJECT_CONFIDENCE,
  );
  if (
    !cls.isQuestion ||
    !((refersBack && !ownSubject) || namesIt) ||
    u.questionTopics[0] === 'price' ||
    u.questionTopics[0] === 'budget' ||
    // "Against that $412,800, how does the savings case look?" asks about the payback on that sum.
    u.questionTopics[0] === 'roi'
  )
    return cls;
  // The figure comes first even when the model's first guess was the vendor it is compared with.
  const understanding = {
    ...u,
    questionTopics: ['price', ...u.questionTopics.filter((t) => t !== 'price')] as Topic[],
  };
  return { ...cls, understanding, topics: ['price', ...cls.topics.filter((t) => t !== 'price')] };
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
  understanding?: Understanding,
): { text: string; state: BuyerState; classification: TurnClassification; meta: ReplyMeta } {
  const classification = withTimePutForward(
    goodbyeInContext(
      aboutTheRepsFigure(
        withFollowUpTopics(understanding ? classificationOf(understanding, repText) : classifyTurn(repText), state),
        state,
      ),
      state,
    ),
    state,
  );
  const memory = remember(memoryOf(state), classification.understanding);
  state = { ...state, memory, introduced: state.introduced || memory.repName !== null || memory.repCompany !== null };
  const rng = createRng(`${state.seed}|${state.turn}|${classification.normalized}`);
  let result: TurnResult;
  if (state.outcome !== 'in_progress') {
    const c = replyContext(profile, state);
    const won = state.outcome === 'meeting_agreed' || state.outcome === 'next_step_agreed';
    const agreed = agreedTimeLines(memoryOf(state), rng);
    result = {
      plan: plan(
        [won && agreed.length > 0 ? agreed : afterEndLines(c, won), afterEndReasons(c)],
        ['', 'Look.', 'Listen.', 'Again.', 'Hm.', 'Okay.'],
      ),
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
    // "Do you remember my name?" reads to the model like a test of the buyer: it is answered first.
    result = recallTurn(input) ?? guardTurn(input) ?? withInterrogation(input, HANDLERS[mode](input));
  }
  const said = memoryOf(result.state).said;
  let text = compose(result.plan, rng, new Set(state.usedReplies), new Set(said));
  // A buyer with nothing new left to say twice in a row does not keep talking: it ends the call.
  const stale = saysNothingNew(text);
  if (stale && result.state.outcome === 'in_progress' && state.lastEvent === 'stale') {
    const c = replyContext(profile, result.state);
    text = compose(plan([outOfTimeLines(c)]), rng, new Set(state.usedReplies), new Set(said));
    result = { ...result, state: ended(result.state, result.state.trust < 0.3 ? 'lost' : 'no_decision') };
  } else if (stale) result = { ...result, state: { ...result.state, lastEvent: 'stale' } };
  const next: BuyerState = {
    ...result.state,
    turn: state.turn + 1,
    usedReplies: [...state.usedReplies, fingerprint(text)],
    memory: { ...memoryOf(result.state), said: [...said, ...sentenceFingerprints(text)] },
  };
  const meta: ReplyMeta = {
    answeredTopics: result.meta?.answeredTopics ?? [],
    request: result.meta?.request ?? null,
  };
  return { text, state: next, classification, meta };
}
