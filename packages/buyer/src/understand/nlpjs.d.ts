// The parts of nlp.js we use ship without type declarations.
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stem(word: string): string;
  }
  export class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
}
