import fs from 'node:fs';
import { inject } from 'vitest';
import { clauseModelFromJson, useClauseModel, type ClauseModel, type ClauseModelJson } from '../understand/model';
import { loadSentenceEncoder } from '../understand/sentences';

// Runs before every test file: the model trained by nlu-model-setup.ts, loaded instead of
// retrained, and the sentence encoder its act model reads unsure clauses with (as the server loads
// it). A worker running several files in one process (vitest.config.ts) parses the model once and
// installs it again before each file.

const loaded = globalThis as { buyerlabTestModel?: ClauseModel };
await loadSentenceEncoder();
loaded.buyerlabTestModel ??= clauseModelFromJson(
  JSON.parse(fs.readFileSync(inject('nluModel'), 'utf8')) as ClauseModelJson,
);
useClauseModel(loaded.buyerlabTestModel);
