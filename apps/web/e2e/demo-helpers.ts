import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Someone else books this demo slot first, through the API. Each rival is someone new: one address
 * may hold only 2 upcoming demos (docs/hardening.md).
 */
export async function bookAsRival(request: APIRequestContext, start: string) {
  const rival = await request.post('/api/v1/demo-bookings', {
    data: {
      name: 'Rival',
      email: `rival.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
      phone: '9876543210',
      idc: '1',
      industry: 'Food',
      start,
    },
  });
  expect(rival.status()).toBe(201);
}
