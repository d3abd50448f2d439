// Flags every Chromium the project starts (the browser suite, screenshots) runs with: no sandbox,
// GPU, QUIC or background traffic.
export const CHROMIUM_QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
