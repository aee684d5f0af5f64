import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ZipResult {
  /** Size of the zip written. */
  bytes: number;
  seconds: number;
}

/** Whether the zip command exists on this machine (the floor cannot be measured without it). */
export const zipAvailable = (): boolean => spawnSync('zip', ['-v'], { stdio: 'ignore' }).status === 0;

/**
 * The floor: `zip -r -q` of a folder into a temporary file, with deflate (zip's default) or store only (-0, as the
 * backup engine stores photos). Killed after timeoutMs; the zip is deleted afterwards.
 */
export async function zipFolder(folder: string, mode: 'deflate' | 'store', timeoutMs: number): Promise<ZipResult> {
  const out = await mkdtemp(join(tmpdir(), 'heirloom-zip-floor-'));
  try {
    const file = join(out, 'floor.zip');
    const started = performance.now();
    await run('zip', ['-r', '-q', ...(mode === 'store' ? ['-0'] : []), file, '.'], folder, timeoutMs);
    const seconds = (performance.now() - started) / 1000;
    return { bytes: (await stat(file)).size, seconds };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}: ${stderr.trim()}`)),
    );
  });
}
