// Report generation for a 60-message session (docs/quality.md: < 150 ms). Prints figures; asserts nothing.
// Run: npx tsx packages/coach/bench/report-bench.ts
import { benchReport, formatReportBench } from '../src/bench';

console.log(formatReportBench(benchReport()));
