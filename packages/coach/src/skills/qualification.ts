import type { ModeKey, QualificationElement } from '../types.js';
import { QUALIFICATION_LABELS, qualificationQuestion } from '../signals/qualification.js';
import { creditedQuestions } from '../context.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore } from './finding.js';

// Elements a rep can reasonably cover per mode; covering this many earns full marks.
const TARGET: Record<ModeKey, number> = { prospecting: 3, discovering: 7, closing: 4 };

export const scoreQualification: SkillScorer = (ctx, metrics) => {
  const { covered, missing } = metrics.qualification_coverage;
  const strengths: Moment[] = [];
  const seen = new Set<QualificationElement>();
  const coveredSet = new Set(covered);
  for (const s of ctx.repTurns.flatMap((t) => creditedQuestions(t))) {
    const fresh = s.qualification.find((e) => !seen.has(e) && coveredSet.has(e));
    if (!fresh) continue;
    s.qualification.forEach((e) => seen.add(e));
    strengths.push({ sentence: s, note: `uncovering ${QUALIFICATION_LABELS[fresh]}` });
  }

  // The moment to have qualified is the first time the rep answered a buyer who had opened a
  // topic without asking anything back; failing that, the rep's last turn.
  const anchor =
    ctx.repTurns.find((t) => t.topicInPlay && t.previousBuyer && !t.sentences.some((s) => s.question)) ??
    ctx.repTurns.at(-1);
  const nextElement = missing[0];
  const anchorSentence = anchor?.sentences.filter((s) => !s.phatic).at(-1);
  const weaknesses: Moment[] =
    nextElement && anchorSentence
      ? [{ sentence: anchorSentence, note: `moving on without asking about ${QUALIFICATION_LABELS[nextElement]}` }]
      : [];
  const better =
    nextElement && anchor
      ? { messageId: anchor.message.id, phrasing: qualificationQuestion(nextElement, anchor.topicInPlay?.word ?? null) }
      : null;

  const score = clampScore(10 + 82 * Math.min(1, covered.length / TARGET[ctx.input.mode]));
  const missingText = missing
    .slice(0, 4)
    .map((e) => QUALIFICATION_LABELS[e])
    .join(', ');
  return {
    score,
    strengths,
    weaknesses,
    better,
    startAction: `asking about ${
      missing
        .slice(0, 2)
        .map((e) => QUALIFICATION_LABELS[e])
        .join(' and ') || 'the buying process'
    }`,
    summary:
      covered.length === 0
        ? `You did not uncover any qualification facts; still open: ${missingText}.`
        : `You uncovered ${covered.map((e) => QUALIFICATION_LABELS[e]).join(', ')}${missing.length ? `; still open: ${missingText}` : ''}.`,
  };
};
