import { connect, Socket } from 'node:net';

/** What a server sent back on a raw connection, and when it hung up. */
export interface RawExchange {
  /** Everything the server wrote, as text. */
  text: string;
  /** The status of the first answer, or null when none came. */
  status: number | null;
  /** The JSON body of the first answer, when it had one. */
  body: unknown;
  /** Milliseconds from the first byte sent until the whole first answer had arrived (null: it never did). */
  answeredAfterMs: number | null;
  /** Milliseconds from the first byte sent until the server closed the connection (null: still open at the end). */
  closedAfterMs: number | null;
}

/**
 * A client as slow or as broken as a test needs, on a plain socket: it writes the head and then each chunk after its
 * pause, and reports what came back until the server hung up or `waitMs` passed (with `untilAnswered`, as soon as
 * the first answer is complete). supertest cannot stall half-way.
 */
export async function rawExchange(
  url: string,
  chunks: Array<{ data: string | Buffer; afterMs?: number }>,
  { waitMs = 10_000, untilAnswered = false } = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  const received: Buffer[] = [];
  const started = performance.now();
  let closedAfterMs: number | null = null;
  let answeredAfterMs: number | null = null;
  let answered: () => void = () => undefined;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  const closed = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      received.push(chunk);
      if (answeredAfterMs === null && isComplete(Buffer.concat(received))) {
        answeredAfterMs = performance.now() - started;
        answered();
      }
    });
    socket.on('error', () => undefined); // a reset after the answer is how some cut-offs end
    socket.on('close', () => {
      closedAfterMs = performance.now() - started;
      resolve();
    });
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  for (const chunk of chunks) {
    if (chunk.afterMs) await Promise.race([closed, pause(chunk.afterMs)]);
    if (socket.destroyed) break;
    socket.write(chunk.data);
  }
  await Promise.race([closed, ...(untilAnswered ? [answer] : []), pause(waitMs)]);
  socket.destroy();
  const text = Buffer.concat(received).toString('utf8');
  return { text, status: statusOf(text), body: bodyOf(text), answeredAfterMs, closedAfterMs };
}

/** Whether the bytes hold a whole answer: its head and as many body bytes as its Content-Length says. */
function isComplete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(bytes.subarray(0, end).toString('latin1'));
  return bytes.length - (end + 4) >= Number(length?.[1] ?? 0);
}

/** A pause that does not keep the test process alive once the exchange is over. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const statusOf = (text: string): number | null => {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  return match ? Number(match[1]) : null;
};

const bodyOf = (text: string): unknown => {
  const body = text.split('\r\n\r\n')[1];
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return body;
  }
};
