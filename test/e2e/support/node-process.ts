import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository: the nearest folder up with a package.json (this file also runs compiled, in the benchmark). */
function repositoryRoot(dir = __dirname): string {
  return existsSync(join(dir, 'package.json')) || dirname(dir) === dir ? dir : repositoryRoot(dirname(dir));
}

export const DIST = join(repositoryRoot(), 'dist', 'apps');
export const API_ENTRY = join(DIST, 'api', 'apps', 'api', 'src', 'main.js');
export const WORKER_ENTRY = join(DIST, 'worker', 'apps', 'worker', 'src', 'main.js');
export const CLI_ENTRY = join(DIST, 'api', 'apps', 'api', 'src', 'cli', 'cli.js');

/** How long a stopped process may take to end gracefully before it is killed (within Jest's 60 s hook limit). */
const STOP_GRACE_MS = 30_000;

/** A built entry point (what `npm run start:api` / `start:worker` run) as a separate process. */
export class NodeProcess {
  private output = '';
  /**
   * Resolves when the process has ended and all it printed has been read: with its exit code, or the signal that
   * ended it. ('exit' can come before the last lines on the pipes; 'close' comes after them.)
   */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  protected constructor(private readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  }

  /** Logs at `info` (what `waitFor` looks for) unless told a more verbose level. */
  static spawn(entry: string, args: string[], env: Record<string, string>, { logLevel = 'info' }: { logLevel?: 'info' | 'debug' | 'trace' } = {}): NodeProcess {
    if (!existsSync(entry)) throw new Error(`Build first (npm run build:server): ${entry} is missing`);
    const child = spawn(process.execPath, [entry, ...args], { env: { ...process.env, ...env, LOG_LEVEL: logLevel }, stdio: ['ignore', 'pipe', 'pipe'] });
    return new NodeProcess(child);
  }

  /** Runs a command to completion: its exit code and everything it printed. */
  static async run(entry: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const process = NodeProcess.spawn(entry, args, env);
    const { code } = await process.exited;
    return { code, output: process.log };
  }

  get pid(): number {
    return this.child.pid!;
  }

  get log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (!this.running) throw new Error(`The process exited (${this.child.exitCode}):\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`The process did not log ${pattern} within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Sends a signal and waits for the process to end. A graceful Nest process runs its shutdown hooks and
   * then re-raises the signal, so it ends "by SIGTERM" rather than with code 0. One still running after `graceMs`
   * (a job that never ends, say) is killed: a worker left behind would take the jobs of a later test sharing its
   * Redis database.
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = STOP_GRACE_MS): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.running) this.child.kill(signal);
    const killing = setTimeout(() => this.running && this.child.kill('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(killing);
    }
  }
}
