import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../lib/worker-entry';
import type { ExtractJob, ExtractResult } from './extract-worker';
import type { DocumentKind } from './file-type';

export type ReadOutcome = ExtractResult | { ok: false; reason: 'too_complex' | 'busy' };

export type DocumentReaderOptions = {
  timeoutMs: number;
  memoryMb: number;
  concurrency: number;
  /** Files waiting for a free worker beyond this are refused at once (busy). */
  queueLimit?: number;
  maxPages?: number;
  maxChars?: number;
};

export type DocumentReader = {
  /** Reads the file at `filePath` (an upload on disk, read-upload.ts) in a worker. */
  read: (kind: DocumentKind, filePath: string) => Promise<ReadOutcome>;
  /** True when a file arriving now would be refused as busy: uploads are then refused unread. */
  full: () => boolean;
  close: () => Promise<void>;
};

export const READ_LIMITS = { maxPages: 50, maxChars: 200_000, queueLimit: 16 } as const;

const workerUrl = () => workerEntry('extract-worker', import.meta.url);

/**
 * Reads documents in worker threads, one short-lived worker per file, a few at a time. Each has a
 * heap cap and a deadline; past either it is terminated and the file refused as too complex, so
 * a hostile file costs one worker's limits and never blocks the server's event loop.
 */
export function createDocumentReader(options: DocumentReaderOptions): DocumentReader {
  const queueLimit = options.queueLimit ?? READ_LIMITS.queueLimit;
  const running = new Set<Worker>();
  const waiting: Array<() => void> = [];
  let active = 0;
  let closed = false;

  const acquire = (): Promise<boolean> => {
    if (active < options.concurrency) {
      active++;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueLimit) return Promise.resolve(false);
    return new Promise((resolve) => waiting.push(() => resolve(true)));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  async function runOne(kind: DocumentKind, filePath: string): Promise<ReadOutcome> {
    // The worker is given the path, not the bytes: the file is read inside its limits, and the
    // server's own heap never holds it (docs/hardening.md, "Uploads").
    const job: ExtractJob = {
      kind,
      path: filePath,
      maxPages: options.maxPages ?? READ_LIMITS.maxPages,
      maxChars: options.maxChars ?? READ_LIMITS.maxChars,
    };
    const worker = new Worker(await workerUrl(), {
      workerData: job,
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, options.memoryMb / 8)),
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    running.add(worker);
    // pdf.js warns on stdout about odd files; nobody needs those lines.
    worker.stdout.resume();
    worker.stderr.resume();
    return new Promise<ReadOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: ReadOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        running.delete(worker);
        void worker.terminate();
        resolve(outcome);
      };
      const timer = setTimeout(() => settle({ ok: false, reason: 'too_complex' }), options.timeoutMs);
      worker.once('message', (result: ExtractResult) => settle(result));
      worker.once('error', (err: Error & { code?: string }) =>
        settle({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'unreadable' }),
      );
      worker.once('exit', () => settle({ ok: false, reason: closed ? 'busy' : 'unreadable' }));
    });
  }

  return {
    async read(kind, filePath) {
      if (closed || !(await acquire())) return { ok: false, reason: 'busy' };
      try {
        if (closed) return { ok: false, reason: 'busy' };
        return await runOne(kind, filePath);
      } finally {
        release();
      }
    },
    full: () => closed || (active >= options.concurrency && waiting.length >= queueLimit),
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all([...running].map((w) => w.terminate()));
    },
  };
}
