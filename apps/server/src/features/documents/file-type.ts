import { stripControls } from '@buyerlab/buyer/text';
import { DOCUMENT_LIMITS } from '@buyerlab/contract';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const MIME_BY_KIND: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The kind a file is, when its extension and its first bytes agree; null otherwise. The browser's
 * content type is ignored (the client chooses it). A DOCX is further checked for word/document.xml
 * by docx-bounds.ts, since every Office and ODF file is a zip.
 */
export function detectKind(filename: string, bytes: Buffer): DocumentKind | null {
  const ext = extensionOf(filename);
  if (ext === 'pdf') return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ? 'pdf' : null;
  if (ext === 'docx') return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'docx' : null;
  if (ext === 'doc') return bytes.subarray(0, 8).equals(OLE_MAGIC) ? 'doc' : null;
  return null;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0
    ? ''
    : filename
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/**
 * A file name as display text: the last path segment, without control or bidi-override
 * characters, trimmed and shortened (keeping the extension). It is never used as a path.
 */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = stripControls(base, { invisible: true }).replace(/\s+/g, ' ').trim();
  const name = clean === '' || /^\.+$/.test(clean) ? 'document' : clean;
  const max = DOCUMENT_LIMITS.maxFilenameLength;
  if (name.length <= max) return name;
  const ext = extensionOf(name);
  const keep = ext.length > 0 && ext.length < 10 ? `.${ext}` : '';
  return `${name.slice(0, max - keep.length - 1)}…${keep}`;
}
