import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@buyerlab/contract';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('./toast', () => ({ requestToasts: toasts }));

const { api, ApiError } = await import('./api-client');

type Sent = { url: string; init: RequestInit };
let sent: Sent[] = [];
let answer: () => Response;
const store = new Map<string, string>();

beforeEach(() => {
  sent = [];
  store.clear();
  toasts.success.mockReset();
  toasts.error.mockReset();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(answer());
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headerOf = (i: number, name: string) => new Headers(sent[i]?.init.headers).get(name);

// docs/product.md#api and #messages: the one call helper every feature uses.
describe('the call helper', () => {
  it('calls under /api with the stored bearer token and a JSON body, and returns the body', async () => {
    store.set('token', 'abc');
    answer = () => json(200, { persona_id: 7 });
    await expect(api.post('/v1/ai-personas/', { name: 'Dana' })).resolves.toEqual({ persona_id: 7 });
    expect(sent[0]?.url).toBe('/api/v1/ai-personas/');
    expect(sent[0]?.init.method).toBe('POST');
    expect(headerOf(0, 'authorization')).toBe('Bearer abc');
    expect(headerOf(0, 'content-type')).toBe('application/json');
    expect(sent[0]?.init.body).toBe('{"name":"Dana"}');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('sends no authorization without a token, and leaves the content type of form data to the browser', async () => {
    answer = () => json(200, {});
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    await api.post('/v1/documents/upload', form);
    expect(headerOf(0, 'authorization')).toBeNull();
    expect(headerOf(0, 'content-type')).toBeNull();
    expect(sent[0]?.init.body).toBe(form);
  });

  it('toasts a success message when the response has one', async () => {
    answer = () => json(201, { message: 'Document uploaded successfully' });
    await api.get('/v1/x', messageResponseSchema);
    expect(toasts.success).toHaveBeenCalledWith('Document uploaded successfully');
  });

  it('toasts the detail of a failure and rethrows it', async () => {
    answer = () => json(409, { detail: 'That slot was just taken.' });
    const error = await api.delete('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(409);
    expect(toasts.error).toHaveBeenCalledWith('That slot was just taken.');
  });

  it('falls back to the error message when there is no detail', async () => {
    answer = () => new Response('', { status: 502 });
    await expect(api.put('/v1/x', {})).rejects.toThrow('Request failed (502)');
    expect(toasts.error).toHaveBeenCalledWith('Request failed (502)');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.get('/v1/x', messageResponseSchema)).rejects.toThrow('Failed to fetch');
    expect(toasts.error).toHaveBeenLastCalledWith('Failed to fetch');
  });

  it("says 'Request failed' when the failure carries no message at all", async () => {
    answer = () => {
      throw new Error('');
    };
    await expect(api.get('/v1/x', messageResponseSchema)).rejects.toThrow();
    expect(toasts.error).toHaveBeenCalledWith('Request failed');
  });

  it('stays quiet when the caller shows its own messages', async () => {
    answer = () => json(400, { detail: 'Invalid OTP code' });
    await expect(api.post('/v1/auth/verify-otp', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('parses a GET answer with the schema it is given, and a misfit throws without a toast', async () => {
    answer = () => json(200, { message: 'ok', extra: 1 });
    await expect(api.get('/v1/x', messageResponseSchema, { silent: true })).resolves.toEqual({ message: 'ok' });
    answer = () => json(200, { nothing: true });
    await expect(api.get('/v1/x', messageResponseSchema)).rejects.toThrow();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('carries the code a failure names beside its detail, and ignores codes it does not know', async () => {
    answer = () => json(400, { detail: 'OTP expired', code: 'otp_expired' });
    const known = await api.post('/v1/x', {}, { silent: true }).catch((e: unknown) => e);
    expect((known as InstanceType<typeof ApiError>).code).toBe('otp_expired');
    answer = () => json(400, { detail: 'Something', code: 'no_such_code' });
    const unknown = await api.post('/v1/x', {}, { silent: true }).catch((e: unknown) => e);
    expect((unknown as InstanceType<typeof ApiError>).code).toBeUndefined();
  });
});
