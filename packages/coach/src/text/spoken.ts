import { splitSentences, type Sentence } from './sentences.js';

// Speech-to-text gives one unpunctuated run of words per turn. The coach needs sentences to see a
// question as a question, so a spoken turn without sentence punctuation is cut where a new
// sentence plainly starts (a question opener after a full clause), and each piece ends in "?" or
// "." for analysis. The pieces stay verbatim substrings of the message: quotes are cut from them.

const QUESTION_START =
  /^(?:what|how|why|when|where|who|which|do you|does|did you|are you|is there|is it|is that|can you|can we|could you|could we|would you|would it|will you|have you|should we|tell me|walk me)\b/i;
const QUESTION_SHAPE =
  /^(?:so,?\s+|and,?\s+|okay,?\s+|but,?\s+)?(?:what|how|why|when|where|who|which|do|does|did|is|are|can|could|would|will|have|has|should|tell me|walk me|talk me)\b/i;
const MIN_WORDS_BEFORE_CUT = 4;

export type AnalysedSentence = Sentence & {
  /** The text the signals are read from: the sentence itself, or with its restored punctuation. */
  analysed: string;
};

const hasSentencePunctuation = (text: string): boolean => /[.?!…]/.test(text);

/** Cuts an unpunctuated spoken turn before each question opener that follows a full clause. */
function cutSpoken(text: string): Sentence[] {
  const out: Sentence[] = [];
  const word = /\S+/g;
  let start = text.search(/\S/);
  if (start < 0) return out;
  let wordsSince = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    if (m.index > start && wordsSince >= MIN_WORDS_BEFORE_CUT && QUESTION_START.test(text.slice(m.index))) {
      out.push({ text: text.slice(start, m.index).trim(), start });
      start = m.index;
      wordsSince = 0;
    }
    wordsSince++;
  }
  out.push({ text: text.slice(start).trim(), start });
  return out.filter((s) => s.text.length > 0);
}

/**
 * The sentences of a message as analysed. Typed or punctuated text is split as written; a spoken
 * turn without punctuation gets it back, so "what does a changeover cost you" reads as a question.
 */
export function sentencesForAnalysis(text: string, spoken: boolean): AnalysedSentence[] {
  if (!spoken || hasSentencePunctuation(text)) return splitSentences(text).map((s) => ({ ...s, analysed: s.text }));
  return cutSpoken(text).map((s) => {
    const bare = s.text.replace(/[,;:\s]+$/u, '');
    return { ...s, analysed: `${bare}${QUESTION_SHAPE.test(bare) ? '?' : '.'}` };
  });
}
