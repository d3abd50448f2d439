import { DOCUMENT_MESSAGES, SESSION_MESSAGES, type DocumentResponse, type UploadedDocument } from '@buyerlab/contract';
import type { LanguageModel } from 'ai';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionsService } from '../sessions/sessions.service';
import { documentsRepository, type DocumentRow } from './documents.repository';
import { checkDocxBounds } from './docx-bounds';
import type { DocumentReader, ReadOutcome } from './extract-pool';
import { detectKind, displayFilename, MIME_BY_KIND, type DocumentKind } from './file-type';
import { llmSummary } from './llm-summary';
import type { IncomingFile, Upload } from './read-upload';
import { extractiveSummary } from './summarise';

export type DocumentsDeps = {
  db: Database;
  reader: DocumentReader;
  /** The configured LLM, or null for the offline summariser. */
  model: LanguageModel | null;
  llmTimeoutMs: number;
  sessions: SessionsService;
  /** Bytes of text and summaries one account may keep (DOCUMENT_STORAGE_PER_USER_MB). */
  storagePerUserBytes: number;
};

type Checked = { filename: string; kind: DocumentKind; path: string; size: number };

const wrongType = () => new AppError('unsupported_media_type', DOCUMENT_MESSAGES.wrongType);

function failed(outcome: Exclude<ReadOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'busy':
      return new AppError('service_unavailable', DOCUMENT_MESSAGES.busy, { 'retry-after': '5' });
    case 'too_complex':
      return new AppError('validation_failed', DOCUMENT_MESSAGES.tooComplex);
    case 'unreadable':
      return new AppError('validation_failed', DOCUMENT_MESSAGES.unreadable);
  }
}

/**
 * Extension and content must agree; a DOCX must be a Word document within the declared bounds.
 * The file is on disk (read-upload.ts): its first bytes were kept, the zip directory is read in place.
 */
async function checkFile(file: IncomingFile): Promise<Checked> {
  const filename = displayFilename(file.rawName);
  const kind = detectKind(filename, file.head);
  if (!kind) throw wrongType();
  if (kind === 'docx') {
    const bounds = await checkDocxBounds(file.path);
    if (bounds === 'not_word') throw wrongType();
    if (bounds === 'too_big') throw new AppError('validation_failed', DOCUMENT_MESSAGES.tooComplex);
    if (bounds === 'corrupt') throw new AppError('validation_failed', DOCUMENT_MESSAGES.unreadable);
  }
  return { filename, kind, path: file.path, size: file.size };
}

const toUploaded = (row: DocumentRow): UploadedDocument => ({
  document_id: row.id,
  filename: row.filename,
  summary: row.summary,
});

/** Upload (check, read in a worker, summarise, store, link), and owner-only reads. */
export function documentsService({ db, reader, model, llmTimeoutMs, sessions, storagePerUserBytes }: DocumentsDeps) {
  const repo = documentsRepository(db);

  async function summarise(text: string): Promise<string> {
    const fromModel = model ? await llmSummary(model, text, llmTimeoutMs) : null;
    return fromModel ?? extractiveSummary(text);
  }

  return {
    async upload(userId: string, upload: Upload): Promise<UploadedDocument[]> {
      if (upload.sessionId) {
        const session = await sessions.getOwned(userId, upload.sessionId);
        if (session.status === 'completed') throw new AppError('conflict', SESSION_MESSAGES.completed);
      }
      const checked: Checked[] = [];
      for (const file of upload.files) checked.push(await checkFile(file));
      const texts = await Promise.all(
        checked.map(async (file) => {
          const outcome = await reader.read(file.kind, file.path);
          if (!outcome.ok) throw failed(outcome);
          const text = outcome.text.trim();
          if (text === '') throw new AppError('validation_failed', DOCUMENT_MESSAGES.unreadable);
          return text;
        }),
      );
      const summaries = await Promise.all(texts.map(summarise));
      // Only text is kept, but it adds up: an account has a storage budget. Uploads per user are
      // admitted one at a time (DOCUMENT_UPLOADS_PER_USER), so two cannot both slip under it.
      const adding = [...texts, ...summaries].reduce((n, t) => n + Buffer.byteLength(t), 0);
      if ((await repo.storedBytes(userId)) + adding > storagePerUserBytes)
        throw new AppError(
          'payload_too_large',
          DOCUMENT_MESSAGES.storageFull(
            storagePerUserBytes >= 1_000_000
              ? `${Math.round(storagePerUserBytes / 1_000_000)} MB`
              : `${Math.round(storagePerUserBytes / 1_000)} KB`,
          ),
        );
      const rows = await repo.insertMany(
        checked.map((file, i) => ({
          userId,
          sessionId: upload.sessionId,
          filename: file.filename,
          mime: MIME_BY_KIND[file.kind],
          sizeBytes: file.size,
          text: texts[i] ?? '',
          summary: summaries[i] ?? '',
        })),
      );
      if (upload.sessionId) await sessions.refreshDocuments(userId, upload.sessionId);
      return rows.map(toUploaded);
    },

    async getOwned(userId: string, documentId: string): Promise<DocumentResponse> {
      const row = await repo.findOwned(documentId, userId);
      if (!row) throw new AppError('not_found', DOCUMENT_MESSAGES.documentNotFound);
      return {
        ...toUploaded(row),
        session_id: row.sessionId,
        mime: row.mime,
        size_bytes: row.sizeBytes,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}
