import type { FastifyRequest } from 'fastify';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, LIMITS } from '@buyerlab/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

export type IncomingFile = { rawName: string; bytes: Buffer };
export type Upload = { files: IncomingFile[]; sessionId: string | null };

const UPLOAD_MESSAGES = {
  notMultipart: 'Send the documents as multipart form data, each in a field named "file".',
  badSessionId: 'session_id must be the id of one of your sessions.',
  malformed: 'The upload is malformed. Please try again.',
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

function mapParserError(error: unknown): AppError {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', DOCUMENT_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('validation_failed', DOCUMENT_MESSAGES.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart);
  return new AppError('bad_request', UPLOAD_MESSAGES.malformed, undefined, error);
}

/**
 * Reads the multipart body: every `file` part into memory (at most 10 MB each, at most 5 files),
 * and the optional `session_id` field. A file over the limit stops the reading at once with
 * SPEC §5's message; nothing beyond the limit is kept.
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
    throw error instanceof AppError ? error : mapParserError(error);
  }
  if (files.length === 0) throw new AppError('validation_failed', DOCUMENT_MESSAGES.noFile);
  const sessionId = sessionField === null ? null : z.uuid().safeParse(sessionField);
  if (sessionId && !sessionId.success) throw new AppError('validation_failed', UPLOAD_MESSAGES.badSessionId);
  return { files, sessionId: sessionId?.data ?? null };
}
