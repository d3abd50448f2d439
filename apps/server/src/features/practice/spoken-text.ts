// A language model writes for a screen; the buyer's reply is heard and read as a transcript.
// This filter turns streamed model text into plain spoken text: markdown markers, list and
// heading markers, code fences and stage directions ("*sighs*", "[pauses]", "(laughs)") go,
// words and ordinary punctuation stay, and "3*4" stays arithmetic. It works chunk by chunk:
// whatever it cannot decide yet (an opening asterisk waiting for its closer, a "1" at the start of
// a line that may become "1. ") is held until it can, so any split of the same text gives the
// same result.

/** First words that make a bracketed or starred aside a stage direction rather than speech. */
const STAGE_WORDS = new Set(
  (
    'sigh sighs sighing laugh laughs laughing laughter chuckle chuckles chuckling pause pauses pausing ' +
    'smile smiles smiling grin grins grinning nod nods nodding shrug shrugs shrugging lean leans leaning ' +
    'clears cough coughs coughing groan groans frown frowns frowning scoff scoffs sips exhales inhales ' +
    'winces hesitates hesitating thinks thinking scratches rubs taps drums looks glances checks silence ' +
    'beat static typing rustling sarcastically skeptically thoughtfully laughingly'
  ).split(' '),
);
/** How far an aside may run before its opening marker is taken for a stray character. */
const MAX_ASIDE = 160;

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && /\d/.test(c);
const PUNCTUATION = /^[.,;:!?]/;

