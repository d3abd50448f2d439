// word-extractor ships no types; this is the part of its API the document worker uses.
declare module 'word-extractor' {
  type WordDocument = {
    getBody(options?: { filterUnicode?: boolean }): string;
    getFootnotes(options?: { filterUnicode?: boolean }): string;
    getTextboxes(options?: {
      filterUnicode?: boolean;
      includeHeadersAndFooters?: boolean;
      includeBody?: boolean;
    }): string;
  };
  export default class WordExtractor {
    extract(source: Buffer): Promise<WordDocument>;
  }
}
