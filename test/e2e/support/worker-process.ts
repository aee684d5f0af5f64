import { NodeProcess, WORKER_ENTRY } from './node-process';

export type WorkerProcess = NodeProcess;

/** The built worker (`npm run start:worker`) as a separate process, as operators run it in scaled mode. */
export const WorkerProcess = {
  async start(env: Record<string, string>): Promise<WorkerProcess> {
    const worker = NodeProcess.spawn(WORKER_ENTRY, [], env);
    // A machine shared by several test runs can take half a minute just to load the worker's modules.
    await worker.waitFor(/Heirloom worker started/, 60_000);
    return worker;
  },
};
