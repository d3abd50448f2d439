import { lazy, Suspense, useState } from 'react';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from '../lib/storage';
import { DocumentUploadSlot } from './document-upload-slot';
import { useUploadDocumentOpen } from '../features/practice';

// react-dropzone and the dialog load on first open, never with the home page.
const UploadDocumentDialog = lazy(() => import('../features/practice/components/upload-document-dialog'));

/** The "upload your document" modal (docs/product.md#upload-documents-modal), mounted once it has been opened. */
export function UploadDocumentModal() {
  const open = useUploadDocumentOpen();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      {/* Keyed by opening: each opening starts a fresh upload for the current session. */}
      <UploadDocumentDialog
        upload={
          <DocumentUploadSlot
            key={String(open)}
            sessionId={storage.get(STORAGE_KEYS.sessionId)}
            label="Upload your documents"
          />
        }
      />
    </Suspense>
  ) : null;
}
