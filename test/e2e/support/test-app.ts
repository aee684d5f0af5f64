import { AppConfig } from '@heirloom/config';
import { JobProducer } from '@heirloom/jobs';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createApiApp } from '../../../apps/api/src/app.factory';
import { createTestEnvironment, TestEnvironment, TestMode } from './test-environment';
import { WorkerProcess } from './worker-process';

/**
 * A running API on a fresh database, as production builds it, listening on a loopback port so that
 * clients keep talking to the same address across a restart.
 */
export class TestApp {
  private running = true;

  private constructor(
    readonly environment: TestEnvironment,
    public app: NestExpressApplication,
    public config: AppConfig,
    readonly url: string,
    /** The separate worker process of the scaled mode, when the test asked for one. */
    public worker?: WorkerProcess,
    /** The extra environment the test started with (the worker gets it too). */
    private readonly env: Record<string, string> = {},
  ) {}

  /**
   * Starts the API; with `worker: true` in scaled mode also the built worker process, so queued jobs run
   * there. (In embedded mode the API runs its jobs itself.)
   */
  static async start(options: { mode?: TestMode; env?: Record<string, string>; worker?: boolean } = {}): Promise<TestApp> {
    const environment = await createTestEnvironment(options.mode);
    const config = environment.config(options.env);
    const app = await createApiApp(config);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const testApp = new TestApp(environment, app, { ...config, port }, `http://127.0.0.1:${port}`, undefined, options.env);
    if (options.worker && environment.mode === 'scaled') testApp.worker = await testApp.startWorker(options.env);
    return testApp;
  }

  /** Starts a worker process on this app's database and Redis. */
  startWorker(env: Record<string, string> = {}): Promise<WorkerProcess> {
    return WorkerProcess.start({ ...this.environment.env, ...env });
  }

  get mode(): TestMode {
    return this.environment.mode;
  }

  /**
   * A cookie-keeping client, like one browser. With APP_URL set it names the app by APP_URL's host, as a browser
   * that opened APP_URL does (the app answers no other Host).
   */
  agent(): TestAgent {
    const agent = request.agent(this.url);
    return this.config.appUrl ? agent.set('Host', new URL(this.config.appUrl).host) : agent;
  }

  /** A one-off request without cookies (a client of its own, so it keeps none). */
  request(): TestAgent {
    return this.agent();
  }

  /** Waits until every job this API queued has run (in-process, or by the worker in scaled mode). */
  async drainJobs(timeoutMs?: number): Promise<void> {
    await this.app.get(JobProducer).drain(timeoutMs);
  }

  /** Stops the API and builds a new one on the same database and Redis: what a process restart does. */
  async restart(): Promise<void> {
    await this.suspend();
    await this.resume();
  }

  /**
   * Closes the API and keeps its database, files, Redis and worker for resume(). Two installations in one test process
   * take turns this way: passport's strategy and session serializers are process-wide, so while two APIs run, each
   * signs in and reads its sessions against whichever registered first or last.
   */
  async suspend(): Promise<void> {
    if (!this.running) return;
    await this.app.close();
    this.running = false;
  }

  /** Builds the API again on the same database and Redis, listening where it did. */
  async resume(): Promise<void> {
    if (this.running) return;
    this.app = await createApiApp(this.config);
    await this.app.listen(this.config.port, '127.0.0.1');
    this.running = true;
  }

  /** Restarts what runs the jobs, as a deployment does: the worker process in scaled mode, the API in embedded mode. */
  async restartJobRunner(): Promise<void> {
    if (this.worker) {
      await this.worker.stop();
      this.worker = await this.startWorker(this.env);
    } else {
      await this.restart();
    }
  }

  async stop(): Promise<void> {
    await this.worker?.stop();
    await this.suspend();
    await this.environment.dispose();
  }
}
