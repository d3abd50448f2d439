import { drillFor } from './drills.js';
import type { SkillFinding } from './skills/finding.js';
import { clipQuote } from './text/sentences.js';
import { snippet, wordCount } from './text/words.js';
import type { Coaching, ModeKey, SkillKey, SkillScore, TalkMetrics, TranscriptMessage } from './types.js';

export type ScoredFinding = { skill: SkillScore; finding: SkillFinding };

const MAX_BULLETS = 4;
const quoted = (text: string): string => {
  const clipped = clipQuote(text, 18);
  return `“${clipped}${clipped.length < text.length ? '…' : ''}”`;
};

/** Talk-metric problems, stated with the rep's own figures against the healthy range. */
function metricStops(m: TalkMetrics): string[] {
  const out: string[] = [];
  if (m.rep_talk_share > 0.65)
    out.push(
      `Stop carrying the conversation: you spoke ${Math.round(m.rep_talk_share * 100)}% of the words. End each turn with a question and aim for about 43%.`,
    );
  if (m.longest_monologue_words > 110)
    out.push(
      `Stop monologuing: your longest stretch ran ${m.longest_monologue_words} words without the buyer getting a word in. Make one point, then hand it back.`,
    );
  if (m.filler_per_100_words > 1.5)
    out.push(
      `Stop filling pauses with “um”, “you know” and “basically” (${m.filler_per_100_words} per 100 words). A one-second pause sounds more confident.`,
    );
  if (m.interruptions > 1)
    out.push(
      `Stop talking over the buyer: you interrupted ${m.interruptions} times. Let them finish, then play back what they said.`,
    );
  return out;
}

function metricStarts(m: TalkMetrics): string[] {
  const out: string[] = [];
  if (m.pace_wpm !== null && (m.pace_wpm > 175 || m.pace_wpm < 120))
    out.push(`Start pacing yourself at 140–160 words per minute; you averaged ${m.pace_wpm}.`);
  if (m.questions_asked > 0 && m.open_question_share < 0.5)
    out.push(
      `Start turning yes/no questions into open ones (“what”, “how”, “walk me through”): ${m.open_question_share === 0 ? 'none of yours were open' : `only ${Math.round(m.open_question_share * 100)}% of yours were open`}.`,
    );
  return out;
}

/**
 * A Start line for a weak skill, tied to the moment it is about: what the buyer had just said when
 * the rep took the turn the better phrasing replaces.
 */
function startLine(x: ScoredFinding, messages: readonly TranscriptMessage[]): string {
  const { better_phrasing: phrasing, better_phrasing_for: forId } = x.skill;
  if (!phrasing) return `Start ${x.finding.startAction}.`;
  const at = messages.findIndex((m) => m.id === forId);
  const before =
    at > 0
      ? messages
          .slice(0, at)
          .reverse()
          .find((m) => m.role === 'buyer')
      : undefined;
  const cue = before && wordCount(before.text) >= 4 ? `, as when the buyer said “${snippet(before.text, 10)}”` : '';
  return `Start ${x.finding.startAction}${cue}. For example: “${phrasing}”`;
}

export function buildCoaching(
  mode: ModeKey,
  scored: readonly ScoredFinding[],
  metrics: TalkMetrics,
  messages: readonly TranscriptMessage[] = [],
): Coaching {
  // Ties go to the heavier skill as the weaker one: it costs the overall score most.
  const byScore = [...scored].sort((a, b) => b.skill.score - a.skill.score || a.skill.weight - b.skill.weight);

  // Each Keep bullet quotes a different sentence, so three bullets show three different habits.
  const keptSentences = new Set<string>();
  // Delivery is praised last: a habit that moved the buyer says more than a tidy sentence.
  const keep = [...byScore]
    .filter((x) => x.skill.observed && x.skill.score >= 60)
    .sort((a, b) => Number(a.skill.key === 'communication') - Number(b.skill.key === 'communication'))
    .flatMap((x) => {
      const best = x.finding.strengths.find(
        (m) => !m.sentence.phatic && !m.sentence.rude && !keptSentences.has(m.sentence.text),
      );
      if (!best) return [];
      keptSentences.add(best.sentence.text);
      return [`Keep ${best.note}, as when you said ${quoted(best.sentence.text)}`];
    })
    .slice(0, 3);

  // Weakest first, observed skills only; any skill with a weak moment is a candidate, so a good
  // call with weak spots still gets Start and Stop lines naming them.
  const weakest = [...byScore]
    .reverse()
    .filter((x) => x.skill.observed && (x.skill.score < 70 || x.finding.weaknesses.length > 0));
  const start = [...weakest.slice(0, 2).map((x) => startLine(x, messages)), ...metricStarts(metrics)].slice(
    0,
    MAX_BULLETS,
  );

  const seenNotes = new Set<string>();
  const seenSentences = new Set<string>();
  const momentStops = weakest.flatMap((x) => {
    const w = x.finding.weaknesses.find(
      (m) => !m.sentence.phatic && !seenNotes.has(m.note) && !seenSentences.has(m.sentence.text),
    );
    if (!w) return [];
    seenNotes.add(w.note);
    seenSentences.add(w.sentence.text);
    return [`Stop ${w.note}: you said ${quoted(w.sentence.text)}`];
  });
  // The moments first: a quote of what the rep said teaches more than a metric.
  const stop = [...momentStops.slice(0, 2), ...metricStops(metrics), ...momentStops.slice(2)].slice(0, MAX_BULLETS);

  const drillSkill: SkillKey = weakest[0]?.skill.key ?? byScore.at(-1)?.skill.key ?? 'needs_discovery';
  return { keep, start, stop, next_drill: drillFor(drillSkill, mode) };
}
