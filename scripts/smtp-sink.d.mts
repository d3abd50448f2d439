export type ReceivedMail = { to: string[]; raw: string };

/** A local SMTP server that keeps every message it receives (and writes each to `dir` when given). */
export function startSmtpSink(options?: {
  port?: number;
  dir?: string;
}): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }>;
