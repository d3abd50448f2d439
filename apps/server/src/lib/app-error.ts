import type { ErrorCode, ErrorReplyCode } from '@buyerlab/contract';

/** The one error class services throw. The error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string> | undefined;
  /** Sent as the reply's `code` beside its detail, for a failure the client tells apart. */
  replyCode: ErrorReplyCode | undefined;

  constructor(code: ErrorCode, detail: string, headers?: Record<string, string>, cause?: unknown) {
    super(detail, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.headers = headers;
  }

  /** An error whose reply names its kind with a stable `code`, so no client compares wordings. */
  static coded(code: ErrorCode, detail: string, replyCode: ErrorReplyCode): AppError {
    const error = new AppError(code, detail);
    error.replyCode = replyCode;
    return error;
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  service_unavailable: 503,
  internal: 500,
};
