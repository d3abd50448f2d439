import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { llmUnderstanding } from './llm-understanding';

const usage = {
  inputTokens: { total: 200, noCache: 200, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 40, text: 40, reasoning: 0 },
};

/** A model that answers with this JSON, as a provider's structured output would. */
const labelling = (object: unknown) =>
  new MockLanguageModelV3({
    doGenerate: {
      content: [{ type: 'text', text: JSON.stringify(object) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    },
  });

const TURN = 'That makes sense. How much does an hour of downtime cost you? Could we do Tuesday at 10?';

describe('llmUnderstanding', () => {
  it('takes the model’s acts and topics for each clause, and our own entities', async () => {
    const model = labelling({
      clauses: [
        { act: 'empathy', topic: 'none' },
        { act: 'question', topic: 'roi' },
        { act: 'meeting_request', topic: 'next_step' },
      ],
    });
    const { understanding, source } = await llmUnderstanding(model, TURN, { timeoutMs: 1000 });
    expect(source).toBe('llm');
    expect(understanding.clauses.map((c) => [c.act, c.topic])).toEqual([
      ['empathy', null],
      ['question', 'roi'],
      ['meeting_request', 'next_step'],
    ]);
    expect(understanding.questionTopics).toContain('roi');
    expect(understanding.entities.times[0]).toMatchObject({ weekday: 2, hour: 10 });
    // The clauses reach the model as numbered data, never as instructions.
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain('1. \\"That makes sense\\"');
  });

  it('falls back to our own reading when the model fails, answers the wrong shape, or miscounts', async () => {
    const failing = new MockLanguageModelV3({ doGenerate: () => Promise.reject(new Error('503 overloaded')) });
    const wrongShape = labelling({ clauses: [{ act: 'shouting', topic: 'roi' }] });
    const miscounted = labelling({ clauses: [{ act: 'question', topic: 'roi' }] });
    for (const model of [failing, wrongShape, miscounted]) {
      const { understanding, source } = await llmUnderstanding(model, TURN, { timeoutMs: 1000 });
      expect(source).toBe('local');
      expect(understanding.clauses).toHaveLength(3);
      expect(understanding.acts).toContain('meeting_request');
    }
  });

  it('falls back when the model does not answer in time', async () => {
    const hanging = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const { source } = await llmUnderstanding(hanging, TURN, { timeoutMs: 50 });
    expect(source).toBe('local');
  });
});
