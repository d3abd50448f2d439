import fs from 'node:fs';
import path from 'node:path';

/** Where the suite's SMTP sink (scripts/smtp-sink.mjs) keeps each mail it receives. */
const sinkDir = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp-sink');

/**
 * The code `pattern` captures in the nth mail to this address that has one, as the sink received
 * them. Counting mails rather than comparing clocks: a code's mail can land after the next request.
 */
export async function mailedCode(email: string, pattern: RegExp, nth = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = fs.existsSync(sinkDir) ? fs.readdirSync(sinkDir).sort() : [];
    const codes = files.flatMap((file) => {
      // Undo quoted-printable soft line breaks so the sentence reads whole.
      const raw = fs.readFileSync(path.join(sinkDir, file), 'utf8').replace(/=\r?\n/g, '');
      const code = raw.includes(email) ? pattern.exec(raw)?.[1] : undefined;
      return code ? [code] : [];
    });
    const code = codes[nth - 1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail number ${nth} to ${email} matching ${pattern}`);
}
