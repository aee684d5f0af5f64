import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

/**
 * Private Redis and MariaDB servers for the fault tests: they stop and start them, which the machine's shared
 * servers (used by every other test run) must never suffer. Each lives on a free port with its data in a
 * temporary folder, and needs only the `redis-server` and MariaDB binaries that the scaled suite needs anyway.
 */

async function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`Nothing listened on port ${port} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server process that can be stopped and started again on the same port with the same data. */
abstract class PrivateServer {
  private child?: ChildProcess;
  private output = '';

  protected constructor(
    readonly port: number,
    protected readonly dir: string,
  ) {}

  protected abstract command(): { file: string; args: string[] };

  async start(timeoutMs = 30_000): Promise<void> {
    const { file, args } = this.command();
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child = child;
    await waitForPort(this.port, child, () => this.output, timeoutMs);
  }

  /** SIGKILL by default: an outage, not a tidy shutdown. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** redis-server without persistence: a restart loses every key, the worst case the system must survive. */
export class PrivateRedis extends PrivateServer {
  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort(), mkdtempSync(join(tmpdir(), 'heirloom-redis-')));
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  protected command(): { file: string; args: string[] } {
    return { file: 'redis-server', args: ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir] };
  }
}

/** mariadbd on its own data folder; root may connect from 127.0.0.1 without a password. */
export class PrivateMariaDb extends PrivateServer {
  static async start(): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'heirloom-mariadb-'));
    // --no-defaults: the machine's my.cnf (user=mysql, its own datadir and socket) must not leak in.
    await promisify(execFile)('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--user=root',
    ]);
    const mariadb = new PrivateMariaDb(await freePort(), dir);
    await mariadb.start(60_000);
    return mariadb;
  }

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  protected command(): { file: string; args: string[] } {
    return {
      file: '/usr/sbin/mariadbd',
      args: [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${join(this.dir, 'mariadb.sock')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
    };
  }
}
