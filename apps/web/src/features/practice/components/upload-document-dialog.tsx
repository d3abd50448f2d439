import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../components/ui/app-dialog';
import { usePracticeModalStore } from '../store/practice-modal-store';

/**
 * The "upload your documents" modal reachable from the live session (docs/product.md#upload-documents-modal). The upload
 * area comes from the documents feature through the app and sends the files for real, into this
 * session (docs/decisions: both upload places upload); CONFIRM UPLOAD closes the modal.
 */
export default function UploadDocumentDialog({ upload }: { upload: ReactNode }) {
  const open = usePracticeModalStore((s) => s.uploadDocument);
  const setOpen = usePracticeModalStore((s) => s.setUploadDocument);
  const close = () => setOpen(false);

  return (
    <AppDialog
      open={open}
      onClose={close}
      title="Upload your documents"
      labelledBy="upload-documents-title"
      width={480}
    >
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        Add a proposal, product sheet or quote the buyer should know about.
      </Typography>
      {upload}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" color="secondary" onClick={close}>
          CONFIRM UPLOAD
        </Button>
      </Box>
    </AppDialog>
  );
}
