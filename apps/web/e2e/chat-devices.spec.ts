import { expect, test } from '@playwright/test';
import { CHROMIUM_BASE_ARGS, createSession, ensureAccount, openSession, shot, typeTurn } from './chat-helpers';

/** Devices refused: clear messages, and the typed path keeps working. */

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_BASE_ARGS, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
});

test.describe('microphone refused', () => {
  test('a refused microphone and camera say so clearly and typing still works', async ({ page, request }) => {
    const sessionId = await createSession(request, 'video');
    await openSession(page, sessionId, 'video');
    await expect(page.getByTestId('mic-notice')).toContainText('Microphone access was refused', { timeout: 20_000 });
    await expect(page.getByTestId('camera-notice')).toContainText('Camera access was refused');
    await expect(page.getByTestId('mic-state')).toHaveAttribute('data-state', 'denied');
    await typeTurn(page, 'Hello Morgan, can you hear me?');
    await shot(page, 'chat-video-refused');
  });
});
