/** A spoken line as a looping fake-microphone WAV; returns its path. */
export function speechWav(line: string, options?: { leadSeconds?: number; tailSeconds?: number }): string;
/** Lines to say and seconds of silence between them, as one looping fake-microphone WAV; returns its path. */
export function speechWavParts(
  parts: (string | number)[],
  options?: { leadSeconds?: number; tailSeconds?: number },
): string;
