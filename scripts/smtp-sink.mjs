// A local SMTP server that keeps every message it receives: API tests read them in memory, the
// browser suite runs it as a process (`node scripts/smtp-sink.mjs PORT DIR`) so the app sends
// its mail over real SMTP and each message lands as DIR/<time>-<n>.eml for the specs to read.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink({ port = 0, dir } = {}) {
  const received = [];
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.toString('utf8') });
        if (dir) fs.writeFileSync(path.join(dir, `${Date.now()}-${String(received.length).padStart(5, '0')}.eml`), raw);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port = '2525', dir = '.'] = process.argv.slice(2);
  const sink = await startSmtpSink({ port: Number(port), dir });
  const stop = () => void sink.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
