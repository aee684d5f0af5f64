import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Below the well-known and the commonly registered service ports. */
const LOWEST = 20000;

/**
 * Where the kernel picks the local ports of outgoing connections (Linux's default when it cannot be read). A port
 * the OS hands out for listening (port 0) comes from this range too, so one reserved that way and bound a few
 * seconds later could by then be the local port of one of the many connections a test run opens (it happened:
 * EADDRINUSE starting the OpenID provider). A port below it is only ever taken by another listener.
 */
function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(start) && start > LOWEST ? start : 32768;
  } catch {
    return 32768;
  }
}

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port nobody listens on right now, for a server started a moment later: at random below the ephemeral range, and
 * none of `taken` (ports already handed out for servers not started yet).
 */
export async function freePort(taken: readonly number[] = []): Promise<number> {
  const end = ephemeralStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${end}`);
}

/** `count` different free ports, for servers started together. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) ports.push(await freePort(ports));
  return ports;
}
