import type { RepSentence, SessionContext } from '../context.js';
import type { TalkMetrics } from '../types.js';

/**
 * One thing a rep said that shows a skill done well or badly. `note` is a lower-case gerund phrase
 * ("asking what downtime costs") so coaching can say "Keep …" / "Stop …" around it.
 */
export type Moment = { sentence: RepSentence; note: string };

export type SkillFinding = {
  score: number;
  /** False when the call never tested the skill; such a skill is left out of the overall. */
  observed?: boolean;
  strengths: Moment[];
  weaknesses: Moment[];
  /** A better way to say the weakest moment, written for that point in the conversation. */
  better: { phrasing: string; messageId: string } | null;
  /** What to start doing, as a gerund phrase, for the Start list when this skill is weak. */
  startAction: string;
  summary: string;
};

export type SkillScorer = (ctx: SessionContext, metrics: TalkMetrics) => SkillFinding;

/** 0 → 0, grows quickly then flattens towards 1: the fifth good question is worth less than the first. */
export const saturate = (n: number, k: number): number => (k <= 0 ? 1 : 1 - Math.exp(-Math.max(0, n) / k));

export const clampScore = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 0);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
