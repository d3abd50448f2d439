import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_QUIET_ARGS } from '../../scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = port + 25;
const stripePort = port + 26;
// Set once in the runner's environment so workers (and specs reading the mail outbox) agree on it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `buyerlab-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const chromiumArgs = [...CHROMIUM_QUIET_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** Browser suite: the real built app on the embedded defaults, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  // Runs once the servers are up: claims the install's first account (its super_admin).
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // Phones run the tests tagged @mobile: every layout and navigation path that differs at
      // 390 px. Flows that behave the same at any width run once, on desktop.
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      // Mail goes over real SMTP to this sink, which keeps each message for the specs to read.
      command: `node ../../scripts/smtp-sink.mjs ${smtpPort} ${path.join(dataDir, 'smtp-sink')}`,
      port: smtpPort,
      reuseExistingServer: false,
    },
    {
      // Stands in for Stripe's API; the browser's Stripe.js is stubbed by the specs (pricing.spec.ts).
      command: `node --import tsx ../../apps/server/src/test/fake-stripe-cli.ts ${stripePort}`,
      port: stripePort,
      reuseExistingServer: false,
    },
    {
      command: `node ../../apps/server/dist/server.js`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // A loaded CI machine can take most of a minute to start the server and its voice worker.
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // A reusable invite coupon so browser tests can register accounts (override via E2E_SERVER_ENV).
        INVITE_COUPON: 'E2E-INVITE',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Every spec signs in from 127.0.0.1: keep the per-IP auth throttle out of the way.
        AUTH_IP_RATE_LIMIT: '10000',
        // A loaded CI machine can decode far slower than real time.
        STT_TIMEOUT_MS: '60000',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        ...(process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {}),
      },
    },
  ],
});
