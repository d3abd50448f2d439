import { parentPort, workerData } from 'node:worker_threads';
import { compileFlite, prepareFlite, type FliteRun } from './flite-wasi';
import { runFliteRequest, type FliteRequest } from './flite-voices';

/**
 * Worker thread entry: synthesis is synchronous CPU work (50–200 ms a sentence), so it runs here,
 * off the event loop that serves every session. One instance is always prepared ahead.
 */
export type FliteWorkerData = { wasmPath: string };
export type FliteJob = { id: number; request: FliteRequest };
export type FliteResult = { id: number; audio: Uint8Array } | { id: number; error: string };

async function serve(port: NonNullable<typeof parentPort>, data: FliteWorkerData) {
  const module = await compileFlite(data.wasmPath);
  let next: FliteRun = prepareFlite(module);
  port.on('message', (job: FliteJob) => {
    const run = next;
    let result: FliteResult;
    try {
      const audio = runFliteRequest(run, job.request);
      result = { id: job.id, audio: new Uint8Array(audio.buffer, audio.byteOffset, audio.length) };
    } catch (err) {
      result = { id: job.id, error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(result);
    next = prepareFlite(module);
  });
  port.postMessage({ ready: true });
}

if (parentPort) void serve(parentPort, workerData as FliteWorkerData);
