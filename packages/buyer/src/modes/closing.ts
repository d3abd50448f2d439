import { clamp01 } from '../profile/render';
import * as close from '../replies/bank-closing';
import { documentSegues } from '../replies/bank-document';
import * as endings from '../replies/bank-endings';
import * as react from '../replies/bank-reactions';
import type { Part } from '../replies/compose';
import { openers } from '../replies/context';
import { memoryOf } from '../state/memory';
import type { BuyerState } from '../state/types';
import { answerQuestion } from './answer';
import { answerOnTheWay, checkBack, probeConcern } from './closing-questions';
import { answerMeetingRequest, datedTime, sayTime } from './requests';
import { closingConcerns, mentionedConcern, queueDocumentConcerns, type Concern } from './closing-concerns';
import { keywordHits } from './objection-match';
import { limitRestates, withConcernTopics } from './closing-stalls';
import { ended, has, plan, type TurnInput, type TurnResult } from './turn';

// Closing: concerns come one at a time from the profile and the rep's proposal. Asking what
// sits behind a concern gets the story; a specific answer resolves it; the buyer commits only
// with nothing open.

export function raiseNext(s: BuyerState): BuyerState {
  const [next, ...rest] = s.objectionsQueued;
  if (!next || s.objectionsOpen.length > 0) return s;
  return { ...s, objectionsOpen: [next], objectionsQueued: rest };
}

function resolve(s: BuyerState, id: string): BuyerState {
  return {
    ...s,
    objectionsOpen: s.objectionsOpen.filter((x) => x !== id),
    objectionsQueued: s.objectionsQueued.filter((x) => x !== id),
    objectionsResolved: [...s.objectionsResolved, id],
    trust: clamp01(s.trust + 0.08),
    interest: clamp01(s.interest + 0.05),
    lastEvent: 'resolved',
  };
}

/**
 * The buyer points back at the concern still open, by name, at most every third turn: more often
 * would nag. Nothing when it did so lately.
 */
function steerBack(t: TurnInput, s: BuyerState, open: Concern): { parts: Part[]; state: BuyerState } {
  const memory = memoryOf(s);
  if (memory.steeredBackAt !== undefined && t.state.turn - memory.steeredBackAt < 3) return { parts: [], state: s };
  return {
    parts: [close.steerBackLines(open.name)],
    state: { ...s, memory: { ...memory, steeredBackAt: t.state.turn } },
  };
}

/** A closing turn: a follow-up meeting asked for, or the concerns worked through one at a time. */
export function closingTurn(t: TurnInput): TurnResult {
  const meeting = followUpMeeting(t);
  if (meeting) return meeting;
  return withConcernTopics(t, limitRestates(t, closingTurnInner(t)));
}

/**
 * A follow-up meeting (a review with the buyer's team, a call next week) is a smaller ask than
 * the order: the buyer agrees once the rep has some credit, and otherwise says why not.
 */
function followUpMeeting(t: TurnInput): TurnResult | null {
  const u = t.cls.understanding;
  const asksMeeting = u.acts.includes('meeting_request') && !u.acts.includes('close_request');
  const memory = memoryOf(t.state);
  const takesOffer = memory.buyerOffer !== null && (u.acts.includes('accept') || u.entities.times.length > 0);
  if (!asksMeeting && !takesOffer) return null;
  const s = t.state;
  const open = closingConcerns(t.profile, t.c).get(s.objectionsOpen[0] ?? '');
  return answerMeetingRequest(t, s, {
    earned: takesOffer || s.trust >= 0.5 || s.objectionsResolved.length > 0,
    refusal: open
      ? [`Not until I hear an answer on my concern.`, `First tell me how you deal with what I raised.`]
      : [`Let's finish this conversation before we book another one.`],
    outcome: 'next_step_agreed',
    agreedTail: [
      `Bring answers on what's still open, and I'll have ${t.profile.authority.influencers[0] ?? 'my team'} there.`,
      `Send the invite. Come with the revised numbers.`,
    ],
  });
}

