import { STORAGE_KEYS } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * GET /v1/performance-reports/{id}/pdf. The endpoint needs the bearer token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadReportPdf(sessionId: string, fileName: string): Promise<void> {
  const headers = new Headers({ accept: 'application/pdf' });
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`/api/v1/performance-reports/${sessionId}/pdf`, { headers });
  if (!response.ok) {
    const detail = await response
      .json()
      .then((body: unknown) =>
        body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string'
          ? body.detail
          : undefined,
      )
      .catch(() => undefined);
    throw new ApiError(response.status, detail ?? `The PDF could not be downloaded (${response.status}).`, detail);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
