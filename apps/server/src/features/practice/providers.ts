import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createGroq } from '@ai-sdk/groq';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createProviderRegistry, type LanguageModel } from 'ai';
import type { Env } from '../../config/env';

const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
  groq: 'llama-3.3-70b-versatile',
  'openai-compatible': 'llama3.1',
} as const;

/**
 * The language model chosen by LLM_PROVIDER through one AI SDK provider registry, or null for the
 * offline buyer. Keys come from the environment and never leave the server.
 */
export function languageModelFromEnv(env: Env): LanguageModel | null {
  const provider = env.LLM_PROVIDER;
  if (provider === 'offline') return null;
  const registry = createProviderRegistry({
    openai: createOpenAI({ apiKey: env.OPENAI_API_KEY }),
    anthropic: createAnthropic({ apiKey: env.ANTHROPIC_API_KEY }),
    google: createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY }),
    groq: createGroq({ apiKey: env.GROQ_API_KEY }),
    'openai-compatible': createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: env.LLM_BASE_URL ?? 'http://127.0.0.1:11434/v1',
      apiKey: env.LLM_API_KEY,
    }),
  });
  const model = env.LLM_MODEL ?? DEFAULT_MODELS[provider];
  return registry.languageModel(`${provider}:${model}`);
}
