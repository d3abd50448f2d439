import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };
export type SentMail = OutgoingMail & { id: string; from: string; sentAt: string };

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** Where mail goes: 'smtp', or 'outbox' (files under DATA_DIR/outbox, also logged). */
  readonly mode: 'smtp' | 'outbox';
  /** The local outbox, newest first (empty in SMTP mode). */
  listOutbox: (limit?: number) => Promise<SentMail[]>;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Print an outbox mail's text in the log (development only: it may hold a reset code). */
  logText?: boolean;
};

/**
 * Mail through nodemailer on SMTP_URL. Without it, each message is written to a local outbox and
 * its text is logged, so password reset and demo confirmations work on a fresh machine.
 */
export function createMailer({ smtpUrl, from, dataDir, log, logText = true }: MailerOptions): Mailer {
  const outboxDir = path.join(dataDir, 'outbox');
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    async send(mail) {
      const info = (await transport.sendMail({ from, ...mail })) as { messageId?: string };
      if (smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      const record: SentMail = {
        ...mail,
        attachments: mail.attachments?.map((a) => ({ ...a, content: String(a.content) })),
        id: info.messageId ?? `${Date.now()}`,
        from,
        sentAt: new Date().toISOString(),
      };
      await fs.mkdir(outboxDir, { recursive: true });
      const file = `${record.sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await fs.writeFile(path.join(outboxDir, file), JSON.stringify(record, null, 2));
      // The outbox is for local use: print the message so a newcomer can read codes in the console.
      const body = logText ? `:\n${mail.text}` : ` (${file})`;
      log.warn({ to: mail.to, subject: mail.subject }, `mail written to the local outbox (no SMTP_URL)${body}`);
    },
    async listOutbox(limit = 50) {
      if (smtpUrl) return [];
      let files: string[];
      try {
        files = (await fs.readdir(outboxDir)).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
      const newest = files.sort().reverse().slice(0, limit);
      return Promise.all(
        newest.map(async (f) => JSON.parse(await fs.readFile(path.join(outboxDir, f), 'utf8')) as SentMail),
      );
    },
  };
}
