import { uploadDocumentsResponseSchema, type UploadedDocument } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** POST /v1/documents/upload (multipart, field 'file' per file; 'session_id' during a session). */
export async function uploadDocuments(files: File[], sessionId: string | null): Promise<UploadedDocument[]> {
  const form = new FormData();
  if (sessionId) form.append('session_id', sessionId);
  for (const file of files) form.append('file', file, file.name);
  // Silent: the upload shows its own toast (docs/product.md#upload-messages) rather than the server's detail.
  const body = await api.post('/v1/documents/upload', form, { silent: true });
  return uploadDocumentsResponseSchema.parse(body);
}
