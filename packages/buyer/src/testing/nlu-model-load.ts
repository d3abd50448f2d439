import fs from 'node:fs';
import { inject } from 'vitest';
import { clauseModelFromJson, useClauseModel, type ClauseModelJson } from '../understand/model';
import { loadSentenceEncoder } from '../understand/sentences';

// Runs in every test worker: the model trained by nlu-model-setup.ts, loaded instead of retrained,
// and the sentence encoder its act model reads unsure clauses with (as the server loads it).
await loadSentenceEncoder();
useClauseModel(clauseModelFromJson(JSON.parse(fs.readFileSync(inject('nluModel'), 'utf8')) as ClauseModelJson));
