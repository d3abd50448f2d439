import {
  paymentIntentCreatedSchema,
  type CreatePaymentIntentRequest,
  type PaymentIntentCreated,
} from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** POST /v1/payments/create-payment-intent {plan, seats}: the server prices it; Stripe.js takes the card. */
export async function createPaymentIntent(input: CreatePaymentIntentRequest): Promise<PaymentIntentCreated> {
  const body = await api.post('/v1/payments/create-payment-intent', input, { silent: true });
  return paymentIntentCreatedSchema.parse(body);
}
