import { clamp01 } from '../profile/render';
import * as disc from '../replies/bank-discovering';
import * as endings from '../replies/bank-endings';
import * as facts from '../replies/bank-facts';
import * as react from '../replies/bank-reactions';
import type { Part } from '../replies/compose';
import { openers } from '../replies/context';
import { TOPIC_PHRASES } from '../replies/topic-phrases';
import type { BuyerState } from '../state/types';
import { answerQuestion } from './answer';
import { answerMeetingRequest, declined, takesBuyerOffer } from './requests';
import { ended, has, plan, type TurnInput, type TurnResult } from './turn';

// A booked discovery call. The buyer answers what is asked, pains and numbers come out only
// for good questions and enough trust, and a next step is agreed once the rep has found the
// problem and proposes something concrete.

const QUALIFICATION = ['budget', 'authority', 'timeline', 'decision_process'];

function nextStepEarned(s: BuyerState): boolean {
  const pains = s.revealedFacts.filter((f) => f.startsWith('pain:')).length;
  const qual = s.revealedFacts.filter((f) => QUALIFICATION.includes(f)).length;
  return s.trust >= 0.52 && (pains >= 2 || (pains >= 1 && qual >= 2));
}

/** A question whose topic the buyer only half caught: it asks which one the rep means. */
function halfHeard(cls: TurnInput['cls']): string[] | null {
  const clause = cls.understanding.clauses.find((c) => c.asked && c.topic);
  if (!clause?.topic) return null;
  const first = TOPIC_PHRASES[clause.topic];
  if (!first) return null;
  const alt = clause.topicAlternative ? (TOPIC_PHRASES[clause.topicAlternative] ?? null) : null;
  return react.whichDoYouMeanLines(first, alt);
}

export function discoveringTurn(t: TurnInput): TurnResult {
  const { cls, c, signals, profile } = t;
  let s: BuyerState = t.state;
  const parts: Part[] = [];

  if (has(cls, 'feature_dump')) {
    const lines =
      s.goodQuestions === 0 ? [...react.featureDumpLines(c), ...react.earlyPitchLines(c)] : react.featureDumpLines(c);
    return { plan: plan([lines], openers(c)), state: s };
  }
  // A request is answered even inside a ramble or next to small talk.
  const requesting = has(cls, 'close_attempt');
  if (has(cls, 'rambling') && !requesting) return { plan: plan([react.ramblingLines()], openers(c)), state: s };
  if (has(cls, 'off_topic') && !requesting) return { plan: plan([react.offTopicLines(c)], openers(c)), state: s };
  if (cls.isQuestion && s.stage === 'opening') s = { ...s, stage: 'qualifying' };

  const takesOffer = takesBuyerOffer(t, s);
  if (has(cls, 'close_attempt') || takesOffer) {
    const earned = takesOffer || nextStepEarned(s);
    if (!earned) {
      s = declined(s, 0.06, 0.02);
      if (s.strikes.earlyClose >= 3 && s.trust < 0.4)
        return {
          plan: plan([disc.nextStepTooEarlyLines(c), endings.outOfTimeLines(c)]),
          state: ended(s, 'no_decision'),
          meta: { request: 'refused' },
        };
    }
    // "Are you able to approve that?", asked too early, still asks who decides and how: the buyer
    // says so, and declines the step.
    const qualifying = cls.understanding.questionTopics.filter((x) => x === 'authority' || x === 'decision_process');
    const answered =
      !earned && qualifying.length > 0
        ? answerQuestion(
            profile,
            c,
            s,
            { ...cls, understanding: { ...cls.understanding, questionTopics: qualifying } },
            'discovering',
          )
        : null;
    if (answered) s = answered.state;
    return answerMeetingRequest(t, s, {
      earned,
      answered: answered ? { parts: answered.answer.parts, topics: answered.answer.topics ?? [] } : undefined,
      refusal: disc.nextStepTooEarlyLines(c),
      outcome: 'next_step_agreed',
      agreedTail: disc.nextStepAgreedTails(c),
    });
  }

  // "You're running three blister lines today, right?" before the buyer has said anything to play
  // back is not a summary: it checks a fact, and gets the answer.
  const heardPains = profile.hiddenPains.filter((p) => s.revealedFacts.includes(`pain:${p.id}`));
  const asks = cls.understanding.questionTopics.length > 0;
  const summarises = has(cls, 'summary') && (heardPains.length > 0 || !asks);
  if (summarises) {
    if (heardPains.length > 0) {
      parts.push(disc.summaryConfirmLines());
      // Being heard accurately is what makes a buyer open up further; a playback that ends in a
      // question ("if I heard you right it's the seals, how often do they go?") gets its answer instead.
      const bonus = asks ? undefined : profile.hiddenPains.find((p) => !s.revealedFacts.includes(`pain:${p.id}`));
      if (bonus && s.trust >= 0.5) {
        parts.push(disc.summaryBonusIntros(), [bonus.text]);
        s = { ...s, revealedFacts: [...s.revealedFacts, `pain:${bonus.id}`], interest: clamp01(s.interest + 0.04) };
      }
    } else parts.push([`Summary of what? We've barely started.`, `I haven't told you much to summarise yet.`]);
  }

  const answered = summarises && !asks ? null : answerQuestion(profile, c, s, cls, 'discovering');
  if (answered) {
    s = answered.state;
    parts.push(...answered.answer.parts);
  }
  if (signals.earlyPitch) parts.push(react.earlyPitchLines(c));
  else if (!answered && signals.valueLanded) parts.push(react.valueLandedLines(c));
  else if (!answered && has(cls, 'value_statement')) parts.push(react.valueMissedLines());
  if (!answered && has(cls, 'social_proof')) parts.push(react.socialProofLines(c));
  if (!answered && has(cls, 'price') && !signals.earlyPitch) parts.push(react.earlyPriceLines());
  if (parts.length === 0 && has(cls, 'empathy')) parts.push(react.empathyLines());

  if (parts.length === 0) {
    if (has(cls, 'greeting') || has(cls, 'small_talk') || has(cls, 'introduction'))
      parts.push(has(cls, 'small_talk') ? react.smallTalkLines() : react.greetingLines(), [
        `What do you want to know?`,
        `Where do you want to start?`,
        `So, what would you like to know?`,
      ]);
    else if (has(cls, 'unclear')) parts.push(react.unclearLines());
    else if (cls.isQuestion)
      parts.push(
        halfHeard(cls) ?? [
          `Be more specific. Ask me about the line, the numbers, whatever you need.`,
          `What exactly do you mean?`,
          `I'm not sure what you're after. Ask me something concrete.`,
        ],
      );
    else
      parts.push(
        react.wrapUpLines(cls.normalized) ?? (t.rng.chance(0.4) ? disc.buyerQuestionLines(c) : react.nudgeLines(c)),
      );
  } else if (
    c.talkative &&
    answered &&
    answered.answer.revealed.some((f) => f.startsWith('pain:')) &&
    t.rng.chance(0.35)
  ) {
    // Talkative buyers back a complaint with a number, which is more than they were asked.
    const kpi = profile.kpis.find((k) => !s.revealedFacts.includes(`kpi:${k.key}`));
    if (kpi) {
      parts.push(facts.kpiLines(c, kpi));
      s = { ...s, revealedFacts: [...s.revealedFacts, `kpi:${kpi.key}`] };
    }
  }
  return {
    plan: plan(parts, openers(c), react.listeningTails(c)),
    state: s,
    meta: { answeredTopics: answered?.answer.topics ?? [] },
  };
}
