// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses an unpaired surrogate (text
// quietly turns it into U+FFFD). With the `u` flag the range matches only unpaired halves.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

/**
 * Where a value holds text the database cannot store: the dotted path of one such string
 * (or key), '' for the value itself, or null when all of it is storable. Iterative, so a deeply
 * nested value cannot overflow the stack.
 */
export function unstorableTextAt(value: unknown): string | null {
  type Step = { value: unknown; key: string; parent: Step | null };
  // Each step points at its parent, so the path is only spelled out for the value that is found.
  const pathOf = (step: Step | null): string => {
    const keys: string[] = [];
    for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Step[] = [{ value, key: '', parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(step);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return pathOf(step);
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}
