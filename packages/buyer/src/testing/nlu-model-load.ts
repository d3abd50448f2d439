import fs from 'node:fs';
import { inject } from 'vitest';
import { clauseModelFromJson, useClauseModel, type ClauseModelJson } from '../understand/model';

// Runs in every test worker: the model trained by nlu-model-setup.ts, loaded instead of retrained.
useClauseModel(clauseModelFromJson(JSON.parse(fs.readFileSync(inject('nluModel'), 'utf8')) as ClauseModelJson));
