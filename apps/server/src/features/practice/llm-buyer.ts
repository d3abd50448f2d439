import { buildDocumentDataBlock, buildSystemPrompt, respond } from '@buyerlab/buyer';
import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { BuyerEngine } from './buyer-engine';

export const HISTORY_LIMIT = 24;

/**
 * The LLM buyer. The offline simulation still decides the turn (state, facts earned, outcome),
 * so both buyers keep the same rules; the model gives the reply its words. The uploaded document
 * reaches the model only as a delimited data block in its own message, never in the system prompt.
 */
export function llmBuyer(model: LanguageModel, options: { timeoutMs: number }): BuyerEngine {
  return {
    name: 'llm',
    usesHistory: true,
    reply(input) {
      const simulated = respond(input.profile, input.mode, input.state, input.repText);
      const system = [
        buildSystemPrompt(input.profile, input.mode, simulated.state),
        `THIS TURN. In substance, your answer is close to: "${simulated.text}" Say it in your own words, in character, in one to three short spoken sentences.`,
      ].join('\n\n');
      const messages: ModelMessage[] = [];
      if (input.documentSummary) {
        messages.push({ role: 'user', content: buildDocumentDataBlock(input.documentSummary) });
        messages.push({ role: 'assistant', content: 'Understood. I have read the proposal.' });
      }
      for (const m of input.history.slice(-HISTORY_LIMIT)) {
        messages.push({ role: m.role === 'rep' ? 'user' : 'assistant', content: m.text });
      }
      messages.push({ role: 'user', content: input.repText });
      const signal = AbortSignal.any([input.signal, AbortSignal.timeout(options.timeoutMs)]);
      const result = streamText({
        model,
        system,
        messages,
        abortSignal: signal,
        maxOutputTokens: 220,
        temperature: 0.8,
        maxRetries: 0,
      });
      return {
        state: simulated.state,
        chunks: (async function* () {
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') yield part.text;
            if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
          }
        })(),
      };
    },
  };
}
