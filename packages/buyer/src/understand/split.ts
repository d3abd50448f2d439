import { hashString } from '../rng/prng';

/**
 * The held-out fifth of the corpus: chosen by a hash of the line's text, so it stays the same
 * lines however the files are ordered or grown. The shipped model never trains on it.
 */
export function isHeldOut(text: string): boolean {
  return hashString(text.trim().toLowerCase(), 0x5eed) % 5 === 0;
}
