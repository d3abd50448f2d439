import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageAssets } from './package-assets.ts';

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

/** The Silero VAD model, its audio worklet and onnxruntime-web's WebAssembly, from our own origin. */
export function vadAssets(): Plugin {
  return packageAssets('buyerlab-vad-assets', PUBLIC_DIR, assetFiles);
}
