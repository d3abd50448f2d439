import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../features/mail/mail.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ smtpUrl: string | undefined; from: string; dataDir: string; logText: boolean }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('mailer', createMailer({ ...opts, dataDir: path.resolve(opts.dataDir), log: app.log }));
  },
);
