import { z } from 'zod';
import { speechConfigSchema } from './speech';
import { LIMITS } from './constants';
import { tooLongMessage } from './errors';

/**
 * Every message of the accounts feature, word for word from docs/product.md (#validation and #messages) where it gives
 * one; the server's own details where it does not. Web and server read them from here only.
 */
export const AUTH_MESSAGES = {
  // Validation, docs/product.md#validation
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  firstNameTooLong: tooLongMessage('First Name', LIMITS.nameMaxLength),
  lastNameTooLong: tooLongMessage('Last Name', LIMITS.nameMaxLength),
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  couponRequired: 'MVP coupon code is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: `Password must be at most ${LIMITS.passwordMaxLength} characters long`,
  otpRequired: 'OTP code is required',
  otpInvalid: 'OTP code must be 6 digits',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',

  // docs/product.md#reset-request
  resetRequestNotFound: 'No account found with this email address. Please check your email and try again.',
  resetRequestMailFailed: 'Unable to send email at the moment. Please try again later.',
  resetRequestFailed: 'Failed to send reset email. Please try again.',
  resetRequestSent: 'Password reset OTP sent to your email',
  // docs/product.md#verify-code
  verifyInvalid: 'The OTP code you entered is incorrect. Please check and try again.',
  verifyExpired: 'The OTP code has expired. Please request a new one.',
  verifyUserNotFound: 'User not found. Please check your email address.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  verifySucceeded: 'OTP verified successfully! Please enter your new password.',
  // docs/product.md#reset-final
  finalNeedsVerification: 'Please verify your OTP first before setting a new password.',
  finalInvalid: 'The OTP code has expired or is invalid. Please start the process again.',
  finalNotFound: 'Password reset endpoint not found. Please contact support.',
  finalFailed: 'Failed to reset password. Please try again.',
  finalSucceeded: 'Password reset successfully! You can now login with your new password.',
  // docs/product.md#sign-in-and-google
  signInInvalid: 'Invalid email or password',
  signInError: 'An error occurred. Please try again.',
  googleLoginFailed: 'Google login failed. Please try again.',
  googleSignupFailed: 'Google signup failed. Please try again.',
  googleLoginCancelled: 'Google login was cancelled or failed. Please try again.',
  googleSignupCancelled: 'Google signup was cancelled or failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',

  // Server details (the client maps the first three, docs/product.md#messages)
  otpInvalidDetail: 'Invalid OTP code',
  otpExpiredDetail: 'OTP expired',
  otpVerificationRequiredDetail: 'OTP verification required',
  otpDailyLimit: 'Too many failed code attempts for this account today. Please try again tomorrow.',
  resetRequestAccepted: 'If an account exists for this email, a reset code is on its way.',
  otpVerifiedDetail: 'OTP verified',
  passwordResetDetail: 'Password reset',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  couponInvalid: 'This MVP coupon code is not valid, has expired or has been used up.',
  googleNeedsCoupon: 'No account exists for this Google account yet. Register with your MVP coupon code first.',
  googleTokenInvalid: 'The Google sign-in could not be verified. Please try again.',
  googleEmailUnverified: 'Your Google email address is not verified.',
  googleAccountMismatch:
    'This email address belongs to an account linked to a different Google account. Sign in with that Google account or with your password.',
  signedUp: 'Account created successfully',
  signedOut: 'Signed out',
  exchangeInvalid: 'This dashboard link has expired or was already used.',
  busy: 'The server is busy. Please try again in a moment.',
  forbidden: 'You do not have access to this.',
  userNotFound: 'User not found.',
  accountDisabled: 'This account has been disabled. Please contact your administrator.',
  tooManyAttempts: 'Too many attempts for this account. Please wait a few minutes and try again.',
} as const;

export const ROLE_NAMES = ['super_admin', 'manager', 'rep'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Text, at sign, text, dot, text — no spaces (docs/product.md#sign-up). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .toLowerCase();

/** Never trimmed or truncated: what the user typed is what gets hashed. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong);

export const otpCodeSchema = z
  .string({ error: AUTH_MESSAGES.otpRequired })
  .min(1, AUTH_MESSAGES.otpRequired)
  .regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid);

/** A required name: its own message when missing, and another when too long (never "required"). */
const requiredName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(LIMITS.nameMaxLength, { error: tooLong });
const couponCodeSchema = z
  .string({ error: AUTH_MESSAGES.couponRequired })
  .trim()
  .min(1, AUTH_MESSAGES.couponRequired)
  .max(64);

// ---- Forms (web) --------------------------------------------------------------------------------

export const signUpFormSchema = z.object({
  first_name: requiredName(AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameTooLong),
  last_name: requiredName(AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameTooLong),
  email: emailSchema,
  dial_code: z.string().regex(/^\d{1,4}$/),
  phone_number: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.phoneRequired)
    .regex(new RegExp(`^\\d{${LIMITS.phoneDigits}}$`), AUTH_MESSAGES.phoneInvalid),
  couponCode: couponCodeSchema,
  password: passwordSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  remember_me: z.boolean(),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const forgotEmailFormSchema = z.object({ email: emailSchema });
export const forgotCodeFormSchema = z.object({ otp_code: otpCodeSchema });
export const newPasswordFormSchema = z
  .object({
    new_password: z
      .string()
      .min(1, AUTH_MESSAGES.newPasswordRequired)
      .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
      .max(LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong),
    confirm_password: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

// ---- Requests (server) --------------------------------------------------------------------------

export const signUpRequestSchema = z.object({
  first_name: requiredName(AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameTooLong),
  last_name: requiredName(AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameTooLong),
  email: emailSchema,
  /** A plus sign, the dial code, then the 10-digit number (docs/product.md#data). */
  phone_number: z
    .string({ error: AUTH_MESSAGES.phoneRequired })
    .trim()
    .regex(/^\+\d{11,14}$/, AUTH_MESSAGES.phoneInvalid),
  password: passwordSchema,
  couponCode: couponCodeSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong),
  remember_me: z.boolean().default(false),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const googleAuthRequestSchema = z.object({
  id_token: z.string().min(1).max(8192),
  /** Sent by the register view: creating an account through Google needs a coupon too. */
  couponCode: z.string().trim().max(64).optional(),
});
export type GoogleAuthRequest = z.infer<typeof googleAuthRequestSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp_code: otpCodeSchema });
export const resetFinalRequestSchema = z.object({
  email: emailSchema,
  otp_code: otpCodeSchema,
  new_password: passwordSchema,
});
export type ResetFinalRequest = z.infer<typeof resetFinalRequestSchema>;

export const exchangeRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const userIdParamsSchema = z.object({ user_id: z.string().max(100) });

// ---- Responses ----------------------------------------------------------------------------------

export const authUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  role: z.object({ name: z.enum(ROLE_NAMES) }),
});
export type AuthUserResponse = z.infer<typeof authUserSchema>;

export const authResponseSchema = z.object({
  message: z.string().optional(),
  token: z.string(),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const dashboardLinkResponseSchema = z.object({
  /** The product's own /dashboard, or an external dashboard carrying a single-use code. */
  url: z.string(),
  external: z.boolean(),
});
export type DashboardLinkResponse = z.infer<typeof dashboardLinkResponseSchema>;

/** Public settings the web app needs before anyone signs in (GET /api/v1/config). */
export const publicConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  /** Whether the Dashboard link leaves the product (with a single-use code) for each audience. */
  dashboards: z.object({ user_external: z.boolean(), admin_external: z.boolean() }),
  speech: speechConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
