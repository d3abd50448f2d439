import type { Plugin } from 'vite';

/**
 * One line instead of Vite's per-file listing (about 280 lines, mostly flags and speech assets)
 * that drowned the first-run log of `npm start`. The config sets `logLevel: 'warn'`, so warnings
 * and errors still print in full; this plugin only says that the build finished and how big it is.
 */
export function buildSummary(): Plugin {
  let started = 0;
  let files = 0;
  let bytes = 0;
  return {
    name: 'buyerlab:build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        files += 1;
        bytes += output.type === 'chunk' ? Buffer.byteLength(output.code) : Buffer.byteLength(output.source);
      }
    },
    // Runs only once the files are written, so a failed build prints its error and nothing else.
    writeBundle() {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const megabytes = (bytes / 1_000_000).toFixed(1);
      console.log(`web: built ${files} files (${megabytes} MB, before compression) into apps/web/dist in ${seconds} s`);
    },
  };
}
