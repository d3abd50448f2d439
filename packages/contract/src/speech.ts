import { z } from 'zod';

/** POST /api/v1/speech/transcribe (multipart field `audio`): what the rep said. */
export const transcriptionSchema = z.object({ text: z.string() });
export type Transcription = z.infer<typeof transcriptionSchema>;

/** The largest recording the transcribe endpoint accepts (a long utterance of WAV at 16 kHz is ~1 MB). */
export const SPEECH_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * Which voice paths the server offers, in the public config: `stt` is `server` when
 * POST /speech/transcribe works, `browser` when the client must use its own recognition (or
 * typing); `tts` names the server's voice engine (`flite` offline, or the provider's).
 */
export const speechConfigSchema = z.object({ stt: z.enum(['server', 'browser']), tts: z.string() });
export type SpeechConfig = z.infer<typeof speechConfigSchema>;

export const SPEECH_MESSAGES = {
  sttUnavailable:
    'Speech recognition is not set up on this server. Use your browser’s own recognition or type your message.',
  notMultipart: 'Send the recording as multipart form data with the file in the field "audio".',
  missingAudio: 'The request has no recording in the field "audio".',
  invalidAudio: 'The recording is empty or not audio we can read (WAV, WebM or Ogg).',
  wavOnly: 'This server’s speech recogniser reads WAV recordings only.',
  tooLarge: 'The recording is too large (2 MB at most). Speak in shorter turns.',
  oneRecording: 'Send one recording at a time.',
  sttFailed: 'We could not transcribe that. Please try again or type your message.',
  tooManyOpen: 'You are already speaking in another window of this account. Finish there first, or type your message.',
  noAudio: 'The recording stopped because no sound arrived. Please speak again or type your message.',
} as const;
