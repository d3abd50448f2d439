import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type UploadedDocument } from '@buyerlab/contract';
import { useDocumentStore } from '../../../lib/document-store';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { uploadDocuments } from '../api/upload-documents';
import { ACCEPTED_TYPES, fileProblem } from '../validate-file';

export type DocumentUploadProps = {
  /** Uploads into this live session (the buyer reads it from the next turn); none before a session. */
  sessionId?: string | null;
  label?: string;
  /** Told when an upload starts and ends (the interaction-mode dialog holds Proceed meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; names: string[] }
  | { status: 'uploaded'; documents: UploadedDocument[] }
  | { status: 'failed'; error: string };

/**
 * Upload or drag and drop .pdf, .docx or .doc files (docs/product.md#document-upload): idle, then
 * uploading with a spinner, then uploaded (file names shown, the area locked) or failed (the error
 * shown, the file input cleared). The summary goes to app state and local storage.
 */
export default function DocumentUpload({
  sessionId = null,
  label = 'Upload Optional Documents',
  onBusyChange,
}: DocumentUploadProps) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const setUploaded = useDocumentStore((s) => s.setUploaded);
  const busy = state.status === 'uploading';
  const locked = busy || state.status === 'uploaded';

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  async function handleFiles(files: File[]) {
    const problem =
      files.length > DOCUMENT_LIMITS.maxFilesPerUpload
        ? DOCUMENT_MESSAGES.tooManyFiles
        : files.map(fileProblem).find((p) => p !== null);
    if (problem) return fail(problem);
    setState({ status: 'uploading', names: files.map((f) => f.name) });
    try {
      const documents = await uploadDocuments(files, sessionId);
      setUploaded(documents, sessionId);
      setState({ status: 'uploaded', documents });
      toast.success(DOCUMENT_MESSAGES.uploaded);
    } catch (error) {
      toast.error(DOCUMENT_MESSAGES.uploadFailed);
      fail(error instanceof ApiError && error.detail ? error.detail : DOCUMENT_MESSAGES.uploadFailed);
    }
  }

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    accept: ACCEPTED_TYPES,
    multiple: true,
    disabled: locked,
    // Type and size are checked below with the words of docs/product.md#document-rules, not the picker's own messages.
    onDrop: (accepted, rejected) => void handleFiles([...accepted, ...rejected.map((r) => r.file)]),
  });

  function fail(error: string) {
    if (inputRef.current) inputRef.current.value = '';
    setState({ status: 'failed', error });
  }

  return (
    <Box data-testid="document-upload" data-state={state.status}>
      <Box
        {...getRootProps()}
        aria-disabled={locked}
        sx={{
          p: 2,
          border: '2px dashed',
          borderColor: isDragActive ? 'secondary.main' : state.status === 'failed' ? 'error.light' : 'divider',
          bgcolor: isDragActive ? 'rgba(242,107,29,0.06)' : 'background.default',
          borderRadius: 2,
          textAlign: 'center',
          cursor: locked ? 'default' : 'pointer',
          outline: 'none',
          '&:focus-visible': { borderColor: 'primary.main' },
        }}
      >
        <input {...getInputProps()} aria-label={label} />
        {state.status === 'uploading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
            <CircularProgress size={20} color="secondary" aria-label="Uploading" />
            <Typography variant="body2">Uploading {state.names.join(', ')}…</Typography>
          </Box>
        ) : state.status === 'uploaded' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, minWidth: 0 }}>
            <CheckCircleIcon color="success" fontSize="small" />
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="uploaded-file-names"
            >
              {state.documents.map((d) => d.filename).join(', ')}
            </Typography>
          </Box>
        ) : (
          <>
            <CloudUploadOutlinedIcon color="secondary" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {isDragActive ? 'Drop the files here' : label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Click to upload or drag and drop: .pdf, .docx or .doc, up to 10 MB each
            </Typography>
          </>
        )}
      </Box>
      {state.status === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {state.error}
        </Alert>
      ) : null}
    </Box>
  );
}
