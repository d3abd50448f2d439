import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPEECH_MAX_UPLOAD_BYTES, SPEECH_MESSAGES, transcriptionSchema } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import { multipartError } from '../../lib/multipart-errors';
import { sniffAudioMime } from './audio-mime';

const UPLOAD_MESSAGES = {
  tooLarge: SPEECH_MESSAGES.tooLarge,
  tooManyFiles: SPEECH_MESSAGES.oneRecording,
  notMultipart: SPEECH_MESSAGES.notMultipart,
};

/** POST /api/v1/speech/transcribe: a signed-in rep's recording (multipart field `audio`) → text. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin's own scope unless the app already parses multipart everywhere.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/speech/transcribe',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: app.config.STT_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['voice'],
        summary: 'Transcribe a recording of the rep (WAV, WebM or Ogg, 2 MB at most)',
        consumes: ['multipart/form-data'],
        response: { 200: transcriptionSchema },
      },
    },
    async (request) => {
      const stt = app.stt;
      if (!stt) throw new AppError('service_unavailable', SPEECH_MESSAGES.sttUnavailable);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', SPEECH_MESSAGES.notMultipart);
      const unreadable = (err: unknown): never => {
        throw multipartError(err, UPLOAD_MESSAGES);
      };
      const file = await request
        .file({ limits: { fileSize: SPEECH_MAX_UPLOAD_BYTES, files: 1, fields: 4 } })
        .catch(unreadable);
      if (!file || file.fieldname !== 'audio') throw new AppError('validation_failed', SPEECH_MESSAGES.missingAudio);
      const audio = await file.toBuffer().catch(unreadable);
      // What the bytes are decides, not what the client claimed.
      const mime = sniffAudioMime(audio);
      if (!mime) throw new AppError('validation_failed', SPEECH_MESSAGES.invalidAudio);
      try {
        return { text: await stt.transcribe(audio, mime, AbortSignal.timeout(app.config.STT_TIMEOUT_MS)) };
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.warn({ err, engine: stt.name }, 'transcription failed');
        throw new AppError('service_unavailable', SPEECH_MESSAGES.sttFailed);
      }
    },
  );
};
