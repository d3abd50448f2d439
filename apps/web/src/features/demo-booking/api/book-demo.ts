import {
  GENERIC_MESSAGES,
  demoBookingResponseSchema,
  type DemoBookingRequest,
  type DemoBookingResponse,
} from '@buyerlab/contract';
import { ApiError, api } from '../../../lib/api-client';
import { requestToasts } from '../../../lib/toast';

export type BookDemoResult = { ok: true; booking: DemoBookingResponse } | { ok: false; slotTaken: true };

/**
 * Books a slot. A slot taken meanwhile (409) is an expected outcome the scheduler explains in
 * place, so that one failure is not toasted; every other failure is, as the call helper would.
 */
export async function bookDemo(booking: DemoBookingRequest): Promise<BookDemoResult> {
  try {
    const body = await api.post('/v1/demo-bookings', booking, { silent: true });
    return { ok: true, booking: demoBookingResponseSchema.parse(body) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { ok: false, slotTaken: true };
    requestToasts.error(error instanceof Error && error.message ? error.message : GENERIC_MESSAGES.requestFailed);
    throw error;
  }
}
