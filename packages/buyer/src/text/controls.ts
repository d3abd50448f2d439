// Untrusted text (an upload, a Google profile, a file name) loses its control characters here, and
// only here.

/** Control characters (C0, DEL, C1) other than the spacing ones: tab, line feed, vertical tab, form feed, return. */
// Control characters are exactly what these match.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Characters that change how text shows without showing: zero-width ones, direction marks, bidi embeddings, overrides and isolates. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

export type StripOptions = {
  /** What each stripped character becomes: nothing (the default) or, say, a space. */
  replacement?: string;
  /** Strip the invisible formatting characters too (a file name shown reversed, hidden words). */
  invisible?: boolean;
};

/** Removes control characters, keeping the spacing ones (tab, line breaks) for the caller to collapse. */
export function stripControls(text: string, { replacement = '', invisible = false }: StripOptions = {}): string {
  const visible = text.replace(CONTROLS, replacement);
  return invisible ? visible.replace(INVISIBLE, replacement) : visible;
}

/** Whether any control character (spacing ones included) is in the text: for values refused, not cleaned. */
export const hasControls = (text: string): boolean => ANY_CONTROL.test(text);
