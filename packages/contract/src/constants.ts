/** Business constants of docs/product.md#constants, shared by the web app and the server. */
export const LIMITS = {
  passwordMinLength: 6,
  passwordMaxLength: 128,
  /** An account's first or last name, as typed at sign-up or given by Google. */
  nameMaxLength: 100,
  phoneDigits: 10,
  defaultDialCode: '91',
  otpLength: 6,
  minMessagesForReport: 5,
  demoFollowUpHours: 24,
  demoMeetingMinutes: 30,
  /** Demos one email address may have booked and not yet started. */
  demoUpcomingBookingsPerEmail: 2,
  maxUploadBytes: 10_485_760,
  minPersonaEntries: 6,
  shortlistedPersonaCount: 4,
  displayedRating: 5,
} as const;

export const BREAKPOINTS = {
  countryPickerHover: 768,
  modal: 720,
  dialog: 600,
  animations: 940,
} as const;

export const ANIMATION = { offset: 120, durationMs: 400, easing: 'ease' } as const;

export const TOAST = { requestAutoCloseMs: 3000, defaultAutoCloseMs: 5000 } as const;

export const COPYRIGHT_YEAR = 2025;

export const ACCEPTED_UPLOAD_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;

/**
 * Keys the web app keeps in local storage (docs/product.md#client-storage), plus document_ids: the
 * uploads the next session is created with, kept beside the summary so a reload does not lose them.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  sessionId: 'session_id',
  personaData: 'persona_data',
  modeId: 'mode_id',
  summary: 'summary',
  personaId: 'persona_id',
  documentIds: 'document_ids',
} as const;
