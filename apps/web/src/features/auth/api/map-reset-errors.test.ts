import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, type ErrorReplyCode } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { resetFinalError, resetRequestError, signInError, verifyOtpError } from './map-reset-errors';

const failed = (status: number, detail?: string, code?: ErrorReplyCode) =>
  new ApiError(status, detail ?? `Request failed (${status})`, detail, code);

// docs/product.md#messages, case by case: what the rep reads for each way a call can fail.
describe('the error catalogue of docs/product.md#messages', () => {
  it.each([
    [failed(404), M.resetRequestNotFound],
    [failed(500), M.resetRequestMailFailed],
    [failed(429, 'Too many requests (retry in 60 s)'), 'Too many requests (retry in 60 s)'],
    [failed(502), M.resetRequestFailed],
    [new TypeError('Failed to fetch'), M.resetRequestFailed],
  ])('reset request: %s → %s', (error, shown) => {
    expect(resetRequestError(error)).toBe(shown);
  });

  it.each([
    [failed(400, 'Invalid OTP code', 'otp_invalid'), M.verifyInvalid],
    [failed(400, 'OTP expired', 'otp_expired'), M.verifyExpired],
    // The code decides, not the wording: a reworded detail still maps.
    [failed(400, 'That code has run out', 'otp_expired'), M.verifyExpired],
    [failed(400, 'Too many wrong codes'), 'Too many wrong codes'],
    [failed(404), M.verifyUserNotFound],
    [failed(500), M.verifyFailed],
    [new TypeError('Failed to fetch'), M.unexpected],
  ])('verify code: %s → %s', (error, shown) => {
    expect(verifyOtpError(error)).toBe(shown);
  });

  it.each([
    [failed(400, 'OTP verification required', 'otp_verification_required'), M.finalNeedsVerification],
    [failed(400, 'Invalid OTP code', 'otp_invalid'), M.finalInvalid],
    [failed(400, 'Something else'), 'Something else'],
    [failed(404), M.finalNotFound],
    [
      failed(422, 'new_password: Password must be at least 6 characters long'),
      'new_password: Password must be at least 6 characters long',
    ],
    [failed(500), M.finalFailed],
    // A network failure at step 3 is not the verify step's "unexpected" line.
    [new TypeError('Failed to fetch'), 'Failed to reset password. Please try again.'],
  ])('reset final: %s → %s', (error, shown) => {
    expect(resetFinalError(error)).toBe(shown);
  });

  it.each([
    [failed(401, 'Invalid email or password'), M.signInInvalid],
    [failed(500), M.signInError],
    [new TypeError('Failed to fetch'), M.signInError],
  ])('sign-in: %s → %s', (error, shown) => {
    expect(signInError(error)).toBe(shown);
  });

  it('uses the exact words of the spec', () => {
    expect(M.verifyInvalid).toBe('The OTP code you entered is incorrect. Please check and try again.');
    expect(M.finalNeedsVerification).toBe('Please verify your OTP first before setting a new password.');
    expect(M.resetRequestNotFound).toBe(
      'No account found with this email address. Please check your email and try again.',
    );
  });
});
