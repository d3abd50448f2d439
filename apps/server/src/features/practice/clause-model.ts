import { existsSync, readFileSync } from 'node:fs';
import {
  clauseModel,
  clauseModelFromJson,
  loadSentenceEncoder,
  useClauseModel,
  warmUp,
  type ClauseModelJson,
} from '@buyerlab/buyer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The offline buyer's language model: the weights the build wrote next to server.js, or, when the
 * server runs from source (npm run dev, tests), trained here at start. Either way it is ready, and
 * has played a short call, before the first rep turn, so no turn pays for it. The sentence encoder
 * its act model reads unsure clauses with loads first; if it cannot, the buyer reads acts by their
 * words alone.
 */
export async function loadClauseModel(log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    await loadSentenceEncoder();
  } catch (err) {
    log.warn({ err }, 'the sentence encoder could not be loaded; acts are read by their words alone');
  }
  const file = new URL('./nlu-model.json', import.meta.url);
  let source = 'trained at start';
  if (existsSync(file)) {
    try {
      useClauseModel(clauseModelFromJson(JSON.parse(readFileSync(file, 'utf8')) as ClauseModelJson));
      source = 'loaded from the build';
    } catch (err) {
      log.warn({ err }, 'the built language model could not be read; training it instead');
      clauseModel();
    }
  } else clauseModel();
  // The first turns a process decides are slow (the encoder's kernels, the JIT): pay for them here.
  const warming = performance.now();
  warmUp();
  log.info(
    { ms: Math.round(performance.now() - started), warmUpMs: Math.round(performance.now() - warming), source },
    'buyer language model ready',
  );
}
