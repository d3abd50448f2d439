import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, LIMITS } from '@buyerlab/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { multipartError } from '../../lib/multipart-errors';
import { createUploadDir, removeUploadDir, spoolToFile, UploadStorageError, type SpooledFile } from './upload-spool';

/** One uploaded file, on disk: its path, size and first bytes (for the type check). */
export type IncomingFile = SpooledFile & { rawName: string };
/** An upload whose files sit in `dir` until `discardUpload` removes it. */
export type Upload = { files: IncomingFile[]; sessionId: string | null; dir: string };

const UPLOAD_MESSAGES = {
  notMultipart: 'Send the documents as multipart form data, each in a field named "file".',
  badSessionId: 'session_id must be the id of one of your sessions.',
} as const;

/** Parser limits of one upload: the 10 MB per file is enforced by busboy as the bytes arrive. */
const PARSER_LIMITS = {
  fileSize: LIMITS.maxUploadBytes,
  files: DOCUMENT_LIMITS.maxFilesPerUpload,
  fields: 4,
  fieldSize: 1_000,
  fieldNameSize: 100,
  parts: DOCUMENT_LIMITS.maxFilesPerUpload + 4,
  headerPairs: 50,
};

const PARSER_MESSAGES = {
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  tooManyFiles: DOCUMENT_MESSAGES.tooManyFiles,
  notMultipart: UPLOAD_MESSAGES.notMultipart,
};

/**
 * Reads the multipart body: every `file` part streamed to its own file in a new folder under
 * `root` (at most 10 MB each, at most 5 files; docs/hardening.md, "Uploads"), and the optional
 * `session_id` field. A file over the limit stops the reading at once with the message of
 * docs/product.md#document-rules. When this throws, the folder is already gone; otherwise the
 * caller removes it with `discardUpload` once the upload is answered.
 */
export async function readUpload(request: FastifyRequest, root: string): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart);
  const files: IncomingFile[] = [];
  let sessionField: string | null = null;
  let dir: string | null = null;
  try {
    dir = await createUploadDir(root);
    for await (const part of request.parts({ limits: PARSER_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'session_id' && typeof part.value === 'string') sessionField = part.value.trim() || null;
        continue;
      }
      if (part.fieldname !== 'file') {
        // Not ours to keep, but it must be read for the parts after it to arrive.
        await finished(part.file.resume());
        continue;
      }
      const spooled = await spoolToFile(part.file, path.join(dir, String(files.length)));
      if (part.file.truncated) throw new AppError('payload_too_large', DOCUMENT_MESSAGES.tooLarge);
      files.push({ ...spooled, rawName: part.filename });
    }
    if (files.length === 0) throw new AppError('validation_failed', DOCUMENT_MESSAGES.noFile);
    const sessionId = sessionField === null ? null : z.uuid().safeParse(sessionField);
    if (sessionId && !sessionId.success) throw new AppError('validation_failed', UPLOAD_MESSAGES.badSessionId);
    return { files, sessionId: sessionId?.data ?? null, dir };
  } catch (error) {
    if (dir) await removeUploadDir(dir);
    if (error instanceof UploadStorageError) {
      // Our disk, not the client's body: 503, and worth an operator's look.
      request.log.error({ err: error.cause }, error.message);
      throw new AppError('service_unavailable', DOCUMENT_MESSAGES.uploadFailed, { 'retry-after': '5' }, error);
    }
    throw multipartError(error, PARSER_MESSAGES);
  }
}

/** Removes an upload's files; every answered upload calls this, whatever the answer. */
export const discardUpload = (upload: Upload) => removeUploadDir(upload.dir);
