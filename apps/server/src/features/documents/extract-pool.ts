import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../lib/worker-entry';
import type { ExtractJob, ExtractResult } from './extract-worker';
import type { DocumentKind } from './file-type';

export type ReadOutcome = ExtractResult | { ok: false; reason: 'too_complex' | 'busy' };

export type DocumentReaderOptions = {
  timeoutMs: number;
  memoryMb: number;
  /** Workers at most, each reading one file at a time. */
  concurrency: number;
  /** Files waiting for a free worker beyond this are refused at once (busy). */
  queueLimit?: number;
  maxPages?: number;
  maxChars?: number;
  /** A worker left without a file this long ends, giving its memory back. */
  idleMs?: number;
  /** A worker is replaced after this many files, so what a library keeps between files stays bounded. */
  filesPerWorker?: number;
};

export type DocumentReader = {
  /** Reads the file at `filePath` (an upload on disk, read-upload.ts) in a worker. */
  read: (kind: DocumentKind, filePath: string) => Promise<ReadOutcome>;
  /** True when a file arriving now would be refused as busy: uploads are then refused unread. */
  full: () => boolean;
  /** Workers started so far and alive now (tests, and an operator's look). */
  workers: () => { started: number; alive: number };
  close: () => Promise<void>;
};

export const READ_LIMITS = {
  maxPages: 50,
  maxChars: 200_000,
  queueLimit: 16,
  idleMs: 15_000,
  filesPerWorker: 50,
} as const;

const workerUrl = () => workerEntry('extract-worker', import.meta.url);

type Pooled = {
  worker: Worker;
  files: number;
  /** Given the answer of the file being read; null while idle. */
  current: ((outcome: ReadOutcome) => void) | null;
  idleTimer: NodeJS.Timeout | null;
  /** Failed or exited: never handed a file again. */
  broken: boolean;
};

/**
 * Reads documents in a bounded pool of worker threads (at most `concurrency`), each reading one file
 * at a time and kept for the next one. Each file has a deadline and each worker a heap cap; past
 * either the worker is terminated and the file refused as too complex, so a hostile file costs one
 * worker's limits and never blocks the server's event loop. Workers are reused rather than started
 * per file: every new thread brought its own malloc arena, which kept what the file's reading had
 * freed, and loaded pdf.js again (docs/decisions/0021-document-reader-pool.md). A slot is given back
 * only once its worker is idle or fully terminated, so no more than `concurrency` workers ever live.
 */
export function createDocumentReader(options: DocumentReaderOptions): DocumentReader {
  const queueLimit = options.queueLimit ?? READ_LIMITS.queueLimit;
  const idleMs = options.idleMs ?? READ_LIMITS.idleMs;
  const filesPerWorker = options.filesPerWorker ?? READ_LIMITS.filesPerWorker;
  const alive = new Set<Pooled>();
  const idle: Pooled[] = [];
  const waiting: Array<() => void> = [];
  let active = 0;
  let started = 0;
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

  /** Ends a worker; resolves once its thread is gone (and its heap with it). */
  const retire = async (pooled: Pooled) => {
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
    alive.delete(pooled);
    await pooled.worker.terminate().catch(() => undefined);
  };

  async function start(): Promise<Pooled> {
    const worker = new Worker(await workerUrl(), {
      resourceLimits: {
        // The heap cap decides which documents can be read; it is unchanged.
        maxOldGenerationSizeMb: options.memoryMb,
        // The nursery does not: 8 MB instead of 32 reads the same documents (the maximal PDF and
        // DOCX of the tests) and keeps ~20 MB less per worker resident (docs/hardening.md).
        maxYoungGenerationSizeMb: Math.min(8, Math.max(4, options.memoryMb / 16)),
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    started++;
    // An idle worker must not keep the process alive; a file being read has its deadline's timer.
    worker.unref();
    // pdf.js warns on stdout about odd files; nobody needs those lines.
    worker.stdout.resume();
    worker.stderr.resume();
    const pooled: Pooled = { worker, files: 0, current: null, idleTimer: null, broken: false };
    const answer = (outcome: ReadOutcome) => pooled.current?.(outcome);
    worker.on('message', (result: ExtractResult) => answer(result));
    worker.on('error', (err: Error & { code?: string }) => {
      pooled.broken = true;
      answer({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'unreadable' });
    });
    worker.on('exit', () => {
      // Gone by itself (or terminated): never handed out again.
      pooled.broken = true;
      void retire(pooled);
      answer({ ok: false, reason: closed ? 'busy' : 'unreadable' });
    });
    alive.add(pooled);
    return pooled;
  }

  /** Reads one file on a slot already acquired, and gives the slot back when its worker is free again. */
  async function readOnSlot(job: ExtractJob): Promise<ReadOutcome> {
    let pooled: Pooled;
    try {
      pooled = idle.pop() ?? (await start());
    } catch {
      release();
      return { ok: false, reason: 'unreadable' };
    }
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    pooled.idleTimer = null;
    return new Promise<ReadOutcome>((resolve) => {
      const timer = setTimeout(() => settle({ ok: false, reason: 'too_complex' }), options.timeoutMs);
      function settle(outcome: ReadOutcome) {
        if (pooled.current !== settle) return;
        pooled.current = null;
        clearTimeout(timer);
        pooled.files++;
        resolve(outcome);
        if (outcome.ok || outcome.reason === 'unreadable') {
          // A normal answer (read, or the file is not a document): the worker is fine.
          if (!pooled.broken && !closed && pooled.files < filesPerWorker) {
            pooled.idleTimer = setTimeout(() => void retire(pooled), idleMs).unref();
            idle.push(pooled);
            release();
            return;
          }
        }
        // Past its deadline or heap cap, gone, or done its share: its slot comes back with its thread.
        void retire(pooled).finally(release);
      }
      pooled.current = settle;
      pooled.worker.postMessage(job);
    });
  }

  return {
    async read(kind, filePath) {
      if (closed || !(await acquire())) return { ok: false, reason: 'busy' };
      if (closed) {
        release();
        return { ok: false, reason: 'busy' };
      }
      // The worker is given the path, not the bytes: the file is read inside its limits, and the
      // server's own heap never holds it (docs/hardening.md, "Uploads").
      return readOnSlot({
        kind,
        path: filePath,
        maxPages: options.maxPages ?? READ_LIMITS.maxPages,
        maxChars: options.maxChars ?? READ_LIMITS.maxChars,
      });
    },
    full: () => closed || (active >= options.concurrency && waiting.length >= queueLimit),
    workers: () => ({ started, alive: alive.size }),
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve();
      await Promise.all([...alive].map(retire));
    },
  };
}
