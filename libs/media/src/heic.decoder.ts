import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** An image decoded to 8-bit RGBA, row after row, as sharp takes it (`raw: {width, height, channels: 4}`). */
export interface DecodedHeic {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The thread's code. libheif (HEVC is patent-encumbered, so sharp's prebuilt libvips cannot decode it) runs as
 * WebAssembly through heic-decode, synchronously: a 12-megapixel iPhone photo keeps a thread busy for seconds. On
 * the main thread that would stall an embedded API's requests and a worker's job-lock renewals, so each decode runs
 * on a thread of its own. The file is read there; the pixels come back as a transferred buffer (not copied).
 * Its path to heic-decode is resolved by the caller, so the thread finds it wherever the app runs from.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const decode = require(workerData.heicDecodePath);
parentPort.on('message', async ({ id, path }) => {
  try {
    const { width, height, data } = await decode({ buffer: await readFile(path) });
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ id, width, height, pixels }, [pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.code ? { code: error.code, syscall: error.syscall, message: error.message } : { message: String(error && error.message || error) } });
  }
});
`;

/** A thread with nothing to do for this long ends, giving back libheif's memory (it never shrinks while alive). */
const IDLE_MS = 30_000;

interface Pending {
  resolve(decoded: DecodedHeic): void;
  reject(error: Error): void;
}

type ThreadReply = { id: number; width: number; height: number; pixels: Uint8Array } | { id: number; error: { message: string; code?: string; syscall?: string } };

/** One decoding thread: started on its first decode, ended after IDLE_MS without one. */
class HeicThread {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  get load(): number {
    return this.pending.size;
  }

  decode(path: string): Promise<DecodedHeic> {
    const worker = this.start();
    const id = this.nextId++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    worker.ref(); // a decode under way keeps the process alive; an idle thread does not
    return new Promise<DecodedHeic>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, path });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { heicDecodePath: require.resolve('heic-decode') } });
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    // A thread that dies (out of memory in the WebAssembly heap) fails what it held; the next decode starts another.
    worker.on('error', (error) => this.stop(worker, error));
    worker.on('exit', (code) => this.stop(worker, new Error(`The HEIC decoding thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: ThreadReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    else pending.resolve({ data: Buffer.from(reply.pixels.buffer, reply.pixels.byteOffset, reply.pixels.byteLength), width: reply.width, height: reply.height });
    if (this.pending.size > 0) return;
    this.worker?.unref();
    this.idleTimer = setTimeout(() => void this.worker?.terminate(), IDLE_MS).unref();
  }

  private stop(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

const threads: HeicThread[] = [];
let threadLimit = Math.max(1, availableParallelism());

/** How many HEIC decodes may run at once in this process (one thread each); call once, like configureImageProcessing. */
export function setHeicDecodeThreads(count: number): void {
  threadLimit = Math.max(1, Math.floor(count));
}

/**
 * Decodes an HEVC-coded HEIF file (the primary image, turned upright: libheif applies the file's rotation and
 * mirroring) on a decoding thread. The whole file is read into that thread's memory, which libheif needs; uploads
 * are at most MAX_UPLOAD_MB. Throws what heic-decode throws for a file it cannot read, or ENOENT.
 */
export function decodeHeic(path: string): Promise<DecodedHeic> {
  let thread = threads.find((candidate) => candidate.load === 0);
  if (!thread && threads.length < threadLimit) threads.push((thread = new HeicThread()));
  thread ??= threads.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
  return thread.decode(path);
}
