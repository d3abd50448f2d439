import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. The embedded database (PGlite) serves one process ` +
        'at a time: stop that process first (for example the server, before running an admin command), or set ' +
        'DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  ENOTDIR: 'a part of the path is a file, not a folder',
};

/** The data folder cannot be created or written: said plainly at start, instead of a stack trace. */
export class DataDirUnwritableError extends Error {
  constructor(dataDir: string, cause: NodeJS.ErrnoException) {
    const why = (cause.code && WHY[cause.code]) ?? cause.message;
    super(
      `Buyerlab cannot write its data folder ${dataDir}: ${why}${cause.code ? ` (${cause.code})` : ''}. ` +
        'Free some disk space, choose a writable folder with DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirUnwritableError';
  }
}

/** Creates the data folder if needed and proves it can be written, or says why not. */
export function ensureWritableDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirUnwritableError(dataDir, error as NodeJS.ErrnoException);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes: two of them writing one data folder corrupt it. So the
 * process that opens it writes its pid beside it, and another one is refused while that process
 * lives. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'buyerlab.lock');
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    fs.rmSync(file, { force: true });
  }
}
