import { crc32, deflateRawSync } from 'node:zlib';
import { DOCUMENT_MESSAGES, LIMITS, type DocumentResponse, type UploadedDocument } from '@buyerlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import {
  buildDocx,
  buildMaximalPdf,
  buildPageTreeBombPdf,
  buildPdf,
  buildZip,
  uploadDocuments,
  proposalLines,
  proposalPdf,
  PROPOSAL,
} from '../../test/document-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

type Auth = { authorization: string };
type File = { name: string; data: Buffer | string };

const proposalDocx = () =>
  buildDocx([
    ...proposalLines(),
    PROPOSAL.injection,
    { text: PROPOSAL.hidden, hidden: true },
    { text: PROPOSAL.hidden, white: true },
  ]);

describe('documents: upload and read back', { timeout: 60_000 }, () => {
  let t: TestApp;
  let auth: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (
    files: File[],
    fields: Record<string, string> = {},
    headers: Auth | Record<string, never> = auth,
  ) => uploadDocuments(t.app, headers, files, fields);
  const expectRefused = async (files: File[], status: number, detail: string) => {
    const res = await upload(files);
    expect({ status: res.statusCode, detail: res.json<{ detail: string }>().detail }).toEqual({ status, detail });
  };

  it('summarises a real PDF and a real DOCX, keeping the facts and dropping the injection and filler', async () => {
    const res = await upload([
      { name: 'FillMaster proposal.pdf', data: proposalPdf() },
      { name: 'Quote.docx', data: proposalDocx() },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadedDocument[]>();
    expect(body.map((d) => d.filename)).toEqual(['FillMaster proposal.pdf', 'Quote.docx']);
    for (const doc of body) {
      for (const fact of PROPOSAL.facts) expect(doc.summary).toContain(fact);
      expect(doc.summary).not.toMatch(/ignore previous|pirate|SYSTEM:|Thank you for the opportunity/i);
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${body[0]!.document_id}`, headers: auth });
    expect(read.json<DocumentResponse>()).toMatchObject({
      filename: 'FillMaster proposal.pdf',
      mime: 'application/pdf',
      session_id: null,
    });
  });

  it('refuses other types, and extensions that do not match the content, with the spec message', async () => {
    const pdf = buildPdf([{ lines: ['A real PDF.'] }]);
    const cases: File[] = [
      { name: 'notes.txt', data: 'Price $1. Plain text.' },
      { name: 'proposal.pdf', data: '<!doctype html><html><body><h1>%PDF-1.4</h1>Not a PDF</body></html>' },
      { name: 'proposal.docx', data: pdf },
      { name: 'proposal.doc', data: pdf },
      { name: 'deck.ppt', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
      { name: 'slides.docx', data: buildZip([{ name: 'ppt/presentation.xml', data: '<p:presentation/>' }]) },
      { name: 'proposal', data: pdf },
      { name: 'empty.pdf', data: '' },
    ];
    for (const file of cases) await expectRefused([file], 415, DOCUMENT_MESSAGES.wrongType);
    // One bad file refuses the whole upload: nothing is stored.
    await expectRefused(
      [
        { name: 'ok.pdf', data: pdf },
        { name: 'bad.txt', data: 'x' },
      ],
      415,
      DOCUMENT_MESSAGES.wrongType,
    );
  });

  it('stops reading a file over 10 MB, and reads the heaviest one of exactly 10 MB in full', async () => {
    const eleven = Buffer.concat([buildPdf([{ lines: ['Big.'] }]), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await expectRefused([{ name: 'big.pdf', data: eleven }], 413, DOCUMENT_MESSAGES.tooLarge);
    // 10 MB over 50 pages of text and drawing, within the reader's default heap cap and deadline.
    const exact = buildMaximalPdf(LIMITS.maxUploadBytes);
    expect(exact.length).toBe(LIMITS.maxUploadBytes);
    const res = await upload([{ name: 'exact.pdf', data: exact }]);
    expect(res.statusCode).toBe(201);
    const [uploaded] = res.json<UploadedDocument[]>();
    expect(uploaded?.summary).toContain('$48,500');
    const [row] = await t.app.database.db.select().from(documents).where(eq(documents.id, uploaded!.document_id));
    // Every page's last line: all 50 pages were read.
    expect(row!.text.split('Line 40:').length - 1).toBe(50);
  });

  it('refuses zip bombs: a declared size of hundreds of MB, too many entries, or more inflated than declared', async () => {
    const declared = buildDocx(
      ['Small.'],
      [{ name: 'word/media/image1.png', data: 'x', declaredSize: 400 * 1024 * 1024 }],
    );
    await expectRefused([{ name: 'bomb.docx', data: declared }], 422, DOCUMENT_MESSAGES.tooComplex);
    const many = buildDocx(
      ['Many.'],
      Array.from({ length: 1_000 }, (_, i) => ({ name: `word/p${i}.xml`, data: '' })),
    );
    await expectRefused([{ name: 'many.docx', data: many }], 422, DOCUMENT_MESSAGES.tooComplex);
    const raw = Buffer.alloc(120 * 1024 * 1024, 0x20);
    const liar = buildZip([
      { name: '_rels/.rels', data: '<Relationships/>' },
      { name: 'word/document.xml', data: '', deflated: { bytes: deflateRawSync(raw), size: 2048, crc: crc32(raw) } },
    ]);
    await expectRefused([{ name: 'liar.docx', data: liar }], 422, DOCUMENT_MESSAGES.tooComplex);
  });

  it('cuts a PDF page-tree bomb off at the page cap', async () => {
    const res = await upload([{ name: 'pages.pdf', data: buildPageTreeBombPdf(5_000) }]);
    expect(res.statusCode).toBe(201);
    const id = res.json<UploadedDocument[]>()[0]!.document_id;
    const [row] = await t.app.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.text.split('referenced again and again').length - 1).toBe(50);
  });

  it('keeps answering other requests while a hostile file is parsed', async () => {
    const para = `<w:p><w:r><w:t>${'word '.repeat(2000)}</w:t></w:r></w:p>`;
    const raw = Buffer.from(
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para.repeat(1_500)}</w:body></w:document>`,
    );
    const heavy = buildZip([
      { name: '_rels/.rels', data: '<Relationships/>' },
      {
        name: 'word/document.xml',
        data: '',
        deflated: { bytes: deflateRawSync(raw), size: raw.length, crc: crc32(raw) },
      },
    ]);
    let uploadDone = false;
    const pending = upload([{ name: 'heavy.docx', data: heavy }]).then((res) => {
      uploadDone = true;
      return res;
    });
    // Other requests are answered all the while the worker reads the file, however long that takes.
    const answered: number[] = [];
    while (!uploadDone) {
      answered.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      // inject() never leaves the microtask queue: let the worker's answer in between requests.
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect([201, 422]).toContain((await pending).statusCode);
  });

  it('needs a signed-in user and a multipart body with a file', async () => {
    const anonymous = await upload([{ name: 'a.pdf', data: proposalPdf() }], {}, {});
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const none = await upload([], { note: 'no file' });
    expect(none.json<{ detail: string }>().detail).toBe(DOCUMENT_MESSAGES.noFile);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.pdf`, data: buildPdf([{ lines: ['x'] }]) }));
    await expectRefused(six, 422, DOCUMENT_MESSAGES.tooManyFiles);
  });
});
