// Word-level helpers shared by the metrics and the skill signals.

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Words that carry no topic on their own; used when checking whether the rep echoes the buyer. */
const STOP_WORDS = new Set(
  (
    'a an the and or but if so to of in on at for with from by as is are was were be been being it its ' +
    'this that these those i you we they he she me my your our their us them do does did have has had ' +
    'can could would should will shall may might must not no yes just really very about what how why when ' +
    'where who which there here then than also more most some any all one get got go going like know think ' +
    "well okay ok right yeah sure thing things lot much many make made want need say said tell let's it's " +
    "i'm you're we're that's don't can't won't what's there's"
  ).split(' '),
);

export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

/** A short, verbatim-looking excerpt of what someone said, for coaching copy ("You said …"). */
export function snippet(text: string, maxWords = 10): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  const clipped = parts
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,.;:!?]+$/u, '');
  return parts.length > maxWords ? `${clipped}…` : clipped;
}