// At the start of a line: text that may still grow into a marker, and the markers themselves.
const MARKER_PREFIX =
  /^(?:#{1,6}|[-*+•]|\d{1,2}[.)]?|`{1,2}|~{1,2}|-+|\*+|_+|(?:---+|\*\*\*+|___+)[ \t]*|(?:```|~~~)[^\n]*)$/;
const FENCE_OR_RULE = /^(?:(?:```|~~~)[^\n]*|(?:---+|\*\*\*+|___+)[ \t]*)(?:\n|$)/;
const HEADING_OR_QUOTE = /^(?:#{1,6}[ \t]+|>[ \t]*)/;
const LIST_MARKER = /^(?:[-*+•]|\d{1,2}[.)])[ \t]+/;
const PLAIN = /[^\s*_`~[\]()]+/y;

type Scan = number | 'need-more';

export class SpokenTextFilter {
  private buffer = '';
  private output = '';
  /** Everything emitted so far ends with this character ('' before the first word). */
  private last = '';
  /** The raw character before the one being read: emphasis markers depend on it. */
  private previous = '';
  private lineStart = true;
  private space = false;
  private lineBreak = false;
  /** The line being read started with a list marker; so did the line of the last words emitted. */
  private listItem = false;
  private listBefore = false;
  /** An aside was just dropped: punctuation that doubles what came before it goes too. */
  private dropped = false;

  /** Feeds a chunk of model text; returns the spoken text it settles (possibly empty). */
  push(chunk: string): string {
    this.buffer += chunk;
    return this.drain(false);
  }

  /** Settles whatever was held: call once the model has finished. */
  flush(): string {
    return this.drain(true);
  }

  private drain(final: boolean): string {
    const text = this.buffer;
    let i = 0;
    while (i < text.length) {
      const next = this.step(text, i, final);
      if (next === 'need-more') break;
      this.previous = text[next - 1] ?? this.previous;
      i = next;
    }
    this.buffer = text.slice(i);
    const settled = this.output;
    this.output = '';
    return settled;
  }

  private step(s: string, i: number, final: boolean): Scan {
    const c = s[i]!;
    if (c === '\n' || c === '\r') {
      this.lineBreak ||= this.last !== '';
      this.lineStart = true;
      this.listItem = false;
      return i + 1;
    }
    if (this.lineStart) return this.lineMarker(s, i, final);
    if (isSpace(c)) {
      this.space = true;
      return i + 1;
    }
    switch (c) {
      case '*':
      case '_':
        return this.emphasis(s, i, final, c);
      case '`':
        return runEnd(s, i, '`');
      case '~': {
        const end = runEnd(s, i, '~');
        if (end === s.length && !final) return 'need-more';
        if (end - i === 1) this.emit('~');
        return end;
      }
      case '[':
        return this.bracket(s, i, final);
      case ']':
        return i + 1;
      case '(':
        return this.parenthesis(s, i, final);
      default: {
        PLAIN.lastIndex = i;
        const match = PLAIN.exec(s);
        const end = match ? i + match[0].length : i + 1;
        this.emit(s.slice(i, end));
        return end;
      }
    }
  }

  private lineMarker(s: string, i: number, final: boolean): Scan {
    const indent = /^[ \t]*/.exec(s.slice(i))![0].length;
    if (indent > 0) return i + indent;
    const rest = s.slice(i);
    if (!final && MARKER_PREFIX.test(rest)) return 'need-more';
    this.lineStart = false;
    const fence = FENCE_OR_RULE.exec(rest);
    if (fence) {
      this.lineStart = true;
      return i + fence[0].length;
    }
    const heading = HEADING_OR_QUOTE.exec(rest);
    if (heading) return i + heading[0].length;
    const item = LIST_MARKER.exec(rest);
    if (item) {
      this.listItem = true;
      return i + item[0].length;
    }
    return i;
  }

  /** A run of * or _: emphasis around words (kept), a starred stage direction (dropped), or arithmetic. */
  private emphasis(s: string, i: number, final: boolean, marker: '*' | '_'): Scan {
    const end = runEnd(s, i, marker);
    if (end === s.length && !final) return 'need-more';
    const length = end - i;
    const after = s[end];
    if (!isWordChar(this.previous) && after !== undefined && !isSpace(after)) {
      const close = findCloser(s, end, marker, length, final);
      if (close === 'need-more') return 'need-more';
      if (close !== null) {
        const inner = s.slice(end, close);
        const follower = nextVisible(s, close + length, final);
        if (follower === null) return 'need-more';
        if (marker === '*' && length === 1 && this.isStageDirection(inner, follower)) this.drop();
        else this.emit(toSpokenText(inner));
        return close + length;
      }
    }
    if (marker === '_' && isWordChar(this.previous) && isWordChar(after)) {
      this.emit(s.slice(i, end));
      return end;
    }
    if (marker === '*' && length === 1 && isDigit(this.last)) {
      const operand = nextVisible(s, end, final);
      if (operand === null) return 'need-more';
      if (isDigit(operand)) this.emit('*');
    }
    return end;
  }

  /** [an aside] goes; [a link](url) keeps its words. */
  private bracket(s: string, i: number, final: boolean): Scan {
    const close = findChar(s, i + 1, ']', final);
    if (close === 'need-more') return 'need-more';
    if (close === null) return i + 1;
    if (close + 1 === s.length && !final) return 'need-more';
    if (s[close + 1] === '(') {
      const target = findChar(s, close + 2, ')', final);
      if (target === 'need-more') return 'need-more';
      if (target !== null) {
        this.emit(toSpokenText(s.slice(i + 1, close)));
        return target + 1;
      }
    }
    this.drop();
    return close + 1;
  }

  /** (laughs) goes; (about forty hours) stays. */
  private parenthesis(s: string, i: number, final: boolean): Scan {
    const word = /\(\s*([\p{L}]*)/uy;
    word.lastIndex = i;
    const match = word.exec(s)!;
    if (i + match[0].length === s.length && !final) return 'need-more';
    if (STAGE_WORDS.has(match[1]!.toLowerCase())) {
      const close = findChar(s, i + 1, ')', final);
      if (close === 'need-more') return 'need-more';
      if (close !== null) {
        this.drop();
        return close + 1;
      }
    }
    this.emit('(');
    return i + 1;
  }

  /**
   * A starred aside is a stage direction when it starts with a stage word, or when it stands
   * before a sentence of its own ("*leans back* Well…") rather than inside one ("*Really* good").
   */
  private isStageDirection(inner: string, follower: string): boolean {
    const first = /[\p{L}']+/u.exec(inner)?.[0] ?? '';
    if (STAGE_WORDS.has(first.toLowerCase())) return true;
    const sentenceStart = this.last === '' || this.lineBreak || /[.!?…:]/.test(this.last);
    return sentenceStart && (/^\p{Ll}/u.test(first) || follower === '' || /\p{Lu}/u.test(follower));
  }

  private drop() {
    this.dropped = true;
  }

  private emit(raw: string) {
    let text = raw;
    if (this.dropped && (this.last === '' || PUNCTUATION.test(this.last))) text = text.replace(/^[.,;:!?]+/, '');
    if (text === '') return;
    let separator = '';
    if (this.last !== '') {
      if (this.lineBreak) separator = !isWordChar(this.last) ? ' ' : this.listItem && this.listBefore ? ', ' : '. ';
      else if (this.space && !(this.dropped && PUNCTUATION.test(text))) separator = ' ';
    }
    this.output += separator + text;
    this.last = text.at(-1)!;
    this.space = false;
    this.lineBreak = false;
    this.dropped = false;
    this.listBefore = this.listItem;
  }
}

function runEnd(s: string, i: number, char: string): number {
  let end = i;
  while (s[end] === char) end++;
  return end;
}

/** Where a closing run of `length` markers starts, on the same line and not too far away. */
function findCloser(
  s: string,
  from: number,
  marker: string,
  length: number,
  final: boolean,
): number | null | 'need-more' {
  let j = from;
  while (j < s.length && j - from <= MAX_ASIDE && s[j] !== '\n') {
    if (s[j] !== marker) {
      j++;
      continue;
    }
    const end = runEnd(s, j, marker);
    if (end === s.length && !final) return 'need-more';
    if (end - j === length && !isSpace(s[j - 1]) && !isWordChar(s[end])) return j;
    j = end;
  }
  return j >= s.length && j - from <= MAX_ASIDE && !final ? 'need-more' : null;
}

/** The next character on this line that is not a space: '' at the end of the line or text, null if not seen yet. */
function nextVisible(s: string, from: number, final: boolean): string | null {
  const match = /[^ \t]/.exec(s.slice(from));
  if (!match) return final ? '' : null;
  return match[0] === '\n' || match[0] === '\r' ? '' : match[0];
}

function findChar(s: string, from: number, char: string, final: boolean): number | null | 'need-more' {
  for (let j = from; j < s.length && j - from <= MAX_ASIDE; j++) {
    if (s[j] === char) return j;
    if (s[j] === '\n') return null;
  }
  return s.length - from <= MAX_ASIDE && !final ? 'need-more' : null;
}

/** The whole of a text, filtered at once. */
export function toSpokenText(text: string): string {
  const filter = new SpokenTextFilter();
  return filter.push(text) + filter.flush();
}
