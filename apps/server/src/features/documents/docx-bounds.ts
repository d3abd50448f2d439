import yauzl from 'yauzl';

/** What a DOCX may declare before anything is inflated (QUALITY "Documents"). */
export const DOCX_BOUNDS = {
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxEntries: 1_000,
} as const;

export type DocxCheck = 'ok' | 'not_word' | 'too_big' | 'corrupt';

const ZIP_OPTIONS = { lazyEntries: true, autoClose: true, validateEntrySizes: true } as const;

/**
 * A zip from a file read in place (the server's check: only the directory is read) or from
 * bytes already in memory (the worker's, which reads its file whole: a worker terminated past
 * its deadline must not leave a file descriptor open behind it).
 */
function openZip(source: string | Buffer, done: (err: Error | null, zip: yauzl.ZipFile) => void): void {
  if (typeof source === 'string') yauzl.open(source, ZIP_OPTIONS, done);
  else yauzl.fromBuffer(source, ZIP_OPTIONS, done);
}

/**
 * Reads the zip's central directory only (no entry is inflated), in place from the uploaded file
 * (read-upload.ts), and checks the declared entry count and total uncompressed size against the
 * bounds, and that it is a Word document at all. A zip that lies about its sizes is stopped later
 * by the worker's memory cap.
 */
export function checkDocxBounds(source: string | Buffer): Promise<DocxCheck> {
  return new Promise((resolve) => {
    openZip(source, (err, zip) => {
      if (err) return resolve('corrupt');
      if (zip.entryCount > DOCX_BOUNDS.maxEntries) {
        zip.close();
        return resolve('too_big');
      }
      let declared = 0;
      let hasDocument = false;
      let settled = false;
      const finish = (result: DocxCheck) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(result);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        if (entry.fileName === 'word/document.xml') hasDocument = true;
        if (declared > DOCX_BOUNDS.maxUncompressedBytes) return finish('too_big');
        zip.readEntry();
      });
      zip.on('end', () => finish(hasDocument ? 'ok' : 'not_word'));
      zip.on('error', () => finish('corrupt'));
      zip.readEntry();
    });
  });
}

/**
 * Inflates every entry into nothing, checking that none yields more than its central directory
 * declared (yauzl's size validation) and that the total stays in bounds. The worker runs this
 * before mammoth, so a zip that lies about its sizes is refused before any string is built from
 * it: a single huge allocation is the one thing a worker's heap cap cannot stop cleanly.
 */
export function inflatedSizesHold(source: string | Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    openZip(source, (err, zip) => {
      if (err) return resolve(false);
      if (zip.entryCount > DOCX_BOUNDS.maxEntries) {
        zip.close();
        return resolve(false);
      }
      let total = 0;
      let settled = false;
      const finish = (ok: boolean) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(ok);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return finish(false);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > DOCX_BOUNDS.maxUncompressedBytes) {
              stream.destroy();
              finish(false);
            }
          });
          stream.on('error', () => finish(false));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => finish(true));
      zip.on('error', () => finish(false));
      zip.readEntry();
    });
  });
}
