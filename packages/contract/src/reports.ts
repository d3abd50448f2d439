import { z } from 'zod';
import { MODE_NAMES } from './catalog';
import { outcomeSchema } from './realtime';

export const REPORT_MESSAGES = {
  tooFewMessages:
    'At least 5 messages are needed to generate a report. This session has fewer, so it has no report; you can rate it on the feedback page instead.',
  sessionInProgress: 'This session is still in progress. End it to get your report.',
  reportNotFound: 'Report not found.',
  feedbackSaved: 'Thank you for your feedback!',
  ratingRange: 'Rating must be between 1 and 5, in steps of 0.5.',
} as const;

const evidenceSchema = z.object({
  message_id: z.string(),
  quote: z.string(),
  kind: z.enum(['strength', 'weakness']).optional(),
  note: z.string().optional(),
});

const rangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  ideal: z.number().nullable(),
  hurts_above: z.number().nullable(),
  unit: z.string(),
});

export const skillScoreSchema = z.object({
  key: z.string(),
  label: z.string(),
  score: z.number(),
  /** False when the call never tested the skill: shown as not observed, left out of the overall. Absent on older reports. */
  observed: z.boolean().optional(),
  weight: z.number().optional(),
  summary: z.string().optional(),
  evidence: z.array(evidenceSchema),
  better_phrasing: z.string().nullable(),
  better_phrasing_for: z.string().nullable().optional(),
});

export const talkMetricsSchema = z.object({
  rep_talk_share: z.number(),
  questions_asked: z.number(),
  open_question_share: z.number(),
  longest_monologue_words: z.number(),
  longest_monologue_seconds: z.number().nullable(),
  pace_wpm: z.number().nullable(),
  filler_per_100_words: z.number(),
  interruptions: z.number(),
  qualification_coverage: z.object({ covered: z.array(z.string()), missing: z.array(z.string()), share: z.number() }),
  objections_raised: z.number(),
  objections_handled: z.number(),
  outcome: outcomeSchema,
  ranges: z.record(z.string(), rangeSchema),
});

export const coachingSchema = z.object({
  keep: z.array(z.string()),
  start: z.array(z.string()),
  stop: z.array(z.string()),
  next_drill: z.object({
    mode: z.enum(MODE_NAMES),
    title: z.string(),
    description: z.string(),
    skill: z.string().optional(),
  }),
});

export const reportSchema = z.object({
  session_id: z.uuid(),
  mode: z.enum(MODE_NAMES),
  overall_score: z.number(),
  skills: z.array(skillScoreSchema),
  metrics: talkMetricsSchema,
  coaching: coachingSchema,
  /** The rep's previous report in the same mode, for the change since last time. */
  previous: z
    .object({
      session_id: z.uuid(),
      overall_score: z.number(),
      created_at: z.string(),
      change: z.object({ overall: z.number(), skills: z.array(z.object({ key: z.string(), delta: z.number() })) }),
    })
    .nullable(),
  contradictions: z.array(evidenceSchema.extend({ fact: z.string().optional() })),
  /** Extra coaching from the LLM, when a provider is configured; quotes checked verbatim. */
  narrative: z.object({ text: z.string(), quotes: z.array(evidenceSchema) }).nullable(),
  persona: z.object({ name: z.string(), title: z.string(), company: z.string() }),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const createReportSchema = z.object({ session_id: z.uuid() });

/** One line of the rep's report history: enough for the dashboard's trends, not the evidence. */
export const reportSummarySchema = z.object({
  session_id: z.uuid(),
  mode: z.enum(MODE_NAMES),
  overall_score: z.number(),
  skills: z.array(z.object({ key: z.string(), label: z.string(), score: z.number() })),
  persona: z.object({ name: z.string(), title: z.string(), company: z.string() }),
  created_at: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The signed-in rep's reports, newest first (at most REPORT_HISTORY_LIMIT). */
export const reportListSchema = z.object({ reports: z.array(reportSummarySchema) });
export type ReportList = z.infer<typeof reportListSchema>;
export const REPORT_HISTORY_LIMIT = 200;

export const coachingFeedbackSchema = z.object({
  session_id: z.uuid(),
  response_quality: z.string(),
  opportunity: z.string(),
  communication: z.string(),
  next_actions: z.string(),
});

export const feedbackSchema = z.object({
  session_id: z.uuid(),
  rating: z
    .number()
    .min(1, REPORT_MESSAGES.ratingRange)
    .max(5, REPORT_MESSAGES.ratingRange)
    .refine((n) => Number.isInteger(n * 2), REPORT_MESSAGES.ratingRange),
  comment: z.string().trim().max(2000).default(''),
});
export const feedbackResponseSchema = z.object({
  message: z.string(),
  feedback_id: z.uuid(),
  session_id: z.uuid(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
});
