import { buildDocumentDataBlock, buildSystemPrompt, respond } from '@buyerlab/buyer';
import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { BuyerEngine } from './buyer-engine';
import { llmUnderstanding } from './llm-understanding';
import { SpokenTextFilter } from './spoken-text';
import { deadline } from '../../lib/deadline';

/** Labelling a turn is a short call; past this the buyer reads the turn itself. */
const UNDERSTANDING_TIMEOUT_MS = 2500;

export const HISTORY_LIMIT = 24;

/**
 * The LLM buyer. The model reads the rep's turn (llm-understanding.ts, falling back to our own
 * classifiers), the offline simulation still decides the turn (state, facts earned, outcome),
 * so both buyers keep the same rules; the model gives the reply its words. The uploaded document
 * reaches the model only as a delimited data block in its own message, never in the system prompt.
 * The reply is heard and shown as a transcript, so its text is filtered into plain speech as it
 * streams. It either ends complete or fails (a provider error, or no complete reply within
 * `timeoutMs`): a reply cut off by the time limit is never passed off as a whole one.
 */
export function llmBuyer(
  model: LanguageModel,
  options: { timeoutMs: number; understanding?: 'local' | 'llm' },
): BuyerEngine {
  return {
    name: 'llm',
    usesHistory: true,
    reply(input) {
      let decided: ReturnType<typeof respond> | null = null;
      const decide = async () => {
        // With LLM_UNDERSTANDING=llm the model labels the rep's clauses (our own reading if it
        // cannot); the offline simulation then decides the turn on that reading.
        const understanding =
          options.understanding === 'llm'
            ? (
                await llmUnderstanding(model, input.repText, {
                  timeoutMs: Math.min(options.timeoutMs, UNDERSTANDING_TIMEOUT_MS),
                  signal: input.signal,
                })
              ).understanding
            : undefined;
        decided = respond(input.profile, input.mode, input.state, input.repText, understanding);
        return decided;
      };
      const messagesFor = (simulated: ReturnType<typeof respond>) => {
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
        return { system, messages };
      };
      return {
        // Read once the reply has been produced: the turn is decided before its first word.
        get state() {
          if (!decided) throw new Error('The buyer state is known only once the reply has started');
          return decided.state;
        },
        chunks: (async function* () {
          const { system, messages } = messagesFor(await decide());
          const limit = deadline(options.timeoutMs, input.signal);
          try {
            const result = streamText({
              model,
              system,
              messages,
              abortSignal: limit.signal,
              maxOutputTokens: 220,
              temperature: 0.8,
              maxRetries: 0,
            });
            const spoken = new SpokenTextFilter();
            for await (const part of result.fullStream) {
              if (part.type === 'text-delta') {
                const text = spoken.push(part.text);
                if (text) yield text;
              }
              if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
              // The SDK ends an aborted stream quietly. The caller's abort (a hang-up, a barge-in) is
              // theirs to handle; the only other abort is our time limit, and that is a failure.
              if (part.type === 'abort') {
                if (input.signal.aborted) return;
                throw new Error(`The language model did not finish its reply within ${options.timeoutMs} ms`);
              }
            }
            const rest = spoken.flush();
            if (rest) yield rest;
          } finally {
            limit.clear();
          }
        })(),
      };
    },
  };
}
