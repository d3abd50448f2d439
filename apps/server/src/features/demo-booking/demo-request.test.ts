import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '@buyerlab/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validRequest } from './demo.fixtures';

let ip = 0;
// Each call comes from its own address so the per-IP limit stays out of the validation tests.
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('POST /api (demo request)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_NOTIFY_EMAIL: 'sales@buyerlab.example', DEMO_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, url = '/api', remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

  it('stores a valid request, answers with the success note and mails the visitor and the sales team', async () => {
    const res = await post(validRequest);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; message: string }>();
    expect(body.message).toBe("Success! Thank you. We'll contact you within 24hrs. to confirm your Demo.");
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const mails = await t.app.mailer.listOutbox();
    const visitor = mails.find((m) => m.to === validRequest.email);
    expect(visitor?.subject).toBe('We received your Buyerlab demo request');
    expect(visitor?.text).toContain("We'll contact you within 24 hrs to confirm your demo.");
    const sales = mails.find((m) => m.to === 'sales@buyerlab.example');
    expect(sales?.subject).toBe('New demo request: Priya Raman (Acme Foods)');
    expect(sales?.text).toContain('Phone: +91 9876543210');
    expect(sales?.text).toContain('Specific needs: Objection handling for co-packers');
  });

  it('is also reachable as POST /api/v1/demo-requests, with optional fields left out and idc defaulting to 91', async () => {
    const { companyName: _c, jobTitle: _j, specificNeeds: _s, idc: _i, ...required } = validRequest;
    const res = await post({ ...required, email: 'second@example.com' }, '/api/v1/demo-requests');
    expect(res.statusCode).toBe(201);
    const sales = (await t.app.mailer.listOutbox()).find((m) => m.subject === 'New demo request: Priya Raman');
    expect(sales?.text).toContain('Phone: +91 9876543210');
    expect(sales?.text).toContain('Company: —');
  });

  it.each([
    ['name', { name: undefined }, DEMO_MESSAGES.nameRequired],
    ['name', { name: '   ' }, 'Name is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'priya' }, 'Please enter a valid email address'],
    ['email', { email: 'priya@acme' }, 'Please enter a valid email address'],
    ['email', { email: 'pri ya@acme.com' }, 'Please enter a valid email address'],
    ['phone', { phone: undefined }, 'Phone number is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '98765' }, 'Please enter a valid 10-digit phone number'],
    ['phone', { phone: '98765432101' }, 'Please enter a valid 10-digit phone number'],
    ['phone', { phone: '98765abcde' }, 'Please enter a valid 10-digit phone number'],
    ['industry', { industry: undefined }, 'Industry is required'],
    ['industry', { industry: '' }, 'Industry is required'],
    ['idc', { idc: '+91' }, 'Please choose a country code'],
    ['name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    ['email', { email: `${'x'.repeat(250)}@a.io` }, 'Email must be at most 254 characters'],
    ['companyName', { companyName: 'x'.repeat(161) }, 'Company name must be at most 160 characters'],
    ['jobTitle', { jobTitle: 'x'.repeat(121) }, 'Job title must be at most 120 characters'],
    ['industry', { industry: 'x'.repeat(121) }, 'Industry must be at most 120 characters'],
    ['specificNeeds', { specificNeeds: 'x'.repeat(2001) }, 'Specific needs must be at most 2000 characters'],
  ])('rejects a bad %s with 422 and the form message %j', async (field, change, message) => {
    const res = await post({ ...validRequest, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: `${field}: ${message}` });
  });

  it('mails the visitor none of the text they typed, and the team no link in it', async () => {
    const email = 'links.requester@example.com';
    const res = await post({
      ...validRequest,
      email,
      name: 'Free money: http://evil-link.example',
      companyName: 'evil-link.example',
      specificNeeds: 'Go to www.evil-link.example/x, or mail win@evil-link.example',
    });
    expect(res.statusCode).toBe(201);
    const mails = (await t.app.mailer.listOutbox()).filter((m) => m.to === email || m.text.includes(email));
    expect(mails.map((m) => m.to).sort()).toEqual([email, 'sales@buyerlab.example']);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`.toLowerCase()).not.toContain('evil-link');
    }
    const visitor = mails.find((m) => m.to === email);
    expect(visitor?.text).not.toContain('Free money');
    expect(visitor?.text).toContain("We'll contact you within 24 hrs to confirm your demo.");
    const sales = mails.find((m) => m.to === 'sales@buyerlab.example');
    expect(sales?.subject).toBe('New demo request: Free money: [link removed] ([link removed])');
    expect(sales?.text).toContain('Specific needs: Go to [link removed], or mail [link removed]');
  });

  it('accepts company name, job title and specific needs left empty (they are not validated)', async () => {
    const res = await post({ ...validRequest, companyName: '', jobTitle: '', specificNeeds: '' });
    expect(res.statusCode).toBe(201);
  });

  it('limits requests per IP address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post(validRequest, '/api', '10.9.9.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const other = await post(validRequest, '/api', '10.9.9.10');
    expect(other.statusCode).toBe(201);
  });
});
