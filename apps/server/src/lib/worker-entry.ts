import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sourceBundles = new Map<string, Promise<URL>>();

/**
 * Where a worker thread's code is, for `new Worker(url)`. Built, it is `<name>.js`, which
 * build.mjs writes beside the server bundle. From source (tsx, Vitest: Node 20 workers do not
 * inherit TypeScript loaders) the `<name>.ts` next to the caller is bundled once on the spot, our
 * workspace packages inlined and npm imports pointed at their installed files. A bundled worker
 * runs from a data: URL, so it is given file paths rather than resolving them itself.
 */
export function workerEntry(name: string, callerUrl: string): Promise<URL> {
  if (!callerUrl.endsWith('.ts')) {
    const candidates = [`./${name}.js`, `../${name}.js`, `../../${name}.js`].map((p) => new URL(p, callerUrl));
    return Promise.resolve(candidates.find((u) => existsSync(fileURLToPath(u))) ?? candidates[0]!);
  }
  const entry = fileURLToPath(new URL(`./${name}.ts`, callerUrl));
  let bundle = sourceBundles.get(entry);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild');
      const bundled = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
        plugins: [
          {
            name: 'installed-packages',
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) => {
                if (args.path.startsWith('@buyerlab/')) return undefined;
                if (args.path.startsWith('node:')) return { external: true };
                return { path: import.meta.resolve(args.path), external: true };
              });
            },
          },
        ],
      });
      return new URL(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0]?.text ?? '')}`);
    })();
    sourceBundles.set(entry, bundle);
  }
  return bundle;
}
