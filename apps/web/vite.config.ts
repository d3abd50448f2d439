import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { buildSummary } from './vite/build-summary.ts';
import { flagAssets } from './vite/flag-assets.ts';
import { vadAssets } from './vite/vad-assets.ts';

export default defineConfig(({ command }) => ({
  // A build prints warnings and errors only, its per-file listing replaced by buildSummary's line;
  // the dev server keeps its usual output (its address).
  logLevel: command === 'build' ? 'warn' : 'info',
  plugins: [
    react(),
    vadAssets(),
    flagAssets(),
    // Brotli and gzip copies beside each asset; the server sends one when the browser accepts it.
    // Brotli at quality 9: within a few per cent of 11, and seconds instead of a minute on the
    // 14 MB speech-detection runtime.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|wasm|onnx)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
    buildSummary(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Gzip-sizing every file only fed the listing; `npm run bench` measures the home page's gzip size.
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
  },
}));
