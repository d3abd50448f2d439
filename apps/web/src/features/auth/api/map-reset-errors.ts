import { AUTH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';

/** docs/product.md#reset-request. */
export function resetRequestError(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.resetRequestFailed;
  if (error.status === 404) return AUTH_MESSAGES.resetRequestNotFound;
  if (error.status === 500) return AUTH_MESSAGES.resetRequestMailFailed;
  return error.detail ?? AUTH_MESSAGES.resetRequestFailed;
}

/** docs/product.md#verify-code. */
export function verifyOtpError(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.unexpected;
  if (error.status === 400) {
    if (error.code === 'otp_invalid') return AUTH_MESSAGES.verifyInvalid;
    if (error.code === 'otp_expired') return AUTH_MESSAGES.verifyExpired;
    return error.detail ?? AUTH_MESSAGES.verifyFailed;
  }
  if (error.status === 404) return AUTH_MESSAGES.verifyUserNotFound;
  // A throttled caller learns when to come back rather than a bare "failed".
  if (error.status === 429 && error.detail) return error.detail;
  return AUTH_MESSAGES.verifyFailed;
}

/** docs/product.md#reset-final. */
export function resetFinalError(error: unknown): string {
  // The reset step has no "unexpected" line of its own: a network failure gets its default.
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.finalFailed;
  if (error.status === 400) {
    if (error.code === 'otp_verification_required') return AUTH_MESSAGES.finalNeedsVerification;
    if (error.code === 'otp_invalid') return AUTH_MESSAGES.finalInvalid;
    return error.detail ?? AUTH_MESSAGES.finalFailed;
  }
  if (error.status === 404) return AUTH_MESSAGES.finalNotFound;
  if (error.status === 422 && error.detail) return error.detail;
  if (error.status === 429 && error.detail) return error.detail;
  return AUTH_MESSAGES.finalFailed;
}

/** docs/product.md#sign-in-and-google: no token → 'Invalid email or password'; anything else → the generic line. */
export function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return AUTH_MESSAGES.signInInvalid;
    if ((error.status === 429 || error.status === 503) && error.detail) return error.detail;
  }
  return AUTH_MESSAGES.signInError;
}
