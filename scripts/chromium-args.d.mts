export const CHROMIUM_QUIET_ARGS: string[];
