import { bareServerEnv } from './bare-env';
import { BARE_ENTRY, BenchMode, STACK_FLOOR_ENTRY } from './bench-env';
import { checkAndDrive, describe, Measured } from './load';
import { ServerProcess } from './processes';
import { Scenario } from './scenarios';
import { settle } from './settle';

export interface Floor {
  entry: string;
  label: string;
  /** Answers 2xx once the server is up (the stack floor answers nothing else before sign-in). */
  readyPath: string;
}

/** What the API is measured against: the plain Node server, and the same SQL behind the fixed stack alone. */
export const FLOORS = {
  bare: { entry: BARE_ENTRY, label: 'bare ', readyPath: '/health' },
  stack: { entry: STACK_FLOOR_ENTRY, label: 'stack', readyPath: '/sign-in' },
} satisfies Record<string, Floor>;

export interface FloorRun {
  mode: BenchMode;
  seconds: number;
  port: number;
  log: (line: string) => void;
}

/** Every scenario against one floor, signed in where it keeps sessions. */
export async function driveFloor(floor: Floor, scenarios: Scenario[], { mode, seconds, port, log }: FloorRun): Promise<Map<string, Measured>> {
  const url = `http://127.0.0.1:${port}`;
  const server = await ServerProcess.start(floor.entry, bareServerEnv(mode, port), `${url}${floor.readyPath}`);
  const figures = new Map<string, Measured>();
  try {
    const signIn = await fetch(`${url}/sign-in`);
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    for (const scenario of scenarios) {
      const result = await checkAndDrive(`${url}${scenario.bare}`, cookie ? { cookie } : {}, seconds);
      await settle(mode);
      log(`  ${floor.label} ${scenario.name}: ${describe(result)}`);
      figures.set(scenario.key, result);
    }
  } finally {
    await server.stop();
  }
  return figures;
}
