import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/test-app';

describe('API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API route with a JSON 404 detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ detail: 'There is no API route at this address.' });
  });

  it('sends strict security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/about']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/api/health');
  });
});

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post(
        '/api/echo',
        { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
        async (req) => req.body,
      );
      app.get(
        '/api/echo/:word',
        { schema: { params: z.object({ word: z.string() }), querystring: z.object({ q: z.string().optional() }) } },
        async (req) => ({ ...(req.params as object), ...(req.query as object) }),
      );
      app.get('/api/boom', async () => {
        throw new Error('secret internals');
      });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives 422 naming the field for a schema failure, and drops unknown fields', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'Jo', age: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: string }>().detail).toMatch(/^age: /);
    const ok = await t.app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'Jo', age: 3, admin: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: 'Jo', age: 3 });
  });

  it('gives 400 for malformed JSON, 415 for another content type, 413 for an oversized body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'The request body is not valid JSON.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ detail: string }>().detail).toMatch(/Unsupported content type/);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'x'.repeat(2_000_000), age: 1 },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('gives 422 naming the field for text the database cannot store (NUL, unpaired surrogate), in body, query and path', async () => {
    const post = (json: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: json,
      });
    const detail = 'Text cannot contain NUL characters or broken Unicode.';
    const nul = await post('{"name":"Jo\\u0000","age":1}');
    expect({ status: nul.statusCode, body: nul.json() }).toEqual({ status: 422, body: { detail: `name: ${detail}` } });
    const surrogate = await post('{"name":"Jo\\ud800","age":1}');
    expect(surrogate.json()).toEqual({ detail: `name: ${detail}` });
    // A paired surrogate is an ordinary character; an unknown field is dropped before the check.
    const emoji = await post('{"name":"Jo\\ud83d\\ude00","age":1,"extra":"\\u0000"}');
    expect(emoji.json()).toEqual({ name: 'Jo😀', age: 1 });
    const query = await t.app.inject({ method: 'GET', url: '/api/echo/hi?q=a%00' });
    expect(query.json()).toEqual({ detail: `q: ${detail} (querystring)` });
    const nulParam = await t.app.inject({ method: 'GET', url: '/api/echo/a%00' });
    expect(nulParam.json()).toEqual({ detail: `word: ${detail} (params)` });
  });

  it('gives 400 in the same {detail} shape for a path with broken percent-encoding, and 414 for an over-long parameter', async () => {
    for (const url of ['/api/v1/%E0%A4%A', '/api/echo/%E0%A4%A', '/api/echo/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        url,
        status: 400,
        body: { detail: 'The address is not valid: it has broken percent-encoding.' },
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/echo/${'w'.repeat(200)}` });
    expect({ status: long.statusCode, body: long.json<unknown>() }).toEqual({
      status: 414,
      body: { detail: 'The address is too long.' },
    });
  });

  it('hides internals of an unexpected error behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
  });
});

describe('single-page app fallback', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build writes compressed copies beside each asset (vite-plugin-compression2).
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/about',
    '/pricing/free-trial',
    '/chat/audio',
    '/chat/video',
    '/industries/industry2',
    '/our-Vision',
    '/our-vision',
    '/ABOUT',
    '/report/',
  ])('serves the app shell for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('serves the shell with status 404 for an unknown page, so the app shows its not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/definitely/not/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('id="root"');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it('sends the compressed copy a browser accepts, brotli first', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
  });
});
