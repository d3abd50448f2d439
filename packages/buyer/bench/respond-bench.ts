// Offline buyer reply time (docs/quality.md: p95 < 30 ms). Prints figures; asserts nothing.
// Run: npx tsx packages/buyer/bench/respond-bench.ts
import {
  clauseModelFromJson,
  deriveProfile,
  initialState,
  openingLine,
  respond,
  trainShippedModel,
  loadSentenceEncoder,
  useClauseModel,
  type ModeKey,
} from '../src/index';
import { REP_TURNS } from '../src/testing/fixtures';
import { CATALOG } from '../src/catalog/index';
import { createRng } from '../src/rng/prng';

// Half the closing calls have the rep's proposal: its figures become concerns each turn reads.
const PROPOSAL =
  'The FillMaster 3000 rotary filler is quoted at $412,000 installed. Lead time is 14 weeks from purchase order. ' +
  'The warranty covers parts and labour for two years. Payment terms are 30% deposit with the order.';
const SESSIONS = 300;
const TURNS = 60;
// The language model is trained once (the server's build does it) and loaded at start.
const encoderStart = performance.now();
await loadSentenceEncoder();
const encoderMs = performance.now() - encoderStart;
const trainStart = performance.now();
const trained = trainShippedModel();
const trainMs = performance.now() - trainStart;
const json = JSON.stringify(trained.toJSON());
const loadStart = performance.now();
useClauseModel(clauseModelFromJson(JSON.parse(json) as ReturnType<typeof trained.toJSON>));
const loadMs = performance.now() - loadStart;
const samples: number[] = [];
const deriveSamples: number[] = [];
const rng = createRng('bench');

for (let i = 0; i < SESSIONS; i++) {
  const mode = rng.pick(['prospecting', 'discovering', 'closing'] as ModeKey[]);
  const t0 = performance.now();
  const profile = deriveProfile({
    firstName: `Rep${i}`,
    industry: 'food_beverage_equipment',
    role: rng.pick(CATALOG.roles).key,
    experience: rng.pick(['junior', 'mid', 'senior'] as const),
    geography: rng.pick(CATALOG.geographies).key,
    manufacturingModel: rng.pick(CATALOG.manufacturingModels).key,
    plantSize: rng.pick(CATALOG.plantSizes).key,
    mode,
    documentSummary: mode === 'closing' && i % 2 === 0 ? PROPOSAL : null,
  });
  deriveSamples.push(performance.now() - t0);
  let state = openingLine(profile, mode, initialState(profile, mode, `session-${i}`)).state;
  for (let turn = 0; turn < TURNS; turn++) {
    // Round-trip through JSON like the server does when it loads state from the database.
    state = JSON.parse(JSON.stringify(state)) as typeof state;
    const text = rng.pick(REP_TURNS);
    const start = performance.now();
    state = respond(profile, mode, state, text).state;
    samples.push(performance.now() - start);
  }
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;
console.log(
  `buyer language model: trained in ${trainMs.toFixed(0)} ms (at build), loads in ${loadMs.toFixed(0)} ms (${(json.length / 1e6).toFixed(1)} MB); sentence encoder loads in ${encoderMs.toFixed(0)} ms`,
);
console.log(`offline buyer respond(): ${samples.length} turns over ${SESSIONS} sessions`);
console.log(
  `  p50 ${fmt(pct(samples, 50))}  p95 ${fmt(pct(samples, 95))}  p99 ${fmt(pct(samples, 99))}  max ${fmt(Math.max(...samples))}  (bar: p95 < 30 ms)`,
);
console.log(`deriveProfile(): p50 ${fmt(pct(deriveSamples, 50))}  p95 ${fmt(pct(deriveSamples, 95))}`);
