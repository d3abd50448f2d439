import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { envSchema, loadEnv } from './env';

const repoFile = (name: string) => readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');
/** Read from the environment but not settings of ours. */
const NOT_SETTINGS = new Set(['PATH', 'NODE_ENV']);

describe('settings', () => {
  const settings = Object.keys(envSchema.shape).filter((key) => !NOT_SETTINGS.has(key));

  it('documents every setting in .env.example and the README', () => {
    const example = repoFile('.env.example');
    const readme = repoFile('README.md');
    const undocumented = settings.filter(
      (key) => !new RegExp(`^#?\\s*${key}=`, 'm').test(example) || !readme.includes(`\`${key}\``),
    );
    expect(undocumented).toEqual([]);
  });

  it('refuses a value it cannot use, naming the setting', () => {
    expect(() => loadEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it.each([
    ['openai', 'OPENAI_API_KEY'],
    ['anthropic', 'ANTHROPIC_API_KEY'],
    ['google', 'GOOGLE_GENERATIVE_AI_API_KEY'],
    ['groq', 'GROQ_API_KEY'],
  ])('refuses to start LLM_PROVIDER=%s without %s, naming it', (provider, key) => {
    expect(() => loadEnv({ LLM_PROVIDER: provider, [key]: '  ' })).toThrow(
      new RegExp(`${key}: required when LLM_PROVIDER=${provider}`),
    );
    expect(loadEnv({ LLM_PROVIDER: provider, [key]: 'k-123' }).LLM_PROVIDER).toBe(provider);
  });

  it('needs no key for the offline buyer or an OpenAI-compatible server', () => {
    expect(loadEnv({}).LLM_PROVIDER).toBe('offline');
    expect(loadEnv({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1' }).LLM_API_KEY).toBe(
      undefined,
    );
  });

  it('takes business hours up to midnight and no later', () => {
    expect(loadEnv({ DEMO_HOURS: '08:30-24:00' }).DEMO_HOURS).toBe('08:30-24:00');
    expect(() => loadEnv({ DEMO_HOURS: '09:00-24:30' })).toThrow(/DEMO_HOURS/);
    expect(() => loadEnv({ DEMO_HOURS: '17:00-09:00' })).toThrow(/DEMO_HOURS/);
  });

  it('reads documents on all cores but one by default (at most 2), or as many as told', () => {
    const cores = vi.spyOn(os, 'availableParallelism');
    try {
      for (const [available, readers] of [
        [1, 1],
        [2, 1],
        [3, 2],
        [16, 2],
      ] as const) {
        cores.mockReturnValue(available);
        expect(loadEnv({}).DOCUMENT_PARSE_CONCURRENCY).toBe(readers);
      }
      cores.mockReturnValue(2);
      expect(loadEnv({ DOCUMENT_PARSE_CONCURRENCY: '2' }).DOCUMENT_PARSE_CONCURRENCY).toBe(2);
    } finally {
      cores.mockRestore();
    }
  });
});
