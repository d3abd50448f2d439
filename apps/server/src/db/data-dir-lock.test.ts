import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('refuses a second process while the first lives, naming it, and frees the folder on release', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'buyerlab.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its process is gone: the stale lock is taken over, and released again.
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'buyerlab.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'buyerlab.lock'))).toBe(false);
  });
});
