import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Where the browser finds the voice-activity model and the ONNX runtime (see VAD_ASSET_BASE). */
const PUBLIC_DIR = 'vad';

function assetFiles(): Record<string, string> {
  const vadDist = path.dirname(require.resolve('@ricky0123/vad-web'));
  const ortDist = path.dirname(require.resolve('onnxruntime-web/wasm'));
  return {
    'vad.worklet.bundle.min.js': path.join(vadDist, 'vad.worklet.bundle.min.js'),
    'silero_vad_legacy.onnx': path.join(vadDist, 'silero_vad_legacy.onnx'),
    'ort-wasm-simd-threaded.mjs': path.join(ortDist, 'ort-wasm-simd-threaded.mjs'),
    'ort-wasm-simd-threaded.wasm': path.join(ortDist, 'ort-wasm-simd-threaded.wasm'),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
};

/**
 * Serves the Silero VAD model, its audio worklet and onnxruntime-web's WebAssembly from our own
 * origin (no CDN): copied from the npm packages into dist/vad at build, served from node_modules
 * in dev. Nothing is committed to the repository.
 */
export function vadAssets(): Plugin {
  return {
    name: 'buyerlab-vad-assets',
    configureServer(server) {
      const files = assetFiles();
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(new RegExp(`^/${PUBLIC_DIR}/([^?]+)`));
        const file = match?.[1] ? files[match[1]] : undefined;
        if (!file || !match?.[1]) return next();
        res.setHeader('content-type', CONTENT_TYPES[path.extname(match[1])] ?? 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(assetFiles())) {
        this.emitFile({ type: 'asset', fileName: `${PUBLIC_DIR}/${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}
