// The demo-booking feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { BookDemoButton } from './components/book-demo-button';
export { DemoMeetingModal } from './demo-meeting-modal';
export { setDemoMeetingOpen } from './store/demo-modal-store';
