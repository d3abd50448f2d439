import os from 'node:os';
import { z } from 'zod';
import { isTimeZone } from '@buyerlab/contract';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
export const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

/** The key each hosted language model provider needs; the server does not start without it. */
const LLM_KEYS = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  groq: 'GROQ_API_KEY',
} as const;

/**
 * The environment, validated once at start-up. This module is the only reader of process.env;
 * every setting is documented in .env.example and the README.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `auto`: readable lines on a terminal, JSON (one object per line) otherwise. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    WEB_DIST_DIR: optionalString,
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
    /** Live sockets: heartbeat interval (a socket silent for two is closed), sockets per account, frames per second. */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    LIVE_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(50).default(5),
    LIVE_FRAMES_PER_SECOND: z.coerce.number().int().min(5).max(10_000).default(60),
    SESSION_MAX_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'google', 'groq', 'openai-compatible']).default('offline'),
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    LLM_UNDERSTANDING: z.enum(['local', 'llm']).default('local'),
    OPENAI_API_KEY: optionalString,
    ANTHROPIC_API_KEY: optionalString,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
    GROQ_API_KEY: optionalString,
    // Voice (features/voice): offline Flite voices unless a provider is named; see docs/decisions.
    TTS_PROVIDER: z.enum(['offline', 'openai', 'openai-compatible']).default('offline'),
    TTS_BASE_URL: optionalUrl,
    TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    TTS_API_KEY: optionalString,
    TTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
    TTS_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
    STT_PROVIDER: z.enum(['auto', 'none', 'pocketsphinx', 'openai', 'openai-compatible']).default('auto'),
    STT_BASE_URL: optionalUrl,
    STT_MODEL: z.string().default('whisper-1'),
    STT_API_KEY: optionalString,
    STT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    STT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Utterances one account may have open at once over all its live sockets (the pool holds 4). */
    STT_OPEN_PER_USER: z.coerce.number().int().min(1).max(3).default(2),
    /** An open utterance is dropped when its audio falls this far behind the time it has been open. */
    STT_IDLE_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
    // Documents (features/documents): each file is read in a worker with these limits.
    DOCUMENT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(15_000),
    DOCUMENT_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(2048).default(256),
    /**
     * Documents read at once. Reading is CPU-bound and each reader holds ~100 MB while it reads, so
     * by default one core is always left to the event loop: 1 on 2 cores, 2 from 3 cores up
     * (docs/decisions/0021-document-reader-pool.md).
     */
    DOCUMENT_PARSE_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(16)
      .default(() => Math.max(1, Math.min(2, os.availableParallelism() - 1))),
    /** Uploads read at once over all users (each up to 5 × 10 MB); more are refused before their body is read. */
    DOCUMENT_UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(3),
    /** Uploads one user may have in progress at once. */
    DOCUMENT_UPLOADS_PER_USER: z.coerce.number().int().min(1).max(16).default(1),
    /** Text (and summaries) one account may keep from its documents, in MB; the raw files are never kept. */
    DOCUMENT_STORAGE_PER_USER_MB: z.coerce.number().positive().max(10_000).default(25),
    /** The system PATH, read only to find local tools such as pocketsphinx_continuous. */
    PATH: z.string().default(''),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    /** `1`: without SMTP_URL, keep mails in DATA_DIR/outbox even in production (never logged there). */
    MAIL_OUTBOX: z.enum(['0', '1']).default('0'),
    MAIL_FROM: z.string().default('Buyerlab <no-reply@buyerlab.app>'),
    // Demo booking (features/demo-booking)
    DEMO_TIMEZONE: z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as America/Chicago' })
      .default('America/Chicago'),
    DEMO_HOURS: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'must look like 09:00-17:00' })
      .refine((v) => v.slice(0, 5) < v.slice(6), { error: 'must close after it opens' })
      .default('09:00-17:00'),
    DEMO_NOTIFY_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
    DEMO_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    // Accounts (features/auth)
    INVITE_COUPON: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z
      .string()
      .default('accounts.google.com,https://accounts.google.com')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    DASHBOARD_URL: optionalUrl,
    ADMIN_DASHBOARD_URL: optionalUrl,
    AUTH_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(16),
    // Plans and payments (features/billing): without both keys, checkout says payments are not configured.
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl,
  })
  .superRefine((env, ctx) => {
    // Without SMTP a reset code would only reach the outbox: in production that must be a choice.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_OUTBOX !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'required in production (reset codes and demo mails must reach people); set MAIL_OUTBOX=1 to keep mails in DATA_DIR/outbox instead',
      });
    }
    // One Stripe key without the other would show a checkout that cannot take a payment.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'set both Stripe keys, or neither' });
    }
    // Without its key a hosted provider would fail every turn with a vague error; say so at start.
    if (env.LLM_PROVIDER === 'offline' || env.LLM_PROVIDER === 'openai-compatible') return;
    const key = LLM_KEYS[env.LLM_PROVIDER];
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `required when LLM_PROVIDER=${env.LLM_PROVIDER}` });
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
