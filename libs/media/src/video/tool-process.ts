import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { VideoToolError } from './video.errors';

export interface ToolRunOptions {
  /** Killed (SIGKILL) past this; a hostile file must not keep a process busy for ever. */
  timeoutMs: number;
  /** Most bytes of standard output kept (ffprobe's JSON); past it the run fails. Ignored with onStdoutLine. */
  maxStdoutBytes?: number;
  /** Standard output line by line instead of kept (ffmpeg's -progress reports). */
  onStdoutLine?: (line: string) => void;
  signal?: AbortSignal;
}

/** What standard error keeps: its tail, enough to say why a run failed without holding a chatty log. */
const STDERR_TAIL_BYTES = 8 * 1024;

/**
 * Runs ffmpeg or ffprobe as a child process: spawned with an argument list (never a shell, so no file name is ever
 * parsed as a command), no standard input, output read as it comes. Resolves with standard output once the tool
 * exits with 0; rejects with VideoToolError otherwise (exit code, signal, time-out, too much output).
 */
export function runTool(binary: string, args: string[], options: ToolRunOptions): Promise<string> {
  const tool = basename(binary);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, windowsHide: true });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: string | undefined;
    let pendingLine = '';
    const stop = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`took longer than ${Math.round(options.timeoutMs / 1000)} s`), options.timeoutMs);
    const onAbort = () => stop('was stopped');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdoutLine) {
        const lines = (pendingLine + chunk.toString('utf8')).split('\n');
        pendingLine = lines.pop() ?? '';
        lines.forEach((line) => options.onStdoutLine!(line));
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > (options.maxStdoutBytes ?? 1024 * 1024)) return stop('wrote more output than expected');
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error) => {
      failure ??= `could not be started (${error.message})`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pendingLine) options.onStdoutLine?.(pendingLine);
      if (failure || code !== 0) return reject(new VideoToolError(tool, code, stderr, failure ?? (signal ? `was killed (${signal})` : undefined)));
      resolve(Buffer.concat(stdout).toString('utf8'));
    });
  });
}
