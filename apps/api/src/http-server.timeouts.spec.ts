import { once } from 'node:events';
import { createServer, request as httpRequest, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { suspendIdleTimeout } from './http-server.timeouts';

/**
 * The idle limit on a real HTTP server, shortened to 200 ms: an answer that takes longer to compute than the limit
 * reaches the client only while the limit is lifted, and the limit is back on the socket once the answer is written.
 */
describe(suspendIdleTimeout.name, () => {
  const IDLE_MS = 200;
  let server: Server;
  let url: string;
  let suspend = true;
  let timeoutAfterAnswer: number | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', async () => {
        const restore = suspend ? suspendIdleTimeout(request.socket, IDLE_MS) : () => undefined;
        await sleep(IDLE_MS * 3); // computing the answer, nothing moving on the socket
        restore();
        timeoutAfterAnswer = request.socket.timeout;
        response.end('stored');
      });
    });
    server.timeout = IDLE_MS;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = () =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
      });
      request.on('error', reject).end('the files');
    });

  it('answers when computing takes longer than the idle limit, and puts the limit back before answering', async () => {
    suspend = true;
    await expect(post()).resolves.toBe('stored');
    expect(timeoutAfterAnswer).toBe(IDLE_MS);
  });

  it('without it the same answer meets a closed socket (what a 200-photo bulk on a busy machine met)', async () => {
    suspend = false;
    await expect(post()).rejects.toThrow(/socket hang up/);
  });
});
