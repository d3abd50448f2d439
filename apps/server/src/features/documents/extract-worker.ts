import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { inflatedSizesHold } from './docx-bounds';
import type { DocumentKind } from './file-type';

/** What the pool hands the worker: where the uploaded file is, not its bytes. */
export type ExtractJob = { kind: DocumentKind; path: string; maxPages: number; maxChars: number };
export type ExtractResult =
  { ok: true; text: string; pagesRead: number } | { ok: false; reason: 'unreadable' | 'too_complex' };

class TooComplex extends Error {}

// A worker reads one file after another, each sent as a message and answered with one; the pool
// gives it a memory cap and a deadline per file, and terminates it when either is exceeded.
// Libraries load lazily, once per worker: a worker that only saw DOCX files never loads pdf.js.

async function readPdf(bytes: Uint8Array, maxPages: number, maxChars: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  const parts: string[] = [];
  let length = 0;
  let pagesRead = 0;
  // The page cap: a page tree that references one page thousands of times is read 50 times at most.
  const pages = Math.min(pdf.numPages, maxPages);
  for (let n = 1; n <= pages && length < maxChars; n++) {
    let pageText = '';
    try {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) pageText += item.str + (item.hasEOL ? '\n' : ' ');
      }
      page.cleanup();
    } catch {
      // A broken page (or a page tree that loops) ends the reading; what was read is kept.
      break;
    }
    pagesRead++;
    parts.push(pageText);
    length += pageText.length;
  }
  await loading.destroy();
  return { text: parts.join('\n\n'), pagesRead };
}

async function readDocx(buffer: Buffer) {
  if (!(await inflatedSizesHold(buffer))) throw new TooComplex();
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({ buffer });
  return { text: result.value, pagesRead: 0 };
}

async function readDoc(buffer: Buffer) {
  const WordExtractor = (await import('word-extractor')).default;
  const doc = await new WordExtractor().extract(buffer);
  const text = [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false }), doc.getFootnotes()].join('\n\n');
  return { text, pagesRead: 0 };
}

async function run(job: ExtractJob): Promise<ExtractResult> {
  try {
    // Read whole and at once (at most 10 MB, in this worker): a worker terminated past its
    // deadline cannot leave a descriptor open, as one reading the file bit by bit could.
    const bytes = fs.readFileSync(job.path);
    const read =
      job.kind === 'pdf'
        ? await readPdf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), job.maxPages, job.maxChars)
        : job.kind === 'docx'
          ? await readDocx(bytes)
          : await readDoc(bytes);
    return { ok: true, text: read.text.slice(0, job.maxChars), pagesRead: read.pagesRead };
  } catch (error) {
    return { ok: false, reason: error instanceof TooComplex ? 'too_complex' : 'unreadable' };
  }
}

if (parentPort) {
  const port = parentPort;
  // The pool sends the next file only once this one is answered.
  port.on('message', (job: ExtractJob) => void run(job).then((result) => port.postMessage(result)));
}
