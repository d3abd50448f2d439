import { z } from 'zod';

/** docs/product.md#document-rules (word for word) and the reader's own refusals. */
export const DOCUMENT_MESSAGES = {
  wrongType: 'Please upload only .doc, .docx, or .pdf files.',
  tooLarge: 'File size cannot be larger than 10MB. Try again compressing the file',
  uploaded: 'Document uploaded successfully',
  uploadFailed: 'Failed to upload document. Please try again.',
  noFile: 'Choose a .doc, .docx or .pdf file to upload.',
  tooManyFiles: 'Upload at most 5 documents at a time.',
  tooComplex: 'This document is too large or too complex to read. Save the key pages as a smaller PDF and try again.',
  unreadable: 'We could not read any text in this document. Save it again as PDF or DOCX and try again.',
  busy: 'The document reader is busy. Please try again in a moment.',
  tooManyUploads: 'Your other uploads are still being read. Wait for them to finish, then try again.',
  documentNotFound: 'Document not found.',
  storageFull: (limit: string) =>
    `Your account keeps at most ${limit} of document text, and this upload would go over it. Write to hello@buyerlab.app if you need more room.`,
} as const;

export const DOCUMENT_LIMITS = {
  /** Files in one upload request. */
  maxFilesPerUpload: 5,
  /** Documents a session can be created with. */
  maxDocumentsPerSession: 5,
  maxFilenameLength: 120,
} as const;

/** docs/product.md#data: summary and filename, plus the id to link it to a session. */
export const uploadedDocumentSchema = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  summary: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** POST /api/v1/documents/upload answers one entry per file, in the order they were sent. */
export const uploadDocumentsResponseSchema = z.array(uploadedDocumentSchema);

/**
 * The stored document_ids value: documents uploaded before their session exists (the Closing
 * card), with the user who uploaded them, so they are only ever sent on that user's behalf.
 */
export const pendingDocumentsSchema = z.object({
  user_id: z.string().nullable(),
  document_ids: z.array(z.uuid()).max(DOCUMENT_LIMITS.maxDocumentsPerSession),
});
export type PendingDocuments = z.infer<typeof pendingDocumentsSchema>;

export const documentResponseSchema = uploadedDocumentSchema.extend({
  session_id: z.uuid().nullable(),
  mime: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type DocumentResponse = z.infer<typeof documentResponseSchema>;
