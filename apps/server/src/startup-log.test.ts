import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** What a newcomer sees in the terminal: the coupon after the ready line, no wall of request lines. */
describe('the startup log', () => {
  const lines: { level: number; msg: string }[] = [];
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug', INVITE_COUPON: 'WELCOME-1' }, undefined, {
      quietRequests: true,
      logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    app = t.app;
  }, 120_000);
  afterAll(() => t.close());

  it('keeps the first invite coupon as a notice for after the ready line instead of logging it early', () => {
    expect(app.startupNotices).toEqual([expect.stringContaining('invite coupon WELCOME-1')]);
    expect(lines.some((l) => l.msg.includes('WELCOME-1'))).toBe(false);
  });

  it('logs each request once, at debug, instead of Fastify’s two lines at info', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const about = lines.filter((l) => l.msg.includes('/api/health') || /request/.test(l.msg));
    expect(about).toEqual([expect.objectContaining({ level: 20, msg: 'GET /api/health' })]);
  });
});
