import { buildCoaching, type ScoredFinding } from './coaching.js';
import { buildContext } from './context.js';
import { findContradictions } from './contradictions.js';
import { evidenceFor } from './evidence.js';
import { computeMetrics } from './metrics/compute-metrics.js';
import { rubricFor } from './skills/rubric.js';
import { SCORERS } from './skills/scorers.js';
import type { Analysis, AnalysisInput, Change, PreviousReport, SkillScore } from './types.js';

/** The server refuses to build a report below this; the analyser itself copes with any length. */
export const MIN_MESSAGES_FOR_REPORT = 5;

const BETTER_PHRASING_BELOW = 80;
/** Points every skill loses per rude turn (up to three): a buyer who is insulted stops listening. */
const RUDE_COST = 12;
/** Points every skill loses per checklist or keyword-barrage turn (up to two): nobody was in a conversation. */
const CRAMMED_COST = 6;

function changeSince(
  previous: PreviousReport | null | undefined,
  overall: number,
  skills: readonly SkillScore[],
): Change | null {
  if (!previous) return null;
  const before = new Map(previous.skills.filter((s) => s.observed !== false).map((s) => [s.key, s.score]));
  return {
    overall: overall - previous.overall_score,
    skills: skills.flatMap((s) => {
      const old = before.get(s.key);
      return old === undefined || !s.observed ? [] : [{ key: s.key, delta: s.score - old }];
    }),
  };
}

/** Deterministic: the same input always gives the same report, so a stored report can be rebuilt. */
export function analyseSession(input: AnalysisInput): Analysis {
  const ctx = buildContext(input);
  const metrics = computeMetrics(ctx);
  const crammed = ctx.repTurns.filter((t) => t.stacked || t.barrage).length;
  const conductCost = RUDE_COST * Math.min(ctx.rudeTurns, 3) + CRAMMED_COST * Math.min(crammed, 2);
  const scored: ScoredFinding[] = rubricFor(input.mode).map((item) => {
    const scoredFinding = SCORERS[item.key](ctx, metrics);
    const finding = {
      ...scoredFinding,
      score: Math.max(0, scoredFinding.score - conductCost),
    };
    const skill: SkillScore = {
      key: item.key,
      label: item.label,
      score: finding.score,
      observed: finding.observed ?? true,
      weight: item.weight,
      evidence: evidenceFor(finding, input.messages),
      // A rewrite is coaching for a weak point; on a skill done well it would be noise.
      better_phrasing: finding.score < BETTER_PHRASING_BELOW ? (finding.better?.phrasing ?? null) : null,
      better_phrasing_for: finding.score < BETTER_PHRASING_BELOW ? (finding.better?.messageId ?? null) : null,
      summary: finding.summary,
    };
    return { skill, finding };
  });
  const skills = scored.map((x) => x.skill);
  // Only what the call tested counts: a skill never exercised says nothing about the rep.
  const counted = skills.filter((s) => s.observed);
  const totalWeight = counted.reduce((n, s) => n + s.weight, 0);
  const overall = totalWeight === 0 ? 0 : Math.round(counted.reduce((n, s) => n + s.score * s.weight, 0) / totalWeight);
  return {
    mode: input.mode,
    overall_score: overall,
    skills,
    metrics,
    coaching: buildCoaching(input.mode, scored, metrics, input.messages),
    change: changeSince(input.previous, overall, skills),
    contradictions: findContradictions(ctx),
  };
}
