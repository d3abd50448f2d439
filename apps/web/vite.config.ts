import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { flagAssets } from './vite/flag-assets.ts';
import { vadAssets } from './vite/vad-assets.ts';

export default defineConfig({
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
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
