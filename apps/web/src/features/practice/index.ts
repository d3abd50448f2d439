// The practice feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { useUploadDocumentOpen } from './store/practice-modal-store';
