import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { validRequest } from './demo.fixtures';

// Monday 2 March 2026, 10:10 in Chicago.
const now = new Date('2026-03-02T16:10:00Z');

describe('super_admin lists demo requests and bookings', () => {
  let t: TestApp;
  let adminToken: string;
  let repToken: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_TIMEZONE: 'America/Chicago' }, undefined, { now: () => now });
    adminToken = (await createTestUser(t.app, { role: 'super_admin' })).token;
    repToken = (await createTestUser(t.app)).token;
    await t.app.inject({ method: 'POST', url: '/api', payload: { ...validRequest, name: 'Only Asked' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/demo-bookings',
      payload: { ...validRequest, name: 'Booked Buyer', start: '2026-03-03T15:00:00.000Z' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('shows every request, including those that came with a booking', async () => {
    const res = await list('/api/v1/demo-requests', adminToken);
    expect(res.statusCode).toBe(200);
    const names = res.json<{ requests: { name: string; phone: string }[] }>().requests.map((r) => r.name);
    expect(names.sort()).toEqual(['Booked Buyer', 'Only Asked']);
  });

  it('shows bookings with their slot and the visitor details', async () => {
    const res = await list('/api/v1/demo-bookings', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bookings: [
        {
          name: 'Booked Buyer',
          email: validRequest.email,
          start: '2026-03-03T15:00:00.000Z',
          end: '2026-03-03T15:30:00.000Z',
          status: 'confirmed',
        },
      ],
    });
  });

  it('refuses anyone else: 401 without a token, 403 for another role', async () => {
    for (const url of ['/api/v1/demo-requests', '/api/v1/demo-bookings']) {
      expect((await list(url)).statusCode).toBe(401);
      expect((await list(url, repToken)).statusCode).toBe(403);
    }
  });
});
