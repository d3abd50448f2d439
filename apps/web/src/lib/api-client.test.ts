import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('./toast', () => ({ requestToasts: toasts }));

const { apiClient, ApiError } = await import('./api-client');

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
    await expect(apiClient.Post('/v1/ai-personas/', { name: 'Dana' })).resolves.toEqual({ persona_id: 7 });
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
    await apiClient.Post('/v1/documents/upload', form);
    expect(headerOf(0, 'authorization')).toBeNull();
    expect(headerOf(0, 'content-type')).toBeNull();
    expect(sent[0]?.init.body).toBe(form);
  });

  it('toasts a success message when the response has one', async () => {
    answer = () => json(201, { message: 'Document uploaded successfully' });
    await apiClient.Get('/v1/x');
    expect(toasts.success).toHaveBeenCalledWith('Document uploaded successfully');
  });

  it('toasts the detail of a failure and rethrows it', async () => {
    answer = () => json(409, { detail: 'That slot was just taken.' });
    const error = await apiClient.Delete('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(409);
    expect(toasts.error).toHaveBeenCalledWith('That slot was just taken.');
  });

  it('falls back to the error message when there is no detail', async () => {
    answer = () => new Response('', { status: 502 });
    await expect(apiClient.Put('/v1/x', {})).rejects.toThrow('Request failed (502)');
    expect(toasts.error).toHaveBeenCalledWith('Request failed (502)');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiClient.Get('/v1/x')).rejects.toThrow('Failed to fetch');
    expect(toasts.error).toHaveBeenLastCalledWith('Failed to fetch');
  });

  it("says 'Request failed' when the failure carries no message at all", async () => {
    answer = () => {
      throw new Error('');
    };
    await expect(apiClient.Get('/v1/x')).rejects.toThrow();
    expect(toasts.error).toHaveBeenCalledWith('Request failed');
  });

  it('stays quiet when the caller shows its own messages', async () => {
    answer = () => json(400, { detail: 'Invalid OTP code' });
    await expect(apiClient.Post('/v1/auth/verify-otp', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
