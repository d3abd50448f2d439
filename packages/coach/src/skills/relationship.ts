import type { RepTurn } from '../context.js';
import { objectionIn } from '../signals/objections.js';
import { splitSentences } from '../text/sentences.js';
import { topicIn } from '../text/topics.js';
import { contentWords, snippet } from '../text/words.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural, saturate } from './finding.js';

// Buyer lines that share a problem or a feeling: the moments that call for acknowledgement.
const PAIN =
  /\b(problem|pain|headache|worr\w*|kills? us|frustrat\w*|los(?:e|ing|t)|can't|cannot|struggl\w*|hurt\w*|blown|worn out|painful|nightmare|turn(?:ed)? down)\b/i;

const LONG_ANSWER_WORDS = 14;
/** A buyer line with something in it to acknowledge: a problem, a concern, or real detail. */
const worthAcknowledging = (text: string): boolean =>
  PAIN.test(text) || objectionIn(text) !== null || contentWords(text).length >= 8;
const PLAYBACK_CUE =
  /\b(?:you (?:mentioned|said|told me|described)|i'?m hearing|recap|summari[sz]e|heard you|make sure i have it right)\b/i;
const MISSED_NOTE = 'moving on without acknowledging what the buyer told you';

/**
 * The buyer shared a problem or a concern and the rep's reply neither acknowledges it nor echoes
 * their words ("six changeovers a day — that's most of a shift" counts as an echo).
 */
function missedAcknowledgement(turn: RepTurn): boolean {
  const buyer = turn.previousBuyer;
  if (!buyer || turn.sentences.some((s) => s.empathy || s.reflection || s.timeRespect)) return false;
  // A long answer full of detail deserves a sign it was heard as much as a complaint does.
  const substantial = contentWords(buyer.text).length >= LONG_ANSWER_WORDS;
  if (!substantial && !PAIN.test(buyer.text) && objectionIn(buyer.text) === null) return false;
  const heard = new Set(contentWords(buyer.text));
  const opening = turn.sentences[0];
  if (opening === undefined) return true;
  // A question that builds on the answer ("how often does that happen?") shows it was heard.
  if (
    opening.question &&
    (/\b(?:that|it|this|those|them)\b/i.test(opening.text) || contentWords(opening.text).some((w) => heard.has(w)))
  )
    return false;
  const echoed = contentWords(opening.text).filter((w) => heard.has(w)).length;
  return !(echoed >= 2 || (echoed >= 1 && opening.words <= 8));
}

/** An acknowledgement built from the buyer's own line: the concern or problem they had just raised. */
function acknowledgeFirst(turn: RepTurn): string {
  const buyer = turn.previousBuyer;
  if (!buyer) return 'Before I go any further — what would make this conversation worth your time today?';
  const lines = splitSentences(buyer.text).map((s) => s.text);
  const concern = lines.find((l) => objectionIn(l) !== null);
  const problem = lines.find((l) => topicIn(l) !== null);
  if (concern)
    return `That's a fair concern — you said “${snippet(concern, 12)}”. Before I go further, can you tell me what's behind it?`;
  if (problem)
    return `You said “${snippet(problem, 12)}” — that sounds like it really costs you. What does that do to the rest of your week?`;
  return `Thanks for telling me that — you said “${snippet(buyer.text, 12)}”. Can you tell me a bit more about it?`;
}

export const scoreRelationship: SkillScorer = (ctx, metrics) => {
  const strengths: Moment[] = [];
  const hard: Moment[] = [];
  const missed: Moment[] = [];
  let barrages = 0;
  for (const turn of ctx.repTurns) {
    // One acknowledgement per turn: "I understand, I hear you, that makes sense" is one gesture,
    // and a barrage of them is not listening at all.
    let acknowledged = false;
    for (const s of turn.sentences) {
      if (s.rude) hard.push({ sentence: s, note: 'insulting or talking down to the buyer' });
      else if (s.pressure) hard.push({ sentence: s, note: 'pushing the buyer with pressure lines' });
      else if (s.dismissive) hard.push({ sentence: s, note: 'brushing aside what the buyer said' });
      else if (s.selfCentric) hard.push({ sentence: s, note: 'talking up your company instead of their situation' });
      else if (s.falsePlayback) hard.push({ sentence: s, note: 'playing back something the buyer never said' });
      else if (acknowledged || turn.barrage || s.phatic) continue;
      else if (s.timeRespect) {
        acknowledged = true;
        strengths.push({ sentence: s, note: 'acknowledging the buyer’s time before asking for it' });
      } else if (s.reflection) {
        acknowledged = true;
        strengths.push({
          sentence: s,
          note: PLAYBACK_CUE.test(s.text)
            ? 'playing the buyer’s own words back to them'
            : 'acknowledging the buyer before moving on',
        });
      } else if (s.empathy && turn.previousBuyer && worthAcknowledging(turn.previousBuyer.text)) {
        acknowledged = true;
        strengths.push({ sentence: s, note: 'acknowledging the buyer before moving on' });
      } else if (s.permission) {
        acknowledged = true;
        strengths.push({ sentence: s, note: 'asking permission before probing' });
      }
    }
    if (turn.barrage) barrages++;
    // Quote the first sentence that says something: "Okay." shows nothing by itself.
    const opening = turn.sentences.find((s) => !s.phatic && s.words >= 4) ?? turn.sentences[0];
    if (opening && !opening.phatic && missedAcknowledgement(turn))
      missed.push({ sentence: opening, note: MISSED_NOTE });
  }
  const weaknesses = [...hard, ...missed];
  const overTalking = metrics.rep_talk_share > 0.65 ? 8 : 0;
  const score = clampScore(
    25 +
      70 * saturate(strengths.length, 2.5) -
      14 * Math.min(hard.length, 4) -
      8 * Math.min(missed.length, 3) -
      6 * Math.min(metrics.interruptions, 3) -
      10 * Math.min(barrages, 2) -
      overTalking,
  );

  const worst = weaknesses[0];
  const turn = worst ? ctx.repTurns.find((t) => t.message.id === worst.sentence.messageId) : undefined;
  const better = worst && turn ? { messageId: worst.sentence.messageId, phrasing: acknowledgeFirst(turn) } : null;

  const parts = [`You acknowledged or played back the buyer ${plural(strengths.length, 'time')}`];
  if (hard.length > 0) parts.push(`pushed or talked past them ${plural(hard.length, 'time')}`);
  if (missed.length > 0)
    parts.push(`moved on from what they told you without acknowledging it ${plural(missed.length, 'time')}`);
  if (metrics.interruptions > 0) parts.push(`interrupted ${plural(metrics.interruptions, 'time')}`);
  return {
    score,
    strengths,
    weaknesses,
    better,
    startAction: 'acknowledging what the buyer just said before you answer it',
    summary: `${parts.join(', ')}.`,
  };
};
