import type { MicVAD } from '@ricky0123/vad-web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { transcribeSpeech } from '../api/session-api';
import type { SpeechStreamer, SpeechUpload } from './use-live-session';
import { createTurnTaking, settleUtterance, type TurnAction, type TurnTaking } from '../lib/turn-taking';
import { getSpeechToTextMode } from '../api/speech-config';
import { hasBrowserRecognition, startBrowserRecognition, type BrowserRecognizer } from '../lib/browser-recognition';
import { markTiming } from '../lib/timing';
import { encodeWav } from '../lib/wav';

export type MicStatus =
  'starting' | 'listening' | 'hearing' | 'transcribing' | 'muted' | 'denied' | 'missing' | 'failed';

export type VoiceInputOptions = {
  /** Voice is wanted and the session can take turns. */
  enabled: boolean;
  /** The buyer is speaking, or about to (a turn is being answered): the rep's voice may be a backchannel. */
  isBuyerActive: () => boolean;
  /** The rep is interrupting the buyer (not a backchannel): stop its voice. */
  onBargeIn: () => void;
  onUtterance: (text: string, startedAt: Date, endedAt: Date) => void;
  /** Streams each utterance to the server's recogniser while it is spoken, when connected. */
  speech?: SpeechStreamer;
};

/** Where the VAD model, its worklet and onnxruntime's WebAssembly are served (vite/vad-assets.ts). */
const VAD_ASSET_BASE = '/vad/';
/** Audio kept from before the first voiced frame (the detector's own pre-speech padding: 800 ms). */
const PRE_SPEECH_FRAMES = 9;

/** An utterance being spoken: its audio so far (for the fallback upload) and its stream. */
type OpenUtterance = { frames: Float32Array[]; upload: SpeechUpload | null; startedAt: Date };

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
 * The rep's voice: Silero VAD (shipped in @ricky0123/vad-web, served by us) scores each audio
 * frame, and the turn-taking rules (lib/turn-taking.ts) decide from those scores and the
 * recogniser's words so far where an utterance starts, when the turn is over, and whether speech
 * over the buyer interrupts it or is only a backchannel. With the server recognising, the audio
 * streams to it over the live connection while the rep speaks, so the text is there almost as
 * soon as they stop; without a connection the recording is sent when the utterance ends. Without
 * a server recogniser the browser's own recognition listens. Typing always remains available.
 */
