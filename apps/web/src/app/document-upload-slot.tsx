import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DocumentUploadProps } from '../features/documents/components/document-upload';

// react-dropzone loads with the first dialog that offers an upload, never with the home page.
const DocumentUpload = lazy(() => import('../features/documents/components/document-upload'));

/** The documents feature's upload area, as the app hands it to the dialogs that offer one. */
export function DocumentUploadSlot(props: DocumentUploadProps) {
  return (
    <Suspense fallback={<CircularProgress size={20} color="secondary" aria-label="Loading" />}>
      <DocumentUpload {...props} />
    </Suspense>
  );
}
