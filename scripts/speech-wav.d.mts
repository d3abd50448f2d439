/** A spoken line as a looping fake-microphone WAV; returns its path. */
export function speechWav(line: string, options?: { leadSeconds?: number; tailSeconds?: number }): string;
