// Helpers shared by the project scripts (start, bench, e2e). Plain Node, no build step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'packages',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

/** True when a build output is missing or older than any source file. */
export function buildIsStale() {
  const outputs = OUTPUTS.map((o) => path.join(root, o));
  if (!outputs.every((o) => fs.existsSync(o))) return true;
  const oldestOutput = Math.min(...outputs.map((o) => fs.statSync(o).mtimeMs));
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newestSource > oldestOutput;
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export async function buildIfNeeded() {
  if (!buildIsStale()) return false;
  console.log('Building Buyerlab (web app and server)…');
  await run('npm', ['run', 'build', '--silent']);
  return true;
}

/** A loopback port nothing listens on right now (the machine may be shared with other runs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server and resolves once /api/health answers; on a free loopback port when
 * none is given, so a server someone else runs on a fixed port is never measured by mistake.
 */
export async function startServer({ env = {}, port: wanted, quiet = true } = {}) {
  const port = wanted ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url, readyMs: performance.now() - started };
}
