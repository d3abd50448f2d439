import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageAssets } from './package-assets.ts';

const require = createRequire(import.meta.url);

/** Where the browser finds the country flags: /flags/XX.svg (see components/ui/country-flag.tsx). */
const PUBLIC_DIR = 'flags';

function assetFiles(): Record<string, string> {
  // The package's 3:2 SVG flags, one file per ISO 3166-1 alpha-2 code.
  const dir = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => /^[A-Z]{2}\.svg$/.test(f))
      .map((f) => [f, path.join(dir, f)]),
  );
}

/**
 * SVG country flags from the country-flag-icons package, so the dial-code picker shows a flag on
 * systems without a colour-emoji font (where emoji flags are empty boxes).
 */
export function flagAssets(): Plugin {
  return packageAssets('buyerlab-flag-assets', PUBLIC_DIR, assetFiles);
}
