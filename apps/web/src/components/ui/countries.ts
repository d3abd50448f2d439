import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';

export type Country = {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  /** Calling code digits, without the plus sign. */
  dialCode: string;
  flag: string;
};

// Several countries share a calling code; a bare dial code shows the country most people mean.
const PRIMARY_BY_DIAL_CODE: Record<string, string> = { '1': 'US', '7': 'RU', '44': 'GB', '61': 'AU', '47': 'NO' };

/** Every country with a calling code, from the countries-list package, sorted by name. */
export const COUNTRIES: readonly Country[] = (
  Object.entries(countryData) as [TCountryCode, { name: string; phone: number[] }][]
)
  .flatMap(([code, c]) => {
    const dial = c.phone[0];
    return dial === undefined ? [] : [{ code, name: c.name, dialCode: String(dial), flag: getEmojiFlag(code) }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export function findCountryByDialCode(dialCode: string, preferredCode?: string): Country | undefined {
  const matches = COUNTRIES.filter((c) => c.dialCode === dialCode);
  const preferred = preferredCode ?? PRIMARY_BY_DIAL_CODE[dialCode];
  return matches.find((c) => c.code === preferred) ?? matches[0];
}

/**
 * Case-insensitive match on name, two-letter code or dial code ("+91", "91", "in", "ind"); exact
 * code or dial-code matches first, then names that start with the query, then the rest.
 */
export function searchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...COUNTRIES];
  const digits = q.replace(/^\+/, '');
  const isDial = /^\d+$/.test(digits);
  const ranked: [number, Country][] = [];
  for (const c of COUNTRIES) {
    const name = c.name.toLowerCase();
    let rank: number | undefined;
    if (isDial) {
      if (c.dialCode === digits) rank = 0;
      else if (c.dialCode.startsWith(digits)) rank = 1;
    } else if (c.code.toLowerCase() === q) rank = 0;
    else if (name.startsWith(q)) rank = 1;
    else if (name.includes(q)) rank = 2;
    if (rank !== undefined) ranked.push([rank, c]);
  }
  // Array.prototype.sort is stable, so each rank stays in alphabetical order.
  return ranked.sort((a, b) => a[0] - b[0]).map(([, c]) => c);
}
