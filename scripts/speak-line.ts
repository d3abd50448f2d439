// `node --import tsx scripts/speak-line.ts <out.wav> <text>`: the rep's line in the product's own
// offline voice (Flite, male), for the browser suite's fake microphone and the benchmarks.
import { writeFileSync } from 'node:fs';
import { fliteRequestFor, runFliteRequest } from '../apps/server/src/features/voice/flite-voices';
import { compileFlite, prepareFlite } from '../apps/server/src/features/voice/flite-wasi';

const [out, ...words] = process.argv.slice(2);
if (!out || words.length === 0) throw new Error('usage: speak-line.ts <out.wav> <text>');
const run = prepareFlite(await compileFlite());
writeFileSync(out, runFliteRequest(run, fliteRequestFor(words.join(' '), { gender: 'male', pitch: 0.93, rate: 1 })));
