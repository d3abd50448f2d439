import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES, LIMITS } from '@buyerlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, multipart, proposalLines, startRawUpload } from '../../test/document-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

// Uploads stream to a temporary file under DATA_DIR/uploads, never into one buffer, and the file
// goes in every path: answered, refused, or dropped mid-body (docs/hardening.md, "Uploads").

/** Everything under a folder (files and folders), or nothing when it does not exist. */
const entriesUnder = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
};

/** Checks `done` until it holds, a bounded number of times (a hang guard, not a timing). */
async function eventually(done: () => boolean, tries = 400): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (done()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return done();
}

describe('uploads are written to a temporary file, then removed', { timeout: 60_000 }, () => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    uploadsDir = path.join(t.env.DATA_DIR, 'uploads');
  });
  afterAll(() => t.close());

  it('streams a file that is still arriving to disk, and removes it when the client drops', async () => {
    const { token } = await createTestUser(t.app);
    const boundary = '----spooled';
    const request = startRawUpload(t.app, token, boundary, 8 * 1024 * 1024);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const sent = Buffer.alloc(2 * 1024 * 1024, 0x20);
    sent.write('%PDF-1.4\n');
    request.write(sent);
    try {
      // Half of what was sent is on disk while the body is still incomplete: it is not being
      // gathered in memory until the end.
      const spooled = () =>
        entriesUnder(uploadsDir)
          .map((entry) => path.join(uploadsDir, entry))
          .find((file) => (fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0) >= sent.length / 2);
      expect(await eventually(() => spooled() !== undefined)).toBe(true);
      const file = spooled()!;
      expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Named by the server, never by the client's file name (docs/quality.md "Documents").
      expect(path.basename(file)).not.toContain('big');
    } finally {
      request.destroy();
    }
    expect(await eventually(() => entriesUnder(uploadsDir).length === 0)).toBe(true);
  });

  it('leaves nothing behind after an upload is answered, whatever the answer', async () => {
    const { token } = await createTestUser(t.app);
    const auth = { authorization: `Bearer ${token}` };
    const send = async (name: string, data: Buffer | string) => {
      const body = await multipart([{ name, data }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/documents/upload',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const oversized = Buffer.concat([buildPdf([{ lines: ['Big.'] }]), Buffer.alloc(LIMITS.maxUploadBytes, 0x20)]);
    const answers = [
      await send('proposal.pdf', buildPdf([{ lines: proposalLines() }])),
      await send('notes.pdf', 'not a pdf at all'),
      await send('big.pdf', oversized),
      await send('empty.pdf', buildPdf([{ lines: [] }])),
    ];
    expect(answers.map((a) => [a.statusCode, a.statusCode === 201 ? '' : a.json<{ detail: string }>().detail])).toEqual(
      [
        [201, ''],
        [415, DOCUMENT_MESSAGES.wrongType],
        [413, DOCUMENT_MESSAGES.tooLarge],
        [422, DOCUMENT_MESSAGES.unreadable],
      ],
    );
    expect(entriesUnder(uploadsDir)).toEqual([]);
  });
});

describe('upload folders left by a stopped server', () => {
  it('are removed at start once they are old; a current one is left alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-spool-'));
    const stale = path.join(dataDir, 'uploads', 'upload-stale');
    const current = path.join(dataDir, 'uploads', 'upload-current');
    for (const dir of [stale, current]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, '0'), '%PDF-1.4\n');
    }
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    fs.utimesSync(stale, dayAgo, dayAgo);
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(entriesUnder(path.join(dataDir, 'uploads')).sort()).toEqual(['upload-current', 'upload-current/0']);
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
