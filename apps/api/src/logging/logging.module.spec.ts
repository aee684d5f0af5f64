import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { httpLoggerOptions } from './logging.module';

describe(httpLoggerOptions.name, () => {
  let server: Server;
  let lines: string[];
  let url: string;

  beforeEach(async () => {
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const logger = pinoHttp(httpLoggerOptions({ logLevel: 'info' }), destination);
    server = createServer((request, response) => {
      logger(request, response);
      response.statusCode = request.url === '/fails' ? 500 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const logged = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie: 'heirloom.sid=secret-session', 'x-request-id': 'abcdef12-3456' } });
    await response.text();
    await new Promise((resolve) => setImmediate(resolve));
    return JSON.parse(lines.at(-1)!);
  };

  it('logs an answer with only the request id, method, url, status and response time', async () => {
    const line = await logged('/api/invitations/accept/tok3n?x=1');
    expect(line.req).toEqual({ id: 'abcdef12-3456', method: 'GET', url: '/api/invitations/accept/[token]?x=1' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('secret-session');
  });

  it('logs a failed answer at error level with the same small shapes', async () => {
    const line = await logged('/fails');
    expect(line.level).toBe(50);
    expect(line.req).toEqual({ id: 'abcdef12-3456', method: 'GET', url: '/fails' });
    expect(line.res).toEqual({ statusCode: 500 });
  });
});
