import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseSession, verifyQuote } from './index.js';
import type { AnalysisInput, TranscriptMessage } from './types.js';

// Fragments that trigger the analyser's patterns, mixed with arbitrary text, so random transcripts
// exercise questions, objections, concessions, figures, fillers and odd punctuation together.
const FRAGMENTS = [
  'What does a changeover cost you per week?',
  'Do you have budget',
  'um, basically, you know,',
  "That's too expensive.",
  'I understand.',
  'I can take $10,000 off.',
  'The lead time is 8 weeks, and the warranty is 3 years.',
  'Would Tuesday at 10 am work for a demo?',
  'trust me',
  'our servo HMI stainless sensors',
  '…',
  '2.5% giveaway',
  '\n',
  '   ',
  '?!',
];

const text = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 6 })
  .map((parts) => parts.join(' '));

const isoOrJunk = fc.oneof(
  fc.integer({ min: 0, max: 4_000_000_000_000 }).map((t) => new Date(t).toISOString()),
  fc.constantFrom('', 'not a date', '2025-13-45T99:00:00Z'),
);

const message: fc.Arbitrary<Omit<TranscriptMessage, 'id'>> = fc.record(
  {
    role: fc.constantFrom('rep', 'buyer'),
    text,
    startedAt: isoOrJunk,
    endedAt: isoOrJunk,
    spoken: fc.boolean(),
    interrupted: fc.boolean(),
  },
  { requiredKeys: ['role', 'text', 'startedAt', 'endedAt', 'spoken'] },
);

const input: fc.Arbitrary<AnalysisInput> = fc.record({
  mode: fc.constantFrom('prospecting', 'discovering', 'closing'),
  messages: fc.array(message, { maxLength: 30 }).map((ms) => ms.map((m, i) => ({ ...m, id: `p${i}` }))),
  outcome: fc.constantFrom('in_progress', 'meeting_agreed', 'next_step_agreed', 'no_decision', 'lost'),
  buyerObjections: fc.array(fc.oneof(text, fc.constant('price over budget')), { maxLength: 3 }),
  documentFacts: fc.array(
    fc.oneof(text, fc.constantFrom('Lead time: 14 weeks', 'Price: $245,000', 'Warranty: 2 years')),
    { maxLength: 3 },
  ),
});

describe('analyseSession on arbitrary transcripts', () => {
  it('never throws, keeps every score within 0..100 and never shows a non-verbatim quote', () => {
    fc.assert(
      fc.property(input, (i) => {
        const a = analyseSession(i);
        expect(a.overall_score).toBeGreaterThanOrEqual(0);
        expect(a.overall_score).toBeLessThanOrEqual(100);
        for (const s of a.skills) {
          expect(Number.isInteger(s.score) && s.score >= 0 && s.score <= 100).toBe(true);
          for (const e of s.evidence) expect(verifyQuote(i.messages, e)).toBe(true);
        }
        for (const c of a.contradictions) expect(verifyQuote(i.messages, c)).toBe(true);
        const m = a.metrics;
        for (const n of [
          m.rep_talk_share,
          m.open_question_share,
          m.filler_per_100_words,
          m.qualification_coverage.share,
        ])
          expect(Number.isFinite(n)).toBe(true);
        expect(m.objections_handled).toBeLessThanOrEqual(m.objections_raised);
      }),
      { numRuns: 400 },
    );
  });
});
