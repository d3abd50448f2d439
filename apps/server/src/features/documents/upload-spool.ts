import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes of a file kept in memory for the type check (file-type.ts reads at most 8). */
export const HEAD_BYTES = 16;

/**
 * An upload folder older than this belongs to no request any more (a request has 30 s to send
 * its body, and reading it is bounded by the reader's deadline): a server stopped mid-upload left
 * it. Younger ones may belong to another process sharing DATA_DIR, so they are left alone.
 */
export const STALE_UPLOAD_MS = 60 * 60_000;

export type SpooledFile = { path: string; size: number; head: Buffer };

/** Our own disk failed (full, read-only, no permission): not the client's fault. */
export class UploadStorageError extends Error {
  constructor(cause: unknown) {
    super('an upload could not be written to disk', { cause });
    this.name = 'UploadStorageError';
  }
}

/** The folder all uploads of this server are written under (docs/hardening.md, "Uploads"). */
export const uploadsRoot = (dataDir: string) => path.join(path.resolve(dataDir), 'uploads');

/** A new private folder for one upload request; its files are named by their position only. */
export async function createUploadDir(root: string): Promise<string> {
  try {
    await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
    return await fs.promises.mkdtemp(path.join(root, 'upload-'));
  } catch (error) {
    throw new UploadStorageError(error);
  }
}

export async function removeUploadDir(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 2 });
}

/**
 * Writes a stream to a new file as it arrives, keeping only its first bytes in memory. The
 * stream's own limits (busboy's file size) still apply; an error on either side rejects (a
 * failing disk as UploadStorageError), and the caller removes the folder.
 */
export async function spoolToFile(source: Readable, filePath: string): Promise<SpooledFile> {
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        // A copy: a slice would keep the whole chunk alive.
        const piece = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
        head.push(piece);
        headLength += piece.length;
      }
      done(null, chunk);
    },
  });
  const sink = fs.createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, tap, sink);
  } catch (error) {
    // The sink's own error is the disk's; anything else came with the request (a drop, a limit).
    throw sink.errored ? new UploadStorageError(sink.errored) : error;
  }
  return { path: filePath, size, head: Buffer.concat(head) };
}

/** Removes upload folders a stopped server left behind (older than STALE_UPLOAD_MS). */
export async function sweepStaleUploads(root: string, now = Date.now()): Promise<void> {
  const names = await fs.promises.readdir(root).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const dir = path.join(root, name);
      const stat = await fs.promises.stat(dir).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_UPLOAD_MS) await removeUploadDir(dir).catch(() => undefined);
    }),
  );
}
