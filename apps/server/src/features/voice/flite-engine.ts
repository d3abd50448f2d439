import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { fliteRequestFor, type FliteRequest } from './flite-voices';
import { fliteWasmPath } from './flite-wasi';
import type { FliteJob, FliteResult, FliteWorkerData } from './flite-worker';
import type { TtsEngine } from './tts.types';

/** Sentences waiting beyond this are refused: the caller's session is better served by an error. */
const QUEUE_LIMIT = 200;

type Job = {
  id: number;
  request: FliteRequest;
  resolve: (audio: Buffer) => void;
  reject: (err: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
};
type Slot = { worker: Worker | null; busy: Job | null; ready: Promise<void> };

/**
 * The worker: once built, the bundled flite-worker.js next to dist/server.js; from source (tsx,
 * Vitest: Node 20 workers do not inherit TypeScript loaders) the .ts entry bundled on the spot.
 */
async function startWorker(): Promise<Worker> {
  const workerData: FliteWorkerData = { wasmPath: fliteWasmPath() };
  if (!import.meta.url.endsWith('.ts')) {
    const candidates = ['./flite-worker.js', '../flite-worker.js'].map((p) =>
      fileURLToPath(new URL(p, import.meta.url)),
    );
    return new Worker(candidates.find((f) => existsSync(f)) ?? candidates[0]!, { workerData });
  }
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./flite-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  });
  return new Worker(bundled.outputFiles[0]?.text ?? '', { eval: true, workerData });
}

const abortError = () => Object.assign(new Error('synthesis aborted'), { name: 'AbortError' });

/** Offline TTS: Flite in a small pool of worker threads, started on first use (or `warm()`). */
export function createFliteEngine(options: { workers?: number; log: FastifyBaseLogger }): TtsEngine {
  const size = options.workers ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  // A worker that cannot start (a broken install) is not restarted for ever.
  let failedStarts = 0;

  const retire = (slot: Slot, err: Error) => {
    if (!slots.includes(slot)) return;
    options.log.error({ err }, 'flite worker failed');
    if (!slot.worker) failedStarts += 1;
    slots.splice(slots.indexOf(slot), 1);
    slot.busy?.reject(err);
    slot.busy = null;
    void slot.worker?.terminate();
    pump();
  };

  const startSlot = () => {
    const slot: Slot = { worker: null, busy: null, ready: Promise.resolve() };
    slot.ready = startWorker().then(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.unref();
          // Closed while the worker was being built: it is stopped at once and never counts as ready.
          if (closed) {
            void worker.terminate();
            resolve();
            return;
          }
          worker.once('error', reject);
          // A worker that exits before saying it is ready would otherwise leave close() waiting.
          worker.once('exit', (code) => reject(new Error(`flite: the synthesis worker exited (${code})`)));
          worker.on('message', (msg: FliteResult | { ready: true }) => {
            if (!('id' in msg)) {
              slot.worker = worker;
              failedStarts = 0;
              worker.on('error', (err) => retire(slot, err));
              resolve();
              return;
            }
            const job = slot.busy;
            slot.busy = null;
            if (job?.id === msg.id) {
              job.signal?.removeEventListener('abort', job.onAbort);
              if ('audio' in msg)
                job.resolve(Buffer.from(msg.audio.buffer, msg.audio.byteOffset, msg.audio.byteLength));
              else job.reject(new Error(`flite: ${msg.error}`));
            }
            pump();
          });
        }),
    );
    slot.ready.catch((err: Error) => retire(slot, err));
    slots.push(slot);
  };

  const pump = () => {
    if (closed) return;
    while (slots.length < size && failedStarts < 3) startSlot();
    if (slots.length === 0) {
      for (const job of queue.splice(0)) job.reject(new Error('flite: the synthesis worker cannot start'));
      return;
    }
    for (const slot of slots) {
      if (slot.busy || !slot.worker) continue;
      const job = queue.shift();
      if (!job) return;
      slot.busy = job;
      slot.worker.postMessage({ id: job.id, request: job.request } satisfies FliteJob);
    }
    // Workers still starting pick up the queue once ready.
    for (const slot of slots) if (!slot.worker) void slot.ready.then(pump, () => {});
  };

  return {
    name: 'flite',
    synthesize(text, voice, signal) {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('flite: engine closed'));
        if (signal?.aborted) return reject(abortError());
        if (queue.length >= QUEUE_LIMIT) return reject(new Error('flite: too many sentences waiting'));
        const job: Job = {
          id: nextId++,
          request: fliteRequestFor(text, voice),
          resolve,
          reject,
          signal,
          onAbort: () => {},
        };
        // Aborted while queued: dropped. Aborted while running: answered now, its result ignored.
        job.onAbort = () => {
          const at = queue.indexOf(job);
          if (at >= 0) queue.splice(at, 1);
          for (const slot of slots) if (slot.busy === job) slot.busy = { ...job, resolve: () => {}, reject: () => {} };
          reject(abortError());
        };
        signal?.addEventListener('abort', job.onAbort, { once: true });
        queue.push(job);
        pump();
      }).then((audio) => ({ audio, mime: 'audio/wav' }));
    },
    async warm() {
      pump();
      await Promise.all(slots.map((s) => s.ready.catch(() => {})));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('flite: engine closed'));
      const stopping = slots.splice(0);
      for (const slot of stopping) slot.busy?.reject(new Error('flite: engine closed'));
      await Promise.all(
        stopping.map((s) =>
          s.ready.then(
            () => s.worker?.terminate(),
            () => {},
          ),
        ),
      );
    },
  };
}