function closingTurnInner(t: TurnInput): TurnResult {
  const { cls, c, profile } = t;
  const concerns = closingConcerns(profile, c);
  let s: BuyerState = raiseNext(queueDocumentConcerns(t.state, concerns));
  const byId = (id: string | undefined): Concern | undefined => (id === undefined ? undefined : concerns.get(id));
  const current = byId(s.objectionsOpen[0]);
  const parts: Part[] = [];
  // A concern the buyer has not voiced yet is raised, not restated.
  // A concern parked earlier was raised already: it comes back as a reminder, never re-quoted.
  const voiced = (id: string): boolean =>
    t.state.objectionsOpen.includes(id) || memoryOf(t.state).restated[id] !== undefined;
  const restate = (o: Concern): Part[] =>
    voiced(o.id) ? o.restate : [close.raiseIntros(s.objectionsResolved.length === 0), o.raise];

  if (has(cls, 'feature_dump'))
    return {
      plan: plan([
        [`We're past the brochure stage.`, `I've read the spec sheet.`, `I know what the machine does.`],
        ...(current ? restate(current) : []),
      ]),
      state: s,
    };
  if (has(cls, 'rambling')) return { plan: plan([react.ramblingLines()], openers(c)), state: s };
  // "Hector, good to see you": the hello is returned before the business of the meeting.
  if (t.state.turn <= 2 && (has(cls, 'greeting') || has(cls, 'small_talk')))
    parts.push(has(cls, 'small_talk') ? react.smallTalkLines() : close.greetBackLines());

  // An answer resolves the current concern when it is specific; it can also pre-empt a
  // queued one, but only if it is clearly about that topic.
  let resolvedNow = 0;
  // Asking about the concern is not answering it: "will you bring it in under IMMEX or pay the
  // duty?" names the fix's words and settles nothing. A turn answers when it says something.
  const answers = !cls.isQuestion || has(cls, 'objection_handling');
  const statesSomething =
    answers || cls.understanding.clauses.some((x) => !x.marked && x.act !== 'acknowledge' && x.act !== 'greeting');
  for (const o of [current, ...s.objectionsQueued.map(byId)]) {
    if (!o) continue;
    const hits = keywordHits(o, cls);
    const isCurrent = o.id === current?.id;
    const clarifiedAnswer =
      s.objectionsClarified.includes(o.id) &&
      cls.topics.includes(o.topic) &&
      (has(cls, 'objection_handling') || has(cls, 'value_statement'));
    const ok = isCurrent
      ? hits >= 1 && !has(cls, 'clarifying_question') && (hits >= 2 ? statesSomething : answers)
      : hits >= 2 && cls.topics.includes(o.topic) && statesSomething;
    if (ok || (isCurrent && clarifiedAnswer)) {
      s = resolve(s, o.id);
      resolvedNow++;
    }
  }
  if (has(cls, 'discount')) {
    if (current?.topic === 'price' && s.objectionsOpen.includes(current.id)) {
      s = { ...resolve(s, current.id), trust: clamp01(s.trust - 0.1) };
      resolvedNow++;
    }
    parts.push(close.discountLines());
    s = { ...s, trust: clamp01(s.trust - 0.03) };
  }
  // One concern settled is named, so the rep hears which answer landed.
  const settled = s.objectionsResolved.slice(t.state.objectionsResolved.length).map(byId);
  if (resolvedNow > 0)
    parts.push(settled.length === 1 && settled[0] ? close.resolvedOnLines(c, settled[0].name) : close.resolvedLines(c));
  // "Thanks, Morgan", "I'll send the revised quote over": acknowledged as what they are, with the
  // open concern named now and then, not recited in short after every one.
  const wrapUp =
    resolvedNow === 0 && !cls.isQuestion && !has(cls, 'close_attempt') ? react.wrapUpLines(cls.normalized) : null;
  if (wrapUp) {
    const steered = current ? steerBack(t, s, current) : { parts: [], state: s };
    return { plan: plan([wrapUp, ...steered.parts], openers(c)), state: steered.state };
  }

  const checked = checkBack(t, s, resolvedNow, byId);
  if (checked)
    return {
      plan: plan([...parts, ...checked.parts], openers(c)),
      state: s,
      meta: { answeredTopics: checked.answeredTopics },
    };
  const probed = current && s.objectionsOpen[0] === current.id ? probeConcern(t, s, current) : null;
  if (probed) return { plan: plan([...parts, ...probed.parts], openers(c)), state: probed.state, meta: probed.meta };

  if (has(cls, 'close_attempt')) {
    if (s.objectionsOpen.length === 0 && s.objectionsQueued.length === 0 && s.trust >= 0.5) {
      return {
        plan: plan([...parts, close.commitLines(c, t.rng)]),
        state: ended(s, 'next_step_agreed'),
        meta: { request: 'accepted' },
      };
    }
    // "What are the steps on your side to issue the PO?" asks something real on the way to the
    // order: it gets its answer, then the buyer says what still stands in the way. Asking it is a
    // trial close, not pushing for the signature, so it is not counted against the rep.
    const onTheWay = answerOnTheWay(t, s);
    if (onTheWay) {
      s = onTheWay.state;
      parts.push(...onTheWay.answer.parts);
    } else
      s = {
        ...s,
        strikes: { ...s.strikes, earlyClose: s.strikes.earlyClose + 1 },
        patience: clamp01(s.patience - 0.08),
        trust: clamp01(s.trust - 0.03),
      };
    // The time the rep proposed as the buyer gives up on the call is answered, not talked past.
    const asked = datedTime(cls.understanding.entities.times);
    const notThen = asked && s.trust >= 0.4 ? [endings.outOfTimeNoLines(sayTime(asked))] : [];
    if (s.strikes.earlyClose >= 3)
      return {
        plan: plan(s.trust < 0.4 ? [close.lostToCompetitorLines(c)] : [...notThen, endings.outOfTimeLines(c)]),
        state: ended(s, s.trust < 0.4 ? 'lost' : 'no_decision'),
        meta: { request: 'refused' },
      };
    s = raiseNext(s);
    const open = byId(s.objectionsOpen[0]);
    return {
      plan: plan(
        [
          ...parts,
          resolvedNow > 0 || has(cls, 'discount') || onTheWay ? close.notYetAfterLines() : close.notYetLines(),
          ...(open ? restate(open) : [[`I need a little more confidence in this before I sign anything.`]]),
        ],
        openers(c),
      ),
      state: s,
      meta: { request: 'refused', answeredTopics: onTheWay?.answer.topics ?? [] },
    };
  }

  if (
    resolvedNow === 0 &&
    current &&
    s.objectionsOpen.includes(current.id) &&
    !cls.topics.includes(current.topic) &&
    keywordHits(current, cls) === 0 &&
    has(cls, 'objection_handling') &&
    !cls.isQuestion &&
    !has(cls, 'discount')
  ) {
    return {
      plan: plan(
        [
          [
            `That may be true, but it's not what I asked.`,
            `Fine, but that's not my concern.`,
            `You're answering a question I didn't ask.`,
          ],
          current.repeat,
        ],
        openers(c),
      ),
      state: s,
    };
  }
  // A question mostly about another subject goes on to be answered, whatever it touches.
  const asksElsewhere =
    cls.isQuestion &&
    cls.understanding.questionTopics.length > 0 &&
    cls.understanding.questionTopics[0] !== current?.topic;
  // "Would a weekend install work better for your team?" asks about the concern's own subject: it
  // gets an answer, not "be concrete" as if it were a weak try at settling it.
  const asksOnIt = cls.isQuestion && cls.understanding.questionTopics[0] === current?.topic;
  if (
    resolvedNow === 0 &&
    current &&
    s.objectionsOpen.includes(current.id) &&
    !asksElsewhere &&
    !asksOnIt &&
    (cls.topics.includes(current.topic) || has(cls, 'objection_handling'))
  ) {
    const attempts = (s.objectionAttempts[current.id] ?? 0) + 1;
    s = {
      ...s,
      objectionAttempts: { ...s.objectionAttempts, [current.id]: attempts },
      patience: clamp01(s.patience - (attempts >= 3 ? 0.1 : 0.03)),
    };
    return { plan: plan([close.partialLines(c)], openers(c)), state: s };
  }

  // A figure of the proposal the rep's words touch on is what the buyer asks about next, and it
  // is the answer on that topic: a general line first ("no rush on our side") would contradict it.
  // A question about the price the rep stated is answered with that price before anything else.
  const aboutOwnPrice =
    memoryOf(s).amounts.length > 0 && cls.understanding.questionTopics.some((x) => x === 'price' || x === 'budget');
  const mentioned = aboutOwnPrice ? undefined : mentionedConcern(cls, s, concerns);
  // A question on another topic is answered first; the figure's concern follows it.
  const answered =
    mentioned && cls.understanding.questionTopics.includes(mentioned.topic)
      ? null
      : answerQuestion(profile, c, s, cls, 'closing');
  if (answered) {
    s = answered.state;
    parts.push(...answered.answer.parts);
  }
  const before = s.objectionsOpen.length;
  s = mentioned
    ? {
        ...s,
        objectionsOpen: [mentioned.id, ...s.objectionsOpen],
        objectionsQueued: s.objectionsQueued.filter((id) => id !== mentioned.id),
      }
    : raiseNext(s);
  const next = byId(s.objectionsOpen[0]);
  if (next && mentioned) parts.push(...(voiced(next.id) ? next.restate : [documentSegues(), next.raise]));
  else if (next && s.objectionsOpen.length > before)
    parts.push(
      ...(voiced(next.id) ? next.restate : [close.raiseIntros(s.objectionsResolved.length === 0), next.raise]),
    );
  else if (next && !answered && resolvedNow === 0) parts.push(...restate(next));
  // After an answer on something else, or when the rep's words jumped ahead to a later concern,
  // the buyer points back at the one still open, by name; not on every turn, which would nag.
  else if (next && (answered || (next.id !== current?.id && t.state.objectionsOpen.includes(next.id)))) {
    const steered = steerBack(t, s, next);
    parts.push(...steered.parts);
    s = steered.state;
  } else if (!next) parts.push(close.allClearLines(), close.askForNextStepLines());
  if (parts.length === 0) parts.push(react.wrapUpLines(cls.normalized) ?? react.nudgeLines(c));
  return { plan: plan(parts, openers(c)), state: s, meta: { answeredTopics: answered?.answer.topics ?? [] } };
}
