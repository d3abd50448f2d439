import { publicConfigSchema, type SpeechConfig } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

const speechPartSchema = publicConfigSchema.pick({ speech: true });

/**
 * Which speech-to-text path to try first (GET /api/v1/config → speech.stt). When the server does
 * not say, we try its transcriber; the voice hook falls back to the browser's recognition on 503.
 */
export async function getSpeechToTextMode(): Promise<SpeechConfig['stt']> {
  try {
    return (await api.get('/v1/config', speechPartSchema, { silent: true })).speech.stt;
  } catch {
    return 'server';
  }
}
