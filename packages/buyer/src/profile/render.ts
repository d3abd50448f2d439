// Placeholder filling and spoken formatting. Replies are read aloud by TTS, so numbers are
// written the way a person says them ("62 percent", "450 thousand dollars").

export type Vars = Record<string, string>;

export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function spokenMoneyK(k: number): string {
  if (k >= 1000) return `${round(k / 1000, 1)} million`;
  return `${Math.round(k / 10) * 10} thousand`;
}

export function spokenRangeK(minK: number, maxK: number, currencyWord: string): string {
  if (minK >= 1000 && maxK >= 1000)
    return `between ${round(minK / 1000, 1)} and ${round(maxK / 1000, 1)} million ${currencyWord}`;
  return `between ${spokenMoneyK(minK)} and ${spokenMoneyK(maxK)} ${currencyWord}`;
}

export function displayMoneyK(k: number): string {
  return k >= 1000 ? `$${round(k / 1000, 1)}M` : `$${Math.round(k / 10) * 10}k`;
}

export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 line", "14 lines": a small plant may run a single line. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
