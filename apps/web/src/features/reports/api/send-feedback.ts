import { useMutation } from '@tanstack/react-query';
import { feedbackResponseSchema, type feedbackSchema } from '@buyerlab/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type FeedbackInput = z.input<typeof feedbackSchema>;

/** POST /v1/feedback/ → 201; the call helper shows the server's `message` as a success toast. */
export async function sendFeedback(input: FeedbackInput) {
  const body = await api.post('/v1/feedback/', input);
  return feedbackResponseSchema.parse(body);
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
