import { ACCEPTED_UPLOAD_EXTENSIONS, DOCUMENT_MESSAGES, LIMITS } from '@buyerlab/contract';

/** The dropzone's accept map: the three types of docs/product.md#document-rules (PPT is refused, see docs/decisions). */
export const ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** docs/product.md#document-rules, checked in the browser before sending; the server checks again (and the content). */
export function fileProblem(file: File): string | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return DOCUMENT_MESSAGES.wrongType;
  if (file.size > LIMITS.maxUploadBytes) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}
