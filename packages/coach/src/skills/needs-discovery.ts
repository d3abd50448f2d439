import type { ModeKey } from '../types.js';
import { contentWords } from '../text/words.js';
import { creditedQuestions, type RepSentence, type RepTurn } from '../context.js';
import { isPitch } from '../signals/classify.js';
import { topicIn } from '../text/topics.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural, saturate } from './finding.js';

// How many questions it takes to look thorough differs by mode: a cold call allows two or three.
const PACE: Record<ModeKey, { open: number; impact: number; followUp: number }> = {
  prospecting: { open: 1.2, impact: 0.8, followUp: 0.8 },
  discovering: { open: 3, impact: 1.5, followUp: 2 },
  closing: { open: 2, impact: 1, followUp: 1.5 },
};

/** A question that builds on the buyer's last answer rather than moving to a new script line. */
function isFollowUp(turn: RepTurn, s: RepSentence): boolean {
  if (!s.question || !turn.previousBuyer) return false;
  if (turn.sentences.some((x) => x.reflection)) return true;
  const heard = new Set(contentWords(turn.previousBuyer.text));
  return contentWords(s.text).some((w) => heard.has(w));
}

/** Pitching (features, claims) before the rep has asked at least two questions. */
const isEarlyPitch = (turn: RepTurn, s: RepSentence): boolean =>
  !s.question && turn.questionsBefore < 2 && (s.featureTerms >= 2 || s.selfCentric || (s.valueClaim && !s.aboutBuyer));

/**
 * The buyer has just named a problem and the rep answers with the product, not a question: the
 * moment to learn what that problem costs is gone.
 */
const isReactivePitch = (turn: RepTurn, s: RepSentence): boolean =>
  isPitch(s) &&
  turn.questionsBefore < 3 &&
  turn.previousBuyer !== null &&
  topicIn(turn.previousBuyer.text) !== null &&
  !turn.sentences.some((x) => x.question);

export const scoreNeedsDiscovery: SkillScorer = (ctx) => {
  const strengths: Moment[] = [];
  const weaknesses: Moment[] = [];
  let open = 0;
  let impact = 0;
  let followUps = 0;
  let checklists = 0;
  for (const turn of ctx.repTurns) {
    const credited = new Set(creditedQuestions(turn));
    // A question is worth its full weight when it builds on the buyer's answer or draws out
    // something new; a scripted question the buyer brushes off is worth half.
    const weight = turn.earned ? 1 : 0.5;
    for (const s of turn.sentences) {
      const followUp = credited.has(s) && isFollowUp(turn, s);
      if (credited.has(s)) {
        const w = followUp ? 1 : weight;
        if (s.open) open += w;
        if (s.impact) impact += w;
        if (followUp) followUps++;
        if (turn.stacked || turn.barrage) continue;
        if (s.impact)
          strengths.push({
            sentence: s,
            note: 'asking how big the problem is: what it costs, how often, what it affects',
          });
        else if (followUp && s.open) strengths.push({ sentence: s, note: 'following up on the buyer’s own answer' });
        else if (s.open) strengths.push({ sentence: s, note: 'asking open questions' });
      }
      if (isEarlyPitch(turn, s))
        weaknesses.push({ sentence: s, note: 'pitching before you know what the buyer needs' });
      else if (isReactivePitch(turn, s))
        weaknesses.push({ sentence: s, note: 'answering a problem with a pitch instead of a question about it' });
    }
    const first = turn.sentences.find((s) => s.question) ?? turn.sentences[0];
    if ((turn.stacked || turn.barrage) && first) {
      checklists++;
      weaknesses.unshift({
        sentence: first,
        note: turn.barrage
          ? 'packing a string of sales phrases into one breath instead of asking one thing'
          : `firing ${turn.questions} questions at once, so the buyer can answer only one`,
      });
    } else if (turn.sentences.filter((x) => x.question && !x.open).length >= 2 && first)
      weaknesses.push({ sentence: first, note: 'stacking yes/no questions' });
  }
  const questions = ctx.repSentences.filter((s) => s.question && !s.phatic).length;
  const pace = PACE[ctx.input.mode];
  const pitches = weaknesses.filter((w) => w.note.startsWith('pitching') || w.note.startsWith('answering')).length;
  const score = clampScore(
    15 +
      35 * saturate(open, pace.open) +
      20 * saturate(impact, pace.impact) +
      25 * saturate(followUps, pace.followUp) -
      9 * Math.min(pitches, 3) -
      12 * Math.min(checklists, 3) -
      (questions === 0 ? 10 : 0),
  );

  // Rewrite the moment where the buyer had opened a topic if there is one: that is where a better
  // question was most obviously available.
  const turnOf = (m: Moment): RepTurn | undefined => ctx.repTurns.find((t) => t.message.id === m.sentence.messageId);
  const worst = weaknesses.find((w) => turnOf(w)?.topicInPlay) ?? weaknesses[0];
  const turn = worst ? turnOf(worst) : undefined;
  const better =
    worst && turn
      ? {
          messageId: worst.sentence.messageId,
          phrasing: turn.topicInPlay
            ? `Before I tell you about the machine — you mentioned ${turn.topicInPlay.word.toLowerCase()}. ${turn.topicInPlay.discover}`
            : 'Before I tell you about the machine — what is the one thing on that line you would most like to change this year, and why now?',
        }
      : null;

  return {
    score,
    strengths: strengths.sort((a, b) => Number(b.sentence.impact) - Number(a.sentence.impact)),
    weaknesses,
    better,
    startAction: 'asking an open question about what the buyer just told you before you pitch anything',
    summary: `You asked ${plural(questions, 'question')}, ${open} open, ${impact} about impact, and followed up on the buyer's answers ${plural(followUps, 'time')}${
      pitches > 0 ? '; you pitched before learning what they needed' : ''
    }${checklists > 0 ? `; ${plural(checklists, 'turn')} fired several questions at once` : ''}.`,
  };
};
