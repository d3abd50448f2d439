import {
  chatResponseSchema,
  transcriptResponseSchema,
  transcriptionSchema,
  type TranscriptResponse,
} from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** Starts the clock and stores the buyer's opening line; idempotent, returns the transcript. */
export async function startPracticeSession(sessionId: string): Promise<TranscriptResponse | null> {
  const body = await api.post(`/v1/sessions/${sessionId}/start`, {}, { silent: true });
  const parsed = transcriptResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The non-streaming turn, used when the live connection cannot be opened. */
export async function sendChatTurn(sessionId: string, userInput: string) {
  const body = await api.post(`/v1/ai-persona-chat/chat/${sessionId}`, { user_input: userInput }, { silent: true });
  return chatResponseSchema.parse(body);
}

export async function endPracticeSession(sessionId: string): Promise<void> {
  await api.post(`/v1/sessions/${sessionId}/end`, {}, { silent: true });
}

/** Server speech-to-text of one utterance (16 kHz mono WAV). Throws ApiError 503 without an engine. */
export async function transcribeSpeech(wav: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', wav, 'utterance.wav');
  const body = await api.post('/v1/speech/transcribe', form, { silent: true });
  return transcriptionSchema.parse(body).text.trim();
}
