import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@buyerlab/contract';
import { buildPdf, multipart, proposalLines, startRawUpload } from '../../test/document-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

type Held = { request: http.ClientRequest; answer: Promise<{ status: number; body: string }> };

/**
 * Starts an upload that announces a 40 MB body and sends none of it: the server can only answer
 * before reading the body, or wait.
 */
function holdUpload(t: TestApp, token: string): Held {
  const request = startRawUpload(t.app, token, '----held', 40 * 1024 * 1024);
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  request.flushHeaders();
  return { request, answer };
}

/** The first of these to answer, and which one it was. */
const firstAnswer = (held: Held[]) => Promise.race(held.map((h, index) => h.answer.then((a) => ({ ...a, index }))));

describe('uploads are admitted before their body is read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_UPLOADS_PER_USER: '1', DOCUMENT_UPLOADS_IN_FLIGHT: '2' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('refuses a second upload of the same user while the first is in progress, unread', async () => {
    const { token } = await createTestUser(t.app);
    const held = [holdUpload(t, token), holdUpload(t, token)];
    const refused = await firstAnswer(held);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ detail: DOCUMENT_MESSAGES.tooManyUploads });
    held.forEach((h) => h.request.destroy());
  });

  it('refuses uploads beyond those in flight with 503 at once, and admits again when they end', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createTestUser(t.app)));
    const held = users.map(({ token }) => holdUpload(t, token));
    const refused = await firstAnswer(held);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ detail: DOCUMENT_MESSAGES.busy });
    held.forEach((h) => h.request.destroy());

    // The dropped connections gave their places back: a real upload goes through.
    const { payload, headers } = await multipart([
      { name: 'proposal.pdf', data: buildPdf([{ lines: proposalLines() }]) },
    ]);
    let status = 0;
    for (let i = 0; i < 100 && status !== 201; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/documents/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${users[0]!.token}` },
      });
      status = res.statusCode;
      if (status !== 201) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(201);
  });
});
