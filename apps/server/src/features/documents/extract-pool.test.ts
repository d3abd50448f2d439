import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  buildDocx,
  buildPageTreeBombPdf,
  buildPdf,
  buildZip,
  proposalLines,
  PROPOSAL,
} from '../../test/document-fixtures';
import { checkDocxBounds, DOCX_BOUNDS, inflatedSizesHold } from './docx-bounds';
import { createDocumentReader, READ_LIMITS, type DocumentReader } from './extract-pool';

const readers: DocumentReader[] = [];
const reader = (options: Partial<Parameters<typeof createDocumentReader>[0]> = {}) => {
  const r = createDocumentReader({ timeoutMs: 20_000, memoryMb: 128, concurrency: 2, ...options });
  readers.push(r);
  return r;
};
// The reader is given files on disk, as uploads are (read-upload.ts).
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-extract-'));
let written = 0;
const onDisk = (bytes: Buffer) => {
  const file = path.join(filesDir, String(written++));
  fs.writeFileSync(file, bytes);
  return file;
};
afterAll(async () => {
  await Promise.all(readers.map((r) => r.close()));
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** A DOCX whose text really is `megabytes` MB of words: within the declared bounds, heavy to parse. */
function wordyDocx(megabytes: number): Buffer {
  const para = `<w:p><w:r><w:t>${'word '.repeat(2000)}</w:t></w:r></w:p>`;
  const raw = Buffer.from(
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para.repeat(Math.ceil((megabytes * 1024 * 1024) / para.length))}</w:body></w:document>`,
  );
  return buildZip([
    {
      name: 'word/document.xml',
      data: '',
      deflated: { bytes: deflateRawSync(raw), size: raw.length, crc: crc32(raw) },
    },
  ]);
}

describe('document reader (worker threads)', () => {
  it('reads the text of a real PDF and a real DOCX, hidden text included', async () => {
    const r = reader();
    const pdf = await r.read('pdf', onDisk(buildPdf([{ lines: proposalLines(), invisibleLines: [PROPOSAL.hidden] }])));
    expect(pdf).toMatchObject({ ok: true, pagesRead: 1 });
    if (pdf.ok) for (const fact of PROPOSAL.facts) expect(pdf.text.replace(/\s+/g, ' ')).toContain(fact);
    const docx = await r.read('docx', onDisk(buildDocx([...proposalLines(), { text: PROPOSAL.hidden, hidden: true }])));
    expect(docx.ok && docx.text).toContain(PROPOSAL.facts[1]);
  });

  it('cuts a page-tree bomb off at the page cap', async () => {
    const outcome = await reader().read('pdf', onDisk(buildPageTreeBombPdf(5_000)));
    // 5,000 references to one page: read up to the cap, not one more.
    expect(outcome).toMatchObject({ ok: true, pagesRead: READ_LIMITS.maxPages });
  });

  it('terminates a worker that passes its deadline', async () => {
    const outcome = await reader({ timeoutMs: 200 }).read('docx', onDisk(wordyDocx(20)));
    expect(outcome).toEqual({ ok: false, reason: 'too_complex' });
  });

  it('terminates a worker that passes its memory cap, and the process carries on', async () => {
    const outcome = await reader({ memoryMb: 32 }).read('docx', onDisk(wordyDocx(20)));
    expect(outcome).toEqual({ ok: false, reason: 'too_complex' });
    expect(await reader().read('docx', onDisk(buildDocx(['Still reading after that.'])))).toMatchObject({ ok: true });
  });

  it('keeps its workers for the next files instead of starting one per file', async () => {
    const r = reader({ concurrency: 2 });
    const files = Array.from({ length: 6 }, (_, i) => onDisk(buildDocx([`File number ${i}.`])));
    const outcomes = await Promise.all(files.map((file) => r.read('docx', file)));
    expect(outcomes.map((o) => o.ok && o.text.trim())).toEqual(files.map((_, i) => `File number ${i}.`));
    expect(r.workers()).toEqual({ started: 2, alive: 2 });
  });

  it('replaces a worker that passed its memory cap or deadline, never running more than it may', async () => {
    const r = reader({ concurrency: 1, memoryMb: 32 });
    expect(await r.read('docx', onDisk(wordyDocx(20)))).toEqual({ ok: false, reason: 'too_complex' });
    expect(r.workers()).toEqual({ started: 1, alive: 0 });
    expect(await r.read('docx', onDisk(buildDocx(['After the cap.'])))).toMatchObject({ ok: true });
    expect(r.workers()).toEqual({ started: 2, alive: 1 });
    const late = reader({ concurrency: 1, timeoutMs: 200 });
    expect(await late.read('docx', onDisk(wordyDocx(20)))).toEqual({ ok: false, reason: 'too_complex' });
    expect(late.workers()).toEqual({ started: 1, alive: 0 });
  });

  it('ends a worker left idle, and one that has read its share of files', async () => {
    const idle = reader({ idleMs: 100 });
    expect(await idle.read('docx', onDisk(buildDocx(['Once.'])))).toMatchObject({ ok: true });
    await vi.waitFor(() => expect(idle.workers()).toEqual({ started: 1, alive: 0 }), { timeout: 5_000 });
    expect(await idle.read('docx', onDisk(buildDocx(['Twice.'])))).toMatchObject({ ok: true });
    expect(idle.workers()).toEqual({ started: 2, alive: 1 });

    const shared = reader({ concurrency: 1, filesPerWorker: 2 });
    for (let i = 0; i < 4; i++)
      expect(await shared.read('docx', onDisk(buildDocx([`File ${i}.`])))).toMatchObject({ ok: true });
    expect(shared.workers()).toEqual({ started: 2, alive: 0 });
  });

  it('refuses at once when every worker is busy and the queue is full', async () => {
    const r = reader({ concurrency: 1, queueLimit: 0 });
    const first = r.read('docx', onDisk(wordyDocx(5)));
    expect(await r.read('docx', onDisk(buildDocx(['x'])))).toEqual({ ok: false, reason: 'busy' });
    expect(await first).toMatchObject({ ok: true });
  });
});

describe('docx bounds (central directory, before inflating)', () => {
  it('accepts a Word document and refuses other zips', async () => {
    expect(await checkDocxBounds(buildDocx(['Hello.']))).toBe('ok');
    // In place from a file, as the server checks an upload, or from bytes, as the worker does.
    expect(await checkDocxBounds(onDisk(buildDocx(['Hello.'])))).toBe('ok');
    expect(await checkDocxBounds(buildZip([{ name: 'ppt/presentation.xml', data: '<p/>' }]))).toBe('not_word');
    expect(await checkDocxBounds(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('corrupt');
  });

  it('refuses a declared size over 50 MB or more than 1,000 entries without inflating', async () => {
    const declared = buildDocx(
      ['Small.'],
      [{ name: 'word/media/huge.bin', data: 'x', declaredSize: 400 * 1024 * 1024 }],
    );
    expect(await checkDocxBounds(declared)).toBe('too_big');
    expect(await checkDocxBounds(onDisk(declared))).toBe('too_big');
    const many = buildDocx(
      ['Many.'],
      Array.from({ length: DOCX_BOUNDS.maxEntries }, (_, i) => ({ name: `word/x${i}.xml`, data: '' })),
    );
    expect(await checkDocxBounds(many)).toBe('too_big');
  });

  it('catches a zip that inflates to more than it declares', async () => {
    const raw = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const liar = buildZip([
      { name: 'word/document.xml', data: '', deflated: { bytes: deflateRawSync(raw), size: 1024, crc: crc32(raw) } },
    ]);
    expect(await checkDocxBounds(liar)).toBe('ok');
    expect(await inflatedSizesHold(liar)).toBe(false);
    expect(await inflatedSizesHold(buildDocx(['Honest.']))).toBe(true);
  });
});
