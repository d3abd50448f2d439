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
