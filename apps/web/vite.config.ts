import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vadAssets } from './vite/vad-assets.ts';

export default defineConfig({
  plugins: [react(), vadAssets()],
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
