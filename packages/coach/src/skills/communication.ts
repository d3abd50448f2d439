import { withoutFillers } from '../signals/fillers.js';
import type { RepSentence } from '../context.js';
import { clipQuote } from '../text/sentences.js';
import { wordCount } from '../text/words.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore } from './finding.js';

const LONG_SENTENCE_WORDS = 35;

/** The opening clauses of a sentence up to about `maxWords`, cut at a comma rather than mid-phrase. */
function leadingClauses(text: string, maxWords: number): string {
  const clauses = text.split(/(?<=,)\s+/);
  let out = '';
  for (const clause of clauses) {
    const next = out ? `${out} ${clause}` : clause;
    if (out && wordCount(withoutFillers(next)) > maxWords) break;
    out = next;
  }
  return wordCount(out) > maxWords * 1.5 ? clipQuote(out, maxWords) : out;
}

/** Any question hands the turn back, even a greeting like "how are you?". */
const endsOnQuestion = (s: RepSentence | undefined): boolean =>
  s !== undefined && (s.question || /\?\s*$/.test(s.text));

/** Points lost for each talk metric outside its healthy band; zero inside it. */
function metricPenalty(m: Parameters<SkillScorer>[1]): number {
  const share = m.rep_talk_share;
  const talk = share > 0.55 ? (share - 0.55) * 100 : share < 0.2 && m.questions_asked === 0 ? (0.2 - share) * 60 : 0;
  const monologue = m.longest_monologue_words > 110 ? Math.min(22, (m.longest_monologue_words - 110) / 4) : 0;
  const fillers = m.filler_per_100_words > 1 ? Math.min(25, (m.filler_per_100_words - 1) * 6) : 0;
  const pace = m.pace_wpm === null ? 0 : Math.min(12, Math.max(0, 140 - m.pace_wpm, m.pace_wpm - 160) / 3);
  const interruptions = Math.min(12, m.interruptions * 4);
  return talk + monologue + fillers + pace + interruptions;
}

export const scoreCommunication: SkillScorer = (ctx, metrics) => {
  const strengths: Moment[] = ctx.repSentences
    .filter(
      (s) =>
        !s.phatic &&
        s.fillers === 0 &&
        s.words >= 6 &&
        s.words <= 22 &&
        (s.question || s.valueClaim) &&
        // "One clear question at a time" only where the turn asked one thing.
        !ctx.repTurns.some(
          (t) => t.message.id === s.messageId && (t.stacked || t.barrage || (s.question && t.questions > 1)),
        ),
    )
    .slice(0, 3)
    .map((sentence) => ({
      sentence,
      note: sentence.question ? 'asking one clear question at a time' : 'making your point in one short sentence',
    }));

  const weaknesses: Moment[] = [];
  for (const t of ctx.repTurns)
    if (t.stacked || t.barrage) {
      const first = t.sentences.find((s) => s.question) ?? t.sentences[0];
      if (first) weaknesses.push({ sentence: first, note: 'asking several things in one breath' });
    }
  for (const s of ctx.repSentences) {
    if (s.phatic) continue;
    if (s.fillers >= 2) weaknesses.push({ sentence: s, note: 'padding sentences with filler words' });
    else if (s.words > LONG_SENTENCE_WORDS)
      weaknesses.push({ sentence: s, note: 'running several points into one long sentence' });
  }
  weaknesses.sort((a, b) => b.sentence.fillers * 10 + b.sentence.words - (a.sentence.fillers * 10 + a.sentence.words));
  for (const t of ctx.repTurns.slice(0, -1)) {
    const last = t.sentences.at(-1);
    if (last && !last.phatic && !endsOnQuestion(last) && !weaknesses.some((w) => w.sentence === last))
      weaknesses.push({
        sentence: last,
        note: 'ending your turn on a statement instead of handing it back with a question',
      });
  }

  const longSentences = ctx.repSentences.filter((s) => s.words > LONG_SENTENCE_WORDS).length;
  const crammed = ctx.repTurns.filter((t) => t.stacked || t.barrage).length;
  // A turn that ends on a statement leaves the buyer to restart the conversation; the last turn
  // (the goodbye) is exempt.
  const turns = ctx.repTurns.slice(0, -1);
  const handedBack = turns.filter((t) => endsOnQuestion(t.sentences.at(-1))).length;
  const notHandedBack = turns.length === 0 ? 0 : 1 - handedBack / turns.length;
  const score = clampScore(
    92 -
      metricPenalty(metrics) -
      Math.min(16, longSentences * 4) -
      20 * notHandedBack -
      15 * Math.min(crammed, 3) +
      Math.min(6, strengths.length * 2),
  );

  // Rewrite a sentence whose only problem is delivery; pushy or dismissive lines get their
  // rewrite under relationship building and objection handling.
  const worst = weaknesses.find((w) => !w.sentence.pressure && !w.sentence.dismissive) ?? weaknesses[0];
  const turn = worst ? ctx.repTurns.find((t) => t.message.id === worst.sentence.messageId) : undefined;
  // The rep's own point, cut to its first clauses and cleaned of fillers, then handed back with a
  // question about what the buyer had just said.
  const point = worst ? withoutFillers(leadingClauses(worst.sentence.text, 18)).replace(/[\s,;:–—-]+$/u, '') : '';
  const handBack = turn?.topicInPlay?.discover ?? 'Would that work for you, or what would you need to see first?';
  const better =
    worst && turn && wordCount(point) >= 3
      ? {
          messageId: worst.sentence.messageId,
          phrasing: `${point.replace(/[.!?]*$/u, '').replace(/\s+(?:and|or|but|so)$/iu, '')}. ${handBack}`,
        }
      : null;

  const share = Math.round(metrics.rep_talk_share * 100);
  const pace = metrics.pace_wpm === null ? '' : `, ${metrics.pace_wpm} words per minute`;
  return {
    score,
    strengths,
    weaknesses,
    better,
    startAction: 'making one point per turn and handing the conversation back with a question',
    summary: `You spoke ${share}% of the words (healthy is about 43%)${pace}, with ${metrics.filler_per_100_words} fillers per 100 words and a longest monologue of ${metrics.longest_monologue_words} words.`,
  };
};
