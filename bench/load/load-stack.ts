import { createConnection } from 'mysql2/promise';
import { ServerProcess, Started, startProcess } from '../api/processes';
import { BuildCopy, copyBuild } from '../../test/e2e/faults/build-copy';
import { freePorts } from '../../test/e2e/support/ports';
import { createTestEnvironment, TestEnvironment } from '../../test/e2e/support/test-environment';

async function startWorker(entry: string, env: Record<string, string>): Promise<Started> {
  const worker = startProcess(entry, [], env);
  const deadline = Date.now() + 60_000;
  while (!/Heirloom worker started/.test(worker.output())) {
    if (worker.process.exitCode !== null || Date.now() > deadline) {
      worker.process.kill('SIGKILL');
      throw new Error(`The worker did not start:\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return worker;
}

/**
 * The scaled mode behind a load balancer: several built API processes and one built worker on one fresh MariaDB
 * database and one Redis database, so a session made on one API is good on the others.
 */
export class LoadStack {
  private constructor(
    readonly environment: TestEnvironment,
    readonly urls: string[],
    private readonly apis: ServerProcess[],
    private readonly worker: Started,
    private readonly build: BuildCopy,
  ) {}

  /** redisDb: the benchmark's own database number; the end-to-end test lets the suite pick one. */
  static async start({ apis = 2, redisDb }: { apis?: number; redisDb?: number } = {}): Promise<LoadStack> {
    const [environment, build] = await Promise.all([createTestEnvironment('scaled', redisDb === undefined ? {} : { redisDb }), copyBuild('load')]);
    // Warnings only: request logging would cost the API more than some requests do.
    const env = { ...environment.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    const started: ServerProcess[] = [];
    let worker: Started | undefined;
    try {
      const ports = await freePorts(apis);
      // Started together on the fresh database: the migration lock lets one of them migrate.
      await Promise.all(
        ports.map(async (port) => started.push(await ServerProcess.start(build.api, { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/api/health`))),
      );
      worker = await startWorker(build.worker, { ...env, LOG_LEVEL: 'info' });
      return new LoadStack(environment, ports.map((port) => `http://127.0.0.1:${port}`), started, worker, build);
    } catch (error) {
      worker?.process.kill('SIGTERM');
      await Promise.all(started.map((api) => api.stop()));
      await environment.dispose();
      await build.remove();
      throw error;
    }
  }

  async count(sql: string): Promise<number> {
    const connection = await createConnection(this.environment.env.DATABASE_URL);
    try {
      const [rows] = await connection.query(sql);
      return Number((rows as Array<{ n: number }>)[0].n);
    } finally {
      await connection.end();
    }
  }

  async stop(): Promise<void> {
    const child = this.worker.process;
    const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    child.kill('SIGTERM');
    await Promise.all([exited, ...this.apis.map((api) => api.stop())]);
    await this.environment.dispose();
    await this.build.remove();
  }
}
