// `node scripts/screenshots.mjs [url] [paths…]`: full-page screenshots at 1280 and 390 px into
// ./.screenshots, for looking at what we built. Needs a running server (npm start).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_QUIET_ARGS } from './chromium-args.mjs';
import { root } from './lib.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(3);
const out = path.join(root, '.screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_QUIET_ARGS,
});
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    // Scroll through so scroll-triggered animations have played before the full-page capture.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(500);
    const file = path.join(out, `${label}${p.replace(/\//g, '_') || '_home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
