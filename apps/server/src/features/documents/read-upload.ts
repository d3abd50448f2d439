import type { FastifyRequest } from 'fastify';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, LIMITS } from '@buyerlab/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { multipartError } from '../../lib/multipart-errors';

export type IncomingFile = { rawName: string; bytes: Buffer };
export type Upload = { files: IncomingFile[]; sessionId: string | null };

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
 * Reads the multipart body: every `file` part into memory (at most 10 MB each, at most 5 files),
 * and the optional `session_id` field. A file over the limit stops the reading at once with
 * the message of docs/product.md#document-rules; nothing beyond the limit is kept.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart);
  const files: IncomingFile[] = [];
  let sessionField: string | null = null;
  try {
    for await (const part of request.parts({ limits: PARSER_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'session_id' && typeof part.value === 'string') sessionField = part.value.trim() || null;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new AppError('payload_too_large', DOCUMENT_MESSAGES.tooLarge);
      if (part.fieldname === 'file') files.push({ rawName: part.filename, bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    throw multipartError(error, PARSER_MESSAGES);
  }
  if (files.length === 0) throw new AppError('validation_failed', DOCUMENT_MESSAGES.noFile);
  const sessionId = sessionField === null ? null : z.uuid().safeParse(sessionField);
  if (sessionId && !sessionId.success) throw new AppError('validation_failed', UPLOAD_MESSAGES.badSessionId);
  return { files, sessionId: sessionId?.data ?? null };
}
