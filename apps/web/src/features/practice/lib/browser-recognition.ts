/** The slice of the Web Speech API we use (TypeScript's DOM library does not declare it). */
type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>;
type RecognitionEvent = { resultIndex: number; results: RecognitionResultList };
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export const hasBrowserRecognition = (): boolean => recognitionConstructor() !== null;

export type BrowserRecognizer = { stop: () => void };

/**
 * Continuous recognition by the browser itself, used when the server has no speech-to-text
 * engine. Each final phrase is handed over; it restarts itself after the pauses that end it.
 */
export function startBrowserRecognition(
  onPhrase: (text: string) => void,
  onFailure: (reason: string) => void,
): BrowserRecognizer | null {
  const Constructor = recognitionConstructor();
  if (!Constructor) return null;
  let stopped = false;
  const recognition = new Constructor();
  recognition.lang = navigator.language || 'en-US';
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0]?.transcript.trim();
      if (result?.isFinal && text) onPhrase(text);
    }
  };
  recognition.onerror = (event) => {
    if (event.error === 'not-allowed' || event.error === 'service-not-allowed' || event.error === 'network') {
      stopped = true;
      onFailure(event.error);
    }
  };
  recognition.onend = () => {
    if (!stopped) recognition.start();
  };
  recognition.start();
  return {
    stop: () => {
      stopped = true;
      recognition.stop();
    },
  };
}
