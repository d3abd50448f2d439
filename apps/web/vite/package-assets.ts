import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
  '.svg': 'image/svg+xml',
};

/**
 * Serves files from npm packages under /PUBLIC_DIR/ on our own origin (no CDN): copied into
 * dist/PUBLIC_DIR at build, served from node_modules in dev. Nothing is committed to the repository.
 */
export function packageAssets(name: string, publicDir: string, assetFiles: () => Record<string, string>): Plugin {
  return {
    name,
    configureServer(server) {
      const files = assetFiles();
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(new RegExp(`^/${publicDir}/([^?]+)`));
        const file = match?.[1] ? files[match[1]] : undefined;
        if (!file || !match?.[1]) return next();
        res.setHeader('content-type', CONTENT_TYPES[path.extname(match[1])] ?? 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(assetFiles())) {
        this.emitFile({ type: 'asset', fileName: `${publicDir}/${fileName}`, source: fs.readFileSync(file) });
      }
    },
  };
}
