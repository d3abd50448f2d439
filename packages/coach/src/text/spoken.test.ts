import { describe, expect, it } from 'vitest';
import { analyseSession } from '../analyse.js';
import { buyer, conversation, rep } from '../test-conversation.js';
import { sentencesForAnalysis } from './spoken.js';

describe('sentencesForAnalysis', () => {
  it('restores the question in an unpunctuated spoken turn and keeps each piece verbatim', () => {
    const text = 'thanks for telling me that what does a long changeover cost you per week';
    const pieces = sentencesForAnalysis(text, true);
    expect(pieces.map((p) => p.analysed)).toEqual([
      'thanks for telling me that.',
      'what does a long changeover cost you per week?',
    ]);
    for (const p of pieces) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it('leaves typed or punctuated text as written', () => {
    expect(sentencesForAnalysis('what does it cost', false).map((p) => p.analysed)).toEqual(['what does it cost']);
    expect(sentencesForAnalysis('Fine. How long?', true).map((p) => p.analysed)).toEqual(['Fine.', 'How long?']);
  });

  it('lets the report see a spoken question as a question', () => {
    const messages = conversation([
      buyer('Changeovers are killing us, six a day.'),
      rep('that sounds painful how long does each changeover take today', { spoken: true }),
      buyer('About forty minutes each.'),
      rep('what does that cost you per week', { spoken: true }),
      buyer('Most of a shift.'),
    ]);
    const a = analyseSession({ mode: 'discovering', messages });
    expect(a.metrics.questions_asked).toBe(2);
    const communication = a.skills.find((s) => s.key === 'communication');
    expect(communication?.evidence.some((e) => /ending your turn on a statement/i.test(e.note))).toBe(false);
  });
});
