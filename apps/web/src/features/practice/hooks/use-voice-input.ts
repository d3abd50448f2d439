import type { MicVAD } from '@ricky0123/vad-web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { transcribeSpeech } from '../api/session-api';
import { getSpeechToTextMode } from '../api/speech-config';
import { hasBrowserRecognition, startBrowserRecognition, type BrowserRecognizer } from '../lib/browser-recognition';
import { markTiming } from '../lib/timing';
import { encodeWav } from '../lib/wav';

export type MicStatus =
  'starting' | 'listening' | 'hearing' | 'transcribing' | 'muted' | 'denied' | 'missing' | 'failed';

export type VoiceInputOptions = {
  /** Voice is wanted and the session can take turns. */
  enabled: boolean;
  /** The rep started speaking (barge-in). */
  onSpeechStart: () => void;
  onUtterance: (text: string, startedAt: Date, endedAt: Date) => void;
};

/** Where the VAD model, its worklet and onnxruntime's WebAssembly are served (vite/vad-assets.ts). */
const VAD_ASSET_BASE = '/vad/';
const REDEMPTION_MS = 700;

export const MIC_MESSAGES = {
  denied: 'Microphone access was refused. Allow it in your browser’s site settings to talk; typing works meanwhile.',
  missing: 'No microphone was found. Connect one to talk; typing works meanwhile.',
  failed: 'Voice input could not start in this browser. Typing works meanwhile.',
  noRecognition: 'Speech recognition is not available here, so please type your replies. The buyer still speaks.',
  notHeard: 'Sorry, that was not caught. Try again, or type it.',
} as const;

function micFailure(error: unknown): MicStatus {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError' || error.name === 'NotReadableError')
      return 'missing';
  }
  return 'failed';
}

/**
 * The rep's voice: Silero VAD (shipped in @ricky0123/vad-web, served by us) finds where each
 * utterance starts and ends; the utterance goes to the server's speech-to-text, or to the
 * browser's own recognition when the server has none. Typing always remains available.
 */
export function useVoiceInput({ enabled, onSpeechStart, onUtterance }: VoiceInputOptions) {
  const [status, setStatus] = useState<MicStatus>('starting');
  const [notice, setNotice] = useState<string | null>(null);
  const vadRef = useRef<MicVAD | null>(null);
  const sttRef = useRef<'server' | 'browser' | 'none'>('server');
  const recognizerRef = useRef<BrowserRecognizer | null>(null);
  const speechStartRef = useRef<Date | null>(null);
  const mutedRef = useRef(false);
  const callbacksRef = useRef({ onSpeechStart, onUtterance });
  useEffect(() => {
    callbacksRef.current = { onSpeechStart, onUtterance };
  });

  const startRecognitionFallback = useCallback(() => {
    recognizerRef.current?.stop();
    recognizerRef.current = startBrowserRecognition(
      (text) => {
        if (mutedRef.current) return;
        const endedAt = new Date();
        callbacksRef.current.onUtterance(text, speechStartRef.current ?? endedAt, endedAt);
        speechStartRef.current = null;
      },
      () => {
        sttRef.current = 'none';
        setNotice(MIC_MESSAGES.noRecognition);
      },
    );
    if (recognizerRef.current) sttRef.current = 'browser';
    else {
      sttRef.current = 'none';
      setNotice(MIC_MESSAGES.noRecognition);
    }
  }, []);

  const handleSpeechEnd = useCallback(
    async (audio: Float32Array) => {
      markTiming('speech-end');
      const endedAt = new Date(Date.now() - REDEMPTION_MS);
      const startedAt = speechStartRef.current ?? new Date(endedAt.getTime() - (audio.length / 16_000) * 1000);
      if (sttRef.current !== 'server') {
        setStatus(mutedRef.current ? 'muted' : 'listening');
        return;
      }
      speechStartRef.current = null;
      setStatus('transcribing');
      try {
        const text = await transcribeSpeech(encodeWav(audio));
        if (text) callbacksRef.current.onUtterance(text, startedAt, endedAt);
        else setNotice(MIC_MESSAGES.notHeard);
      } catch (error) {
        // Only "no engine here" moves to the browser's recognition; a failed attempt stays a retry.
        const noEngine =
          error instanceof ApiError && (error.status === 404 || error.detail === SPEECH_MESSAGES.sttUnavailable);
        if (noEngine && hasBrowserRecognition()) startRecognitionFallback();
        else if (noEngine) {
          sttRef.current = 'none';
          setNotice(MIC_MESSAGES.noRecognition);
        } else setNotice(error instanceof ApiError && error.detail ? error.detail : MIC_MESSAGES.notHeard);
      } finally {
        setStatus(mutedRef.current ? 'muted' : 'listening');
      }
    },
    [startRecognitionFallback],
  );

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setStatus('starting');
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
        const [{ MicVAD }, stt] = await Promise.all([import('@ricky0123/vad-web'), getSpeechToTextMode()]);
        sttRef.current = stt;
        const vad = await MicVAD.new({
          baseAssetPath: VAD_ASSET_BASE,
          onnxWASMBasePath: VAD_ASSET_BASE,
          model: 'legacy',
          redemptionMs: REDEMPTION_MS,
          startOnLoad: false,
          onSpeechStart: () => {
            speechStartRef.current = new Date();
            setStatus('hearing');
            setNotice(null);
            callbacksRef.current.onSpeechStart();
          },
          onVADMisfire: () => setStatus(mutedRef.current ? 'muted' : 'listening'),
          onSpeechEnd: (audio) => handleSpeechEnd(audio),
        });
        if (cancelled) {
          await vad.destroy();
          return;
        }
        vadRef.current = vad;
        if (stt === 'browser') startRecognitionFallback();
        if (!mutedRef.current) await vad.start();
        setStatus(mutedRef.current ? 'muted' : 'listening');
      } catch (error) {
        if (!cancelled) setStatus(micFailure(error));
      }
    })();
    return () => {
      cancelled = true;
      recognizerRef.current?.stop();
      recognizerRef.current = null;
      const vad = vadRef.current;
      vadRef.current = null;
      void vad?.destroy().catch(() => undefined);
    };
  }, [enabled, handleSpeechEnd, startRecognitionFallback]);

  const setMuted = useCallback((muted: boolean) => {
    mutedRef.current = muted;
    const vad = vadRef.current;
    if (!vad) return;
    setStatus(muted ? 'muted' : 'listening');
    void (muted ? vad.pause() : vad.start()).catch(() => setStatus('failed'));
  }, []);

  const failure = status === 'denied' || status === 'missing' || status === 'failed' ? MIC_MESSAGES[status] : null;
  return { status, setMuted, notice: failure ?? notice, dismissNotice: () => setNotice(null) };
}
