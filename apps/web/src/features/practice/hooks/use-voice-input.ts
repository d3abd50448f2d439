import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSpeechToTextMode } from '../api/speech-config';
import { transcribeSpeech } from '../api/session-api';
import { hasBrowserRecognition, startBrowserRecognition } from '../lib/browser-recognition';
import { MIC_MESSAGES, VoiceInput, type VoiceInputCallbacks, type VoiceInputDeps } from '../live/voice-input';

export type VoiceInputOptions = VoiceInputCallbacks & {
  /** Voice is wanted and the session can take turns. */
  enabled: boolean;
};

/** Where the VAD model, its worklet and onnxruntime's WebAssembly are served (vite/vad-assets.ts). */
const VAD_ASSET_BASE = '/vad/';

/** The browser's microphone, Silero VAD (shipped in @ricky0123/vad-web, served by us) and recognisers. */
const browserVoice: VoiceInputDeps = {
  openDetector: async (onFrame) => {
    if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
    const { MicVAD } = await import('@ricky0123/vad-web');
    // The detector only scores frames here; where utterances start and end is ours to decide.
    return MicVAD.new({
      baseAssetPath: VAD_ASSET_BASE,
      onnxWASMBasePath: VAD_ASSET_BASE,
      model: 'legacy',
      startOnLoad: false,
      onFrameProcessed: (probabilities, frame) => onFrame(probabilities.isSpeech, frame),
    });
  },
  sttMode: getSpeechToTextMode,
  transcribe: transcribeSpeech,
  startRecognition: startBrowserRecognition,
  hasRecognition: hasBrowserRecognition,
  now: () => performance.now(),
};

/** The rep's voice (live/voice-input.ts) for a component: listening while `enabled`. */
export function useVoiceInput({ enabled, isBuyerActive, onBargeIn, onUtterance, speech }: VoiceInputOptions) {
  const [voice] = useState(() => new VoiceInput(browserVoice));
  // Declared first, so the callbacks are in place before listening starts.
  useEffect(() => {
    voice.setCallbacks({ isBuyerActive, onBargeIn, onUtterance, speech });
  });
  useEffect(() => {
    if (!enabled) return;
    voice.start();
    return () => voice.stop();
  }, [voice, enabled]);
  const { status, notice } = useSyncExternalStore(voice.subscribe, voice.getSnapshot);

  const failure = status === 'denied' || status === 'missing' || status === 'failed' ? MIC_MESSAGES[status] : null;
  return { status, setMuted: voice.setMuted, notice: failure ?? notice, dismissNotice: voice.dismissNotice };
}
