import type { MicVAD } from '@ricky0123/vad-web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { transcribeSpeech } from '../api/session-api';
import type { SpeechStreamer, SpeechUpload } from './use-live-session';
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
  /** Streams each utterance to the server's recogniser while it is spoken, when connected. */
  speech?: SpeechStreamer;
};

/** Where the VAD model, its worklet and onnxruntime's WebAssembly are served (vite/vad-assets.ts). */
const VAD_ASSET_BASE = '/vad/';
const REDEMPTION_MS = 700;
/** Audio kept from before the VAD is sure speech began (its own pre-speech padding: 800 ms). */
const PRE_SPEECH_FRAMES = 9;

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
 * utterance starts and ends. With the server recognising, the audio streams to it over the live
 * connection while the rep speaks, so the text is there almost as soon as they stop; without a
 * connection the recording is sent when the utterance ends. Without a server recogniser the
 * browser's own recognition listens. Typing always remains available.
 */
export function useVoiceInput({ enabled, onSpeechStart, onUtterance, speech }: VoiceInputOptions) {
  const [status, setStatus] = useState<MicStatus>('starting');
  const [notice, setNotice] = useState<string | null>(null);
  // Each time listening is switched on the microphone shows 'starting' until it is ready.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (enabled) setStatus('starting');
  }
  const vadRef = useRef<MicVAD | null>(null);
  const sttRef = useRef<'server' | 'browser' | 'none'>('server');
  const recognizerRef = useRef<BrowserRecognizer | null>(null);
  const speechStartRef = useRef<Date | null>(null);
  const mutedRef = useRef(false);
  const uploadRef = useRef<SpeechUpload | null>(null);
  const recentFramesRef = useRef<Float32Array[]>([]);
  const lastVoicedRef = useRef(0);
  const callbacksRef = useRef({ onSpeechStart, onUtterance, speech });
  useEffect(() => {
    callbacksRef.current = { onSpeechStart, onUtterance, speech };
  });

  const cancelUpload = useCallback(() => {
    uploadRef.current?.cancel();
    uploadRef.current = null;
  }, []);

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
      markTiming('speech-last-voiced', lastVoicedRef.current);
      markTiming('speech-end');
      const endedAt = new Date(Date.now() - REDEMPTION_MS);
      const startedAt = speechStartRef.current ?? new Date(endedAt.getTime() - (audio.length / 16_000) * 1000);
      if (sttRef.current !== 'server') {
        setStatus(mutedRef.current ? 'muted' : 'listening');
        return;
      }
      speechStartRef.current = null;
      setStatus('transcribing');
      const upload = uploadRef.current;
      uploadRef.current = null;
      // A stream that broke is not the rep's problem: the recording goes by request instead.
      const viaRequest = () => transcribeSpeech(encodeWav(audio));
      try {
        const text = upload ? await upload.end().catch(viaRequest) : await viaRequest();
        markTiming('speech-text');
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
          onFrameProcessed: (probabilities, frame) => {
            if (probabilities.isSpeech >= 0.3) lastVoicedRef.current = performance.now();
            if (uploadRef.current) {
              uploadRef.current.push(frame);
              return;
            }
            const recent = recentFramesRef.current;
            recent.push(frame);
            if (recent.length > PRE_SPEECH_FRAMES) recent.shift();
          },
          onSpeechStart: () => {
            speechStartRef.current = new Date();
            uploadRef.current?.cancel();
            uploadRef.current = sttRef.current === 'server' ? (callbacksRef.current.speech?.begin() ?? null) : null;
            for (const frame of recentFramesRef.current.splice(0)) uploadRef.current?.push(frame);
            setStatus('hearing');
            setNotice(null);
            callbacksRef.current.onSpeechStart();
          },
          onVADMisfire: () => {
            cancelUpload();
            setStatus(mutedRef.current ? 'muted' : 'listening');
          },
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
      cancelUpload();
      recognizerRef.current?.stop();
      recognizerRef.current = null;
      const vad = vadRef.current;
      vadRef.current = null;
      void vad?.destroy().catch(() => undefined);
    };
  }, [enabled, handleSpeechEnd, startRecognitionFallback, cancelUpload]);

  const setMuted = useCallback(
    (muted: boolean) => {
      mutedRef.current = muted;
      if (muted) cancelUpload();
      const vad = vadRef.current;
      if (!vad) return;
      setStatus(muted ? 'muted' : 'listening');
      void (muted ? vad.pause() : vad.start()).catch(() => setStatus('failed'));
    },
    [cancelUpload],
  );

  const failure = status === 'denied' || status === 'missing' || status === 'failed' ? MIC_MESSAGES[status] : null;
  return { status, setMuted, notice: failure ?? notice, dismissNotice: () => setNotice(null) };
}
