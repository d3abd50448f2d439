import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedShippedModelJson, trainingInputsHash } from './model-cache';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** A repository with just what training reads: a source file, a corpus file and the lockfile. */
function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-model-cache-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('packages/buyer/src/understand/model.ts', 'export const x = 1;\n');
  write('packages/buyer/corpus/price.ts', 'how much is it\n');
  write('package-lock.json', '{}\n');
  return root;
}

describe('the trained model cache', () => {
  it('names the weights by everything training reads', () => {
    const root = repo();
    const first = trainingInputsHash(root);
    expect(trainingInputsHash(root)).toBe(first);
    fs.appendFileSync(path.join(root, 'packages/buyer/corpus/price.ts'), 'what does it cost\n');
    const second = trainingInputsHash(root);
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(root, 'packages/buyer/src/understand/new.ts'), '');
    expect(trainingInputsHash(root)).not.toBe(second);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(trainingInputsHash(root)).not.toBe(second);
  });

  it('ignores files outside the package, its corpus and the lockfile', () => {
    const root = repo();
    const before = trainingInputsHash(root);
    fs.mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
    fs.writeFileSync(path.join(root, 'apps/server/src/app.ts'), 'export {};\n');
    expect(trainingInputsHash(root)).toBe(before);
  });

  it('reads the weights kept for unchanged inputs instead of training', () => {
    const root = repo();
    const dir = path.join(root, 'node_modules/.cache/buyerlab');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `nlu-model-${trainingInputsHash(root)}.json`), '{"kept":true}');
    expect(cachedShippedModelJson(root)).toEqual({ json: '{"kept":true}', cached: true });
  });
});
