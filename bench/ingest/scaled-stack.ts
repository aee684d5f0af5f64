import { cp, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { API_ENTRY, DIST, NodeProcess, WORKER_ENTRY } from '../../test/e2e/support/node-process';
import { freePort } from '../../test/e2e/support/ports';
import { createTestEnvironment, TestEnvironment } from '../../test/e2e/support/test-environment';

/**
 * The benchmark's own Redis database: 0, outside the 1-15 that test environments pick from, so that neither empties
 * the other's queues when both run on one machine.
 */
const BENCH_REDIS_DB = 0;

/** A copy of dist/apps: a build started meanwhile by someone else (dist/ is shared) cannot pull it away. */
interface BuildCopy {
  dir: string;
  api: string;
  worker: string;
}

/** The scaled mode as operators run it: the built API and one built worker on a fresh MariaDB database and Redis. */
export class ScaledStack {
  private constructor(
    readonly environment: TestEnvironment,
    private readonly build: BuildCopy,
    readonly url: string,
    private readonly port: number,
    public api: NodeProcess,
    readonly worker: NodeProcess,
  ) {}

  /** redisDb: another benchmark running beside this one takes its own database. */
  static async start({ redisDb = BENCH_REDIS_DB } = {}): Promise<ScaledStack> {
    const build = await copyBuild();
    const environment = await createTestEnvironment('scaled', { redisDb });
    const started: NodeProcess[] = [];
    try {
      const port = await freePort();
      const api = await startApi(environment, build, port, started);
      const worker = NodeProcess.spawn(build.worker, [], environment.env);
      started.push(worker);
      await worker.waitFor(/Heirloom worker started/);
      return new ScaledStack(environment, build, `http://127.0.0.1:${port}`, port, api, worker);
    } catch (error) {
      // A process that never logged it was ready is still running: stop it, and drop the database and folder.
      await Promise.all(started.map((process) => process.stop()));
      await environment.dispose();
      await rm(build.dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A fresh API process on the same database, so that its peak memory counts one phase only. */
  async restartApi(): Promise<void> {
    await this.api.stop();
    this.api = await startApi(this.environment, this.build, this.port);
  }

  async stop(): Promise<void> {
    await Promise.all([this.api.stop(), this.worker.stop()]);
    await this.environment.dispose();
    await rm(this.build.dir, { recursive: true, force: true });
  }
}

/** Copies dist/apps into bench/.data (inside the repository, so that node_modules still resolve from there). */
async function copyBuild(): Promise<BuildCopy> {
  const dir = join(dirname(dirname(DIST)), 'bench', '.data', `build-${process.pid}`);
  await cp(DIST, dir, { recursive: true });
  return { dir, api: join(dir, relative(DIST, API_ENTRY)), worker: join(dir, relative(DIST, WORKER_ENTRY)) };
}

async function startApi(environment: TestEnvironment, build: BuildCopy, port: number, started: NodeProcess[] = []): Promise<NodeProcess> {
  const api = NodeProcess.spawn(build.api, [], { ...environment.env, PORT: String(port) });
  started.push(api);
  await api.waitFor(/Heirloom API listening/, 60_000);
  return api;
}