export function useVoiceInput({ enabled, isBuyerActive, onBargeIn, onUtterance, speech }: VoiceInputOptions) {
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
  const mutedRef = useRef(false);
  const turnsRef = useRef<TurnTaking | null>(null);
  const utteranceRef = useRef<OpenUtterance | null>(null);
  const recentFramesRef = useRef<Float32Array[]>([]);
  const callbacksRef = useRef({ isBuyerActive, onBargeIn, onUtterance, speech });
  /** Words heard arrive from the socket, outside any render: they go through the latest `act`. */
  const actRef = useRef<(actions: TurnAction[]) => void>(() => undefined);
  useEffect(() => {
    callbacksRef.current = { isBuyerActive, onBargeIn, onUtterance, speech };
  });

  const cancelUtterance = useCallback(() => {
    utteranceRef.current?.upload?.cancel();
    utteranceRef.current = null;
    turnsRef.current?.reset();
  }, []);

  const startRecognitionFallback = useCallback(() => {
    recognizerRef.current?.stop();
    let startedAt: Date | null = null;
    recognizerRef.current = startBrowserRecognition(
      (text) => {
        if (mutedRef.current) return;
        const endedAt = new Date();
        callbacksRef.current.onUtterance(text, startedAt ?? endedAt, endedAt);
        startedAt = null;
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

  /** The turn is over: what was said goes out as a turn, or is let go as a backchannel. */
  const finishUtterance = useCallback(
    async (utterance: OpenUtterance, end: Extract<TurnAction, { type: 'end' }>) => {
      markTiming('speech-last-voiced', end.lastVoicedAt);
      markTiming('speech-end');
      const endedAt = new Date(Date.now() - (performance.now() - end.lastVoicedAt));
      if (sttRef.current !== 'server') {
        setStatus(mutedRef.current ? 'muted' : 'listening');
        return;
      }
      setStatus('transcribing');
      // A stream that broke is not the rep's problem: the recording goes by request instead.
      const viaRequest = () => transcribeSpeech(encodeWav(joinFrames(utterance.frames)));
      try {
        let text: string;
        if (end.heard !== null) {
          // The recogniser's words already cover the whole utterance: its final answer would repeat them.
          utterance.upload?.cancel();
          text = end.heard;
        } else text = utterance.upload ? await utterance.upload.end().catch(viaRequest) : await viaRequest();
        markTiming('speech-text');
        switch (settleUtterance(text, end)) {
          case 'backchannel':
            markTiming('backchannel');
            break;
          case 'not-heard':
            setNotice(MIC_MESSAGES.notHeard);
            break;
          case 'interrupt-and-send':
            callbacksRef.current.onBargeIn();
            callbacksRef.current.onUtterance(text, utterance.startedAt, endedAt);
            break;
          case 'send':
            callbacksRef.current.onUtterance(text, utterance.startedAt, endedAt);
            break;
        }
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
        if (!utteranceRef.current) setStatus(mutedRef.current ? 'muted' : 'listening');
      }
    },
    [startRecognitionFallback],
  );

  /** Carries out what the turn-taking rules decided on a frame or on words heard. */
  const act = useCallback(
    (actions: TurnAction[]) => {
      for (const action of actions) {
        switch (action.type) {
          case 'start': {
            const frames = recentFramesRef.current.splice(0);
            const upload =
              sttRef.current === 'server'
                ? (callbacksRef.current.speech?.begin((text) => {
                    if (utteranceRef.current?.upload === upload) actRef.current(turnsRef.current?.heard(text) ?? []);
                  }) ?? null)
                : null;
            for (const frame of frames) upload?.push(frame);
            utteranceRef.current = { frames, upload, startedAt: new Date() };
            setStatus('hearing');
            setNotice(null);
            break;
          }
          case 'barge-in':
            callbacksRef.current.onBargeIn();
            break;
          case 'pause':
            utteranceRef.current?.upload?.pause();
            break;
          case 'misfire':
            utteranceRef.current?.upload?.cancel();
            utteranceRef.current = null;
            setStatus(mutedRef.current ? 'muted' : 'listening');
            break;
          case 'end': {
            const utterance = utteranceRef.current;
            utteranceRef.current = null;
            if (utterance) void finishUtterance(utterance, action);
            break;
          }
        }
      }
    },
    [finishUtterance],
  );

  useEffect(() => {
    actRef.current = act;
  }, [act]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    turnsRef.current = createTurnTaking();
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
        const [{ MicVAD }, stt] = await Promise.all([import('@ricky0123/vad-web'), getSpeechToTextMode()]);
        sttRef.current = stt;
        // The detector only scores frames here; where utterances start and end is ours to decide.
        const vad = await MicVAD.new({
          baseAssetPath: VAD_ASSET_BASE,
          onnxWASMBasePath: VAD_ASSET_BASE,
          model: 'legacy',
          startOnLoad: false,
          onFrameProcessed: (probabilities, frame) => {
            const turns = turnsRef.current;
            if (!turns || mutedRef.current) return;
            const utterance = utteranceRef.current;
            if (utterance) {
              utterance.frames.push(frame);
              utterance.upload?.push(frame);
            } else {
              const recent = recentFramesRef.current;
              recent.push(frame);
              if (recent.length > PRE_SPEECH_FRAMES) recent.shift();
            }
            act(turns.frame(probabilities.isSpeech, performance.now(), callbacksRef.current.isBuyerActive()));
          },
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
      cancelUtterance();
      turnsRef.current = null;
      recognizerRef.current?.stop();
      recognizerRef.current = null;
      const vad = vadRef.current;
      vadRef.current = null;
      void vad?.destroy().catch(() => undefined);
    };
  }, [enabled, act, startRecognitionFallback, cancelUtterance]);

  const setMuted = useCallback(
    (muted: boolean) => {
      mutedRef.current = muted;
      if (muted) cancelUtterance();
      const vad = vadRef.current;
      if (!vad) return;
      setStatus(muted ? 'muted' : 'listening');
      void (muted ? vad.pause() : vad.start()).catch(() => setStatus('failed'));
    },
    [cancelUtterance],
  );

  const failure = status === 'denied' || status === 'missing' || status === 'failed' ? MIC_MESSAGES[status] : null;
  return { status, setMuted, notice: failure ?? notice, dismissNotice: () => setNotice(null) };
}

function joinFrames(frames: Float32Array[]): Float32Array {
  const audio = new Float32Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const frame of frames) {
    audio.set(frame, at);
    at += frame.length;
  }
  return audio;
}
