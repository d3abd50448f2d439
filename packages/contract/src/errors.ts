import { z } from 'zod';

/**
 * Stable codes for the failures a client tells apart. A reply carries one beside its `detail`
 * where the client branches on the kind of failure, so it never compares the detail's wording.
 */
export const ERROR_REPLY_CODES = ['otp_invalid', 'otp_expired', 'otp_verification_required'] as const;
export type ErrorReplyCode = (typeof ERROR_REPLY_CODES)[number];

/** Every error the API returns has this body (the web app reads `detail`: docs/product.md#api). */
export const errorBodySchema = z.object({ detail: z.string(), code: z.enum(ERROR_REPLY_CODES).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Application error codes. The server maps each to one HTTP status in a single table;
 * the web app may branch on them through the status it sees.
 */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'too_many_requests',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one wording for a text field over its length limit, in every form. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const GENERIC_MESSAGES = {
  requestFailed: 'Request failed',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  routeNotFound: 'There is no API route at this address.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  malformedJson: 'The request body is not valid JSON.',
  malformedUrl: 'The address is not valid: it has broken percent-encoding.',
  urlTooLong: 'The address is too long.',
  malformedUpload: 'The upload is malformed. Please try again.',
  unstorableText: 'Text cannot contain NUL characters or broken Unicode.',
  unsupportedMediaType: 'Unsupported content type. Send JSON (application/json).',
  payloadTooLarge: 'The request body is too large.',
  unauthenticated: 'Please sign in to continue.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
