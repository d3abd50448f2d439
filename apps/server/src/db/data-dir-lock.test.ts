import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, DataDirUnwritableError, ensureWritableDataDir, lockDataDir } from './data-dir-lock';

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

describe('a data folder that cannot be written', () => {
  it('is refused with the reason and what to do', () => {
    const file = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const dir = path.join(file, 'pglite');
    expect(() => ensureWritableDataDir(dir)).toThrow(DataDirUnwritableError);
    expect(() => ensureWritableDataDir(dir)).toThrow(
      /a part of the path is a file, not a folder \(ENOTDIR\)\. .*DATA_DIR/,
    );
    // A writable one is created and left as it was found.
    const fresh = path.join(tempDir(), 'data', 'pglite');
    ensureWritableDataDir(fresh);
    expect(fs.readdirSync(fresh)).toEqual([]);
  });

  it('stops the server at start with one clear sentence, not a stack trace', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const server = path.resolve(import.meta.dirname, '../server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        DATA_DIR: path.join(file, 'data'),
        DATABASE_URL: '',
        PORT: '0',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Buyerlab cannot write its data folder');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
