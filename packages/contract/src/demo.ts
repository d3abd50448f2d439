import { z } from 'zod';
import { COMPANY } from './company';
import { LIMITS } from './constants';
import { tooLongMessage } from './errors';

/** Every message of the demo form (docs/product.md#demo-form), word for word, plus our length caps. */
export const DEMO_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  industryRequired: 'Industry is required',
  dialCodeInvalid: 'Please choose a country code',
  startRequired: 'Please choose a meeting time',
  /** docs/product.md#demo-meeting-form: shown (as a toast from the call helper) after a successful request. */
  requestSuccess: "Success! Thank you. We'll contact you within 24hrs. to confirm your Demo.",
  slotTaken: 'Sorry, someone has just booked that time. Please pick another slot.',
  slotUnavailable: 'That time is not an open demo slot. Please pick one from the list.',
  tooManyBookings: `This email address already has ${LIMITS.demoUpcomingBookingsPerEmail} demos booked. To change one of them, reply to its confirmation mail or write to ${COMPANY.email}.`,
  timeZoneInvalid: 'Unknown time zone',
  tooLong: tooLongMessage,
} as const;

export const DEMO_FIELD_MAX = {
  name: 120,
  email: 254,
  companyName: 160,
  jobTitle: 120,
  industry: 120,
  specificNeeds: 2000,
} as const;

// docs/product.md#demo-form: text, at sign, text, dot, text.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`);

const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: DEMO_MESSAGES.tooLong(label, max) });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: DEMO_MESSAGES.tooLong(label, max) })
    .default('');

/** The demo request of docs/product.md#data, validated the same way by the form and the server. */
export const demoRequestSchema = z.object({
  name: requiredText(DEMO_MESSAGES.nameRequired, 'Name', DEMO_FIELD_MAX.name),
  email: requiredText(DEMO_MESSAGES.emailRequired, 'Email', DEMO_FIELD_MAX.email).regex(EMAIL_PATTERN, {
    error: DEMO_MESSAGES.emailInvalid,
  }),
  phone: z
    .string({ error: DEMO_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: DEMO_MESSAGES.phoneRequired, abort: true })
    .regex(PHONE_PATTERN, { error: DEMO_MESSAGES.phoneInvalid }),
  idc: z
    .string({ error: DEMO_MESSAGES.dialCodeInvalid })
    .regex(/^\d{1,4}$/, { error: DEMO_MESSAGES.dialCodeInvalid })
    .default(LIMITS.defaultDialCode),
  companyName: optionalText('Company name', DEMO_FIELD_MAX.companyName),
  jobTitle: optionalText('Job title', DEMO_FIELD_MAX.jobTitle),
  industry: requiredText(DEMO_MESSAGES.industryRequired, 'Industry', DEMO_FIELD_MAX.industry),
  specificNeeds: optionalText('Specific needs', DEMO_FIELD_MAX.specificNeeds),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

export const demoRequestResponseSchema = z.object({ id: z.string(), message: z.string() });
export type DemoRequestResponse = z.infer<typeof demoRequestResponseSchema>;

export const demoSlotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });
export type DemoSlot = z.infer<typeof demoSlotSchema>;

export const demoSlotsResponseSchema = z.object({
  slots: z.array(demoSlotSchema),
  /** Where the business hours are kept; the web app shows times in the visitor's own zone. */
  timezone: z.string(),
  meetingMinutes: z.number().int(),
});
export type DemoSlotsResponse = z.infer<typeof demoSlotsResponseSchema>;

/** An IANA time zone name this runtime knows (America/Chicago). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const demoBookingSchema = demoRequestSchema.extend({
  start: z.iso.datetime({ offset: true, error: DEMO_MESSAGES.startRequired }),
  /**
   * The visitor's IANA time zone (the one the picker showed); the confirmation mail states the
   * time in it. Without it the mail uses the business time zone.
   */
  timeZone: z.string().max(64).refine(isTimeZone, { error: DEMO_MESSAGES.timeZoneInvalid }).optional(),
});
export type DemoBookingInput = z.input<typeof demoBookingSchema>;
export type DemoBookingRequest = z.output<typeof demoBookingSchema>;

export const demoBookingResponseSchema = z.object({
  id: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  email: z.string(),
});
export type DemoBookingResponse = z.infer<typeof demoBookingResponseSchema>;

/** What super_admin sees when listing requests and bookings. */
export const demoRequestRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  idc: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  industry: z.string(),
  specificNeeds: z.string(),
  createdAt: z.iso.datetime(),
});
export const demoBookingRecordSchema = demoRequestRecordSchema.extend({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(['confirmed', 'cancelled']),
});
export const demoRequestListSchema = z.object({ requests: z.array(demoRequestRecordSchema) });
export const demoBookingListSchema = z.object({ bookings: z.array(demoBookingRecordSchema) });
export type DemoRequestRecord = z.infer<typeof demoRequestRecordSchema>;
export type DemoBookingRecord = z.infer<typeof demoBookingRecordSchema>;
