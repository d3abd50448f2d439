import { GENERIC_MESSAGES, STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from './storage';
import { requestToasts } from './toast';

/** A failed call, carrying what the server said. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;

  constructor(status: number, message: string, detail?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export type RequestOptions = {
  /** Skip the automatic toasts when the caller shows its own messages (mappings in docs/product.md#messages). */
  silent?: boolean;
  signal?: AbortSignal;
};

const BASE_PATH = '/api';

function readDetail(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = body.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The single call helper of docs/product.md#api: base path /api, bearer token from local storage, JSON or
 * form data; a success body with `message` raises a success toast; any failure raises an error
 * toast (detail → error message → 'Request failed') and is rethrown.
 */
async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers();
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('content-type', 'application/json');

  try {
    const response = await fetch(`${BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
    const parsed = await readBody(response);
    if (!response.ok) {
      const detail = readDetail(parsed);
      throw new ApiError(response.status, detail ?? `${GENERIC_MESSAGES.requestFailed} (${response.status})`, detail);
    }
    if (!options.silent && parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = parsed.message;
      if (typeof message === 'string' && message) requestToasts.success(message);
    }
    return parsed as T;
  } catch (error) {
    if (!options.silent && !(error instanceof DOMException && error.name === 'AbortError')) {
      const text =
        (error instanceof ApiError ? error.detail : undefined) ??
        (error instanceof Error && error.message ? error.message : undefined) ??
        GENERIC_MESSAGES.requestFailed;
      requestToasts.error(text);
    }
    throw error;
  }
}

export const apiClient = {
  Get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  Post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  Put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  Delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
