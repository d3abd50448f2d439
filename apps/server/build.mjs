// Bundles the server with esbuild: workspace packages are inlined, npm dependencies stay external.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  // The worker threads (offline voice, document reading, the recogniser's language model) sit next
  // to server.js.
  entryPoints: [
    'src/server.ts',
    'src/cli/admin.ts',
    'src/cli/train-nlu.ts',
    { in: 'src/features/voice/flite-worker.ts', out: 'flite-worker' },
    { in: 'src/features/documents/extract-worker.ts', out: 'extract-worker' },
    { in: 'src/features/voice/language-model/language-model-worker.ts', out: 'language-model-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@buyerlab/contract': '../../packages/contract/src/index.ts',
    '@buyerlab/buyer': '../../packages/buyer/src/index.ts',
    '@buyerlab/buyer/text': '../../packages/buyer/src/text/index.ts',
    '@buyerlab/coach': '../../packages/coach/src/index.ts',
  },
  logLevel: 'warning',
});

// The buyer's language model is trained here, once, so the server only loads it at start.
execFileSync(process.execPath, ['dist/cli/train-nlu.js', 'dist/nlu-model.json'], { stdio: 'inherit' });
