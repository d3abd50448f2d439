import { ERROR_REPLY_CODES, GENERIC_MESSAGES, STORAGE_KEYS, type ErrorReplyCode } from '@buyerlab/contract';
import type { z } from 'zod';
import { storage } from './storage';
import { requestToasts } from './toast';

/** A failed call, carrying what the server said: callers branch on `status` and `code`, never on wording. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: ErrorReplyCode | undefined;

  constructor(status: number, message: string, detail?: string, code?: ErrorReplyCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
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

function readCode(body: unknown): ErrorReplyCode | undefined {
  if (!body || typeof body !== 'object' || !('code' in body)) return undefined;
  return ERROR_REPLY_CODES.find((code) => code === body.code);
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
      const message = detail ?? `${GENERIC_MESSAGES.requestFailed} (${response.status})`;
      throw new ApiError(response.status, message, detail, readCode(parsed));
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

export const api = {
  /**
   * GET, its answer parsed with the contract's schema. An answer that does not fit throws the
   * schema's error without a toast: the server broke the contract, not the user's request.
   */
  get: async <Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options?: RequestOptions,
  ): Promise<z.output<Schema>> => schema.parse(await request<unknown>('GET', path, undefined, options)),
  post: (path: string, body?: unknown, options?: RequestOptions) => request<unknown>('POST', path, body ?? {}, options),
  put: (path: string, body?: unknown, options?: RequestOptions) => request<unknown>('PUT', path, body ?? {}, options),
  delete: (path: string, options?: RequestOptions) => request<unknown>('DELETE', path, undefined, options),
};
