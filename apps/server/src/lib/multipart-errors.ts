import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { AppError } from './app-error';

export type MultipartMessages = { tooLarge: string; tooManyFiles: string; notMultipart: string };

/**
 * A multipart body that could not be read, as the client should see it: a file over its limit
 * 413, too many files 422, not multipart at all 415, and anything else the parser trips on (a
 * body cut short, a missing boundary) 400. Unmapped, a parser error would be a 500.
 */
export function multipartError(error: unknown, messages: MultipartMessages): AppError {
  if (error instanceof AppError) return error;
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', messages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('validation_failed', messages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('unsupported_media_type', messages.notMultipart);
  return new AppError('bad_request', GENERIC_MESSAGES.malformedUpload, undefined, error);
}
