import type { Analysis, Change, Coaching, Outcome, TalkMetrics } from './types.js';

const pct = (share: number): string => `${Math.round(share * 100)}%`;

/** How each outcome reads after the call; `in_progress` means the call ended before any. */
export const OUTCOME_TEXT: Record<Outcome, string> = {
  in_progress: 'the call ended before the buyer committed to anything',
  meeting_agreed: 'meeting agreed',
  next_step_agreed: 'next step agreed',
  no_decision: 'no decision',
  lost: 'lost, the buyer closed the door',
};

type FeedbackSkill = {
  label: string;
  score: number;
  observed?: boolean | undefined;
  summary?: string | undefined;
  evidence: readonly { quote: string; kind?: 'strength' | 'weakness' | undefined }[];
};

/**
 * What the four sections are written from: an `Analysis`, or a report stored from one (the API
 * shape, whose JSON is looser: plain-string keys, optional notes, the change under `previous`).
 */
export type FeedbackSource = Pick<Analysis, 'mode' | 'overall_score'> & {
  change: Pick<Change, 'overall'> | null;
  skills: readonly FeedbackSkill[];
  metrics: Omit<TalkMetrics, 'ranges' | 'qualification_coverage'> & {
    qualification_coverage: { covered: readonly string[]; missing: readonly string[] };
  };
  coaching: { start: readonly string[]; next_drill: Pick<Coaching['next_drill'], 'mode' | 'title' | 'description'> };
  contradictions: readonly unknown[];
};

function strongestAndWeakest(skills: readonly FeedbackSkill[]): {
  best: FeedbackSkill | undefined;
  worst: FeedbackSkill | undefined;
} {
  const sorted = skills.filter((s) => s.observed !== false).sort((a, b) => b.score - a.score);
  return { best: sorted[0], worst: sorted.at(-1) };
}

/** The four short sections of the ai-coaching endpoint, written from the same analysis as the report. */
export function coachingFeedback(a: FeedbackSource): {
  response_quality: string;
  opportunity: string;
  communication: string;
  next_actions: string;
} {
  const { best, worst } = strongestAndWeakest(a.skills);
  const bestQuote = best?.evidence.find((e) => e.kind === 'strength');
  const response_quality = [
    `Overall ${a.overall_score}/100${a.change ? ` (${a.change.overall >= 0 ? '+' : ''}${a.change.overall} since your last ${a.mode} session)` : ''}.`,
    best ? `Strongest: ${best.label.toLowerCase()} at ${best.score}${bestQuote ? ` — “${bestQuote.quote}”` : ''}.` : '',
    worst && worst !== best
      ? `Weakest: ${worst.label.toLowerCase()} at ${worst.score}. ${worst.summary ?? ''}`.trimEnd()
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const m = a.metrics;
  const q = m.qualification_coverage;
  const opportunity = [
    `Outcome: ${OUTCOME_TEXT[m.outcome]}.`,
    q.covered.length > 0
      ? `You uncovered ${q.covered.join(', ').replace(/_/g, ' ')}.`
      : 'You uncovered no qualification facts.',
    q.missing.length > 0 ? `Still unknown: ${q.missing.slice(0, 4).join(', ').replace(/_/g, ' ')}.` : '',
    m.objections_raised > 0
      ? `The buyer raised ${m.objections_raised} objection${m.objections_raised === 1 ? '' : 's'}; ${m.objections_handled} handled fully.`
      : '',
    a.contradictions.length > 0
      ? `${a.contradictions.length} statement${a.contradictions.length === 1 ? '' : 's'} contradicted the proposal document.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const communication = [
    `You spoke ${pct(m.rep_talk_share)} of the words (healthy is about 43%, above 65% hurts).`,
    `${m.questions_asked} question${m.questions_asked === 1 ? '' : 's'}, ${pct(m.open_question_share)} open.`,
    m.pace_wpm !== null ? `Pace ${m.pace_wpm} words per minute (140–160 is comfortable).` : '',
    `${m.filler_per_100_words} fillers per 100 words; longest monologue ${m.longest_monologue_words} words.`,
    m.interruptions > 0 ? `${m.interruptions} interruption${m.interruptions === 1 ? '' : 's'}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const firstStart = a.coaching.start[0];
  const next_actions = [
    firstStart ?? '',
    `Next drill: ${a.coaching.next_drill.title} (${a.coaching.next_drill.mode}) — ${a.coaching.next_drill.description}`,
  ]
    .filter(Boolean)
    .join(' ');

  return { response_quality, opportunity, communication, next_actions };
}
