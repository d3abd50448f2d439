import { clamp01 } from '../profile/render';
import type { ProfileObjection } from '../profile/types';
import * as endings from '../replies/bank-endings';
import * as pros from '../replies/bank-prospecting';
import * as react from '../replies/bank-reactions';
import type { Part } from '../replies/compose';
import { openers } from '../replies/context';
import { tellsReasonForCall } from '../state/effects';
import type { BuyerState } from '../state/types';
import { answerQuestion } from './answer';
import { answerMeetingRequest, declined, takesBuyerOffer } from './requests';
import { keywordHits } from './objection-match';
import { ended, has, plan, type TurnInput, type TurnResult } from './turn';

// A cold call. The buyer's attention is the scarce thing: pitching before earning it ends
// the call, a respectful opener and a sharp question buy time, and a meeting comes only
// when the caller has shown relevance.

function meetingEarned(s: BuyerState, openBrushOff: boolean): boolean {
  return !openBrushOff && s.interest >= 0.45 && s.trust >= 0.42 && s.goodQuestions + s.valueHeard >= 2;
}

function nextBrushOff(t: TurnInput, s: BuyerState): ProfileObjection | undefined {
  const fresh = t.profile.brushOffs.filter(
    (b) => !s.objectionsOpen.includes(b.id) && !s.objectionsResolved.includes(b.id),
  );
  // No questions yet means "send me an email"; otherwise whatever fits this buyer.
  if (s.goodQuestions === 0) return fresh.find((b) => b.id === 'bo_email') ?? fresh[0];
  return fresh.length > 0 ? t.rng.pick(fresh) : undefined;
}

/** With a brush-off just voiced, the refusal is short; without one it gives the reason. */
function bo_or_decline(brushedOff: boolean, c: TurnInput['c']): Part {
  return brushedOff ? ['', 'So no, not yet.', 'Not before that.'] : pros.meetingDeclinedLines(c);
}

export function prospectingTurn(t: TurnInput): TurnResult {
  const { cls, c, signals, profile } = t;
  let s: BuyerState = { ...t.state, stage: t.state.stage === 'opening' ? 'engaged' : t.state.stage };
  const parts: Part[] = [];
  const done = (outcome: BuyerState['outcome'], lines: string[]): TurnResult => ({
    plan: plan([lines]),
    state: ended(s, outcome),
  });

  const dump = has(cls, 'feature_dump') && !tellsReasonForCall('prospecting', t.state, cls);
  const coldPitch = dump || (signals.earlyPitch && !s.permissionGranted && cls.wordCount > 30);
  if (coldPitch) {
    if (!dump) s = { ...s, strikes: { ...s.strikes, pitch: s.strikes.pitch + 1 } };
    if (s.strikes.pitch >= 2 || s.patience < 0.3) return done('lost', endings.hangUpLines(c));
    return { plan: plan([pros.cutOffLines(c)], openers(c)), state: s };
  }
  // A request is answered even inside a ramble or next to small talk.
  const requesting = has(cls, 'close_attempt');
  if (has(cls, 'rambling') && !requesting) return { plan: plan([react.ramblingLines()], openers(c)), state: s };
  if (has(cls, 'off_topic') && !requesting) return { plan: plan([react.offTopicLines(c)], openers(c)), state: s };

  if (has(cls, 'permission') && !s.permissionGranted) {
    s = { ...s, permissionGranted: true };
    parts.push(pros.permissionGrantedLines(c));
  }

  let openId = s.objectionsOpen.find((id) => id.startsWith('bo_'));
  if (openId) {
    const bo = profile.brushOffs.find((b) => b.id === openId);
    const respectful =
      has(cls, 'empathy') && (signals.goodQuestion || has(cls, 'clarifying_question') || signals.valueLanded);
    if (bo && (keywordHits(bo, cls) > 0 || respectful)) {
      s = {
        ...s,
        objectionsOpen: s.objectionsOpen.filter((id) => id !== openId),
        objectionsResolved: [...s.objectionsResolved, bo.id],
        interest: clamp01(s.interest + 0.1),
        trust: clamp01(s.trust + 0.05),
        lastEvent: 'resolved',
      };
      parts.push(pros.brushOffResolvedLines(c));
      openId = undefined;
    }
  }

  const takesOffer = takesBuyerOffer(t, s);
  if (has(cls, 'close_attempt') || takesOffer) {
    const earned = takesOffer || meetingEarned(s, openId !== undefined);
    const before: Part[] = [...parts];
    if (!earned) {
      s = declined(s, 0.08, 0.03);
      if (s.strikes.earlyClose >= 3) return { ...done('lost', endings.hangUpLines(c)), meta: { request: 'refused' } };
      const bo = openId ? undefined : nextBrushOff(t, s);
      if (bo) {
        s = { ...s, objectionsOpen: [...s.objectionsOpen, bo.id] };
        before.push(pros.brushOffIntros(), [bo.text]);
      }
    }
    return answerMeetingRequest(t, s, {
      earned,
      before,
      refusal: openId ? pros.meetingRefusedWhileBrushedOff() : bo_or_decline(before.length > parts.length, c),
      outcome: 'meeting_agreed',
      agreedTail: pros.meetingAgreedTails(c),
    });
  }

  if (!s.introduced && s.turn <= 1 && cls.isQuestion && !has(cls, 'permission')) {
    return { plan: plan([...parts, pros.whoIsThisLines()], openers(c)), state: s };
  }

  const answered = answerQuestion(profile, c, s, cls, 'prospecting');
  if (answered) {
    s = { ...answered.state, interest: clamp01(answered.state.interest + 0.02 * answered.answer.revealed.length) };
    parts.push(...answered.answer.parts);
  } else if (signals.valueLanded) parts.push(react.valueLandedLines(c));
  else if (has(cls, 'social_proof')) parts.push(react.socialProofLines(c));
  else if (has(cls, 'price')) parts.push(react.earlyPriceLines());
  else if (has(cls, 'value_statement')) parts.push(react.valueMissedLines());

  if (parts.length === 0) {
    if (has(cls, 'introduction') || has(cls, 'greeting')) parts.push(pros.whatIsThisAboutLines());
    else if (has(cls, 'empathy')) parts.push(react.empathyLines());
    else if (has(cls, 'small_talk')) parts.push(react.smallTalkLines(), pros.whatIsThisAboutLines());
    else if (has(cls, 'unclear')) parts.push(react.unclearLines());
    else parts.push(react.wrapUpLines(cls.normalized) ?? react.nudgeLines(c));
  }

  // A caller who has talked for a while without landing anything gets the classic brush-off.
  if (!openId && !answered && s.turn >= 2 && s.interest < 0.35) {
    const bo = nextBrushOff(t, s);
    if (bo) {
      s = { ...s, objectionsOpen: [...s.objectionsOpen, bo.id] };
      parts.push([bo.text]);
    }
  }
  const tails = s.interest >= 0.35 && !openId ? react.listeningTails(c) : [''];
  return { plan: plan(parts, openers(c), tails), state: s, meta: { answeredTopics: answered?.answer.topics ?? [] } };
}
