import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a built entry point to completion; throws with its output when it fails. */
export async function runToEnd(entry: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = startProcess(entry, args, env);
  const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
  if (code !== 0) throw new Error(`${entry} ${args.join(' ')} failed (${code}):\n${child.output()}`);
  return child.output();
}

export interface Started {
  process: ChildProcess;
  output(): string;
}

export function startProcess(entry: string, args: string[], env: Record<string, string>): Started {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (npm run build:server)`);
  const child = spawn(process.execPath, [entry, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { process: child, output: () => output };
}

/** A server process: started, answering on its port, and stopped (and waited for) at the end. */
export class ServerProcess {
  private constructor(private readonly started: Started) {}

  static async start(entry: string, env: Record<string, string>, readyUrl: string): Promise<ServerProcess> {
    const server = new ServerProcess(startProcess(entry, [], env));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.started.process.exitCode !== null) throw new Error(`${entry} exited:\n${server.started.output()}`);
      if (await answers(readyUrl)) return server;
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`${entry} did not answer ${readyUrl} within 60 s:\n${server.started.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  get pid(): number | undefined {
    return this.started.process.pid;
  }

  async stop(): Promise<void> {
    const child = this.started.process;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
