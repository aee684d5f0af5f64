import { Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { PinoLogger } from 'nestjs-pino';
import { pino } from 'pino';
import { rootLoggerOptions } from './logging.module';
import { requestLogger } from './request-logger';

describe(requestLogger.name, () => {
  let server: Server;
  let lines: Array<Record<string, unknown>>;
  let url: string;

  const start = async (logLevel: 'info' | 'warn') => {
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    const root = pino(rootLoggerOptions({ logLevel }), destination);
    // What a service's Nest logger does inside a request: write through the request's logger, if there is one.
    const serviceLogger = new PinoLogger({ pinoHttp: { logger: root } });
    const app = express();
    app.use(requestLogger(root));
    app.get('/fails', (_request, response) => void response.status(500).end());
    app.get('/refused', (_request, response) => void response.status(404).end());
    app.get('/service-logs', (_request, response) => {
      serviceLogger.warn({ password: 'hunter2' }, 'something to know');
      response.end('ok');
    });
    app.get('/hangs', () => undefined);
    app.use((_request, response) => void response.end('ok'));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie: 'heirloom.sid=secret-session', ...headers } });
    await response.text();
    await settle();
    return response;
  };

  it('logs an answer with only the request id, method, url (no token), status and response time', async () => {
    await start('info');
    const response = await get('/api/invitations/accept/tok3n?x=1', { 'x-request-id': 'abcdef12-3456' });
    expect(response.headers.get('x-request-id')).toBe('abcdef12-3456');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, msg: 'request completed' });
    expect(line.req).toEqual({ id: 'abcdef12-3456', method: 'GET', url: '/api/invitations/accept/[token]?x=1' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('secret-session');
  });

  it.each([
    ['/invitations/tok3n', '/invitations/[token]'],
    ['/verify-email?token=tok3n', '/verify-email?token=[token]'],
    ['/verify-email?a=1&token=tok3n&b=2', '/verify-email?a=1&token=[token]&b=2'],
    ['/api/invitations/12', '/api/invitations/12'],
    ['/api/invitations/pending', '/api/invitations/pending'],
    ['/api/downloads/tok3n', '/api/downloads/[token]'],
    ['/api/families/3/downloads', '/api/families/3/downloads'],
  ])('logs %s as %s: the tokens of mailed links are credentials', async (path, logged) => {
    await start('info');
    await get(path);
    expect(lines[0].req).toMatchObject({ url: logged });
    if (path.includes('tok3n')) expect(JSON.stringify(lines)).not.toContain('tok3n');
  });

  it('makes up a request id when the caller sends none or a strange one', async () => {
    await start('info');
    const response = await get('/anything', { 'x-request-id': '<script>' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0].req).toMatchObject({ id });
  });

  it('logs a client error at warn and a server error at error', async () => {
    await start('info');
    await get('/refused');
    await get('/fails');
    expect(lines.map(({ level, res }) => [level, res])).toEqual([
      [40, { statusCode: 404 }],
      [50, { statusCode: 500 }],
    ]);
    expect(lines[1].msg).toBe('request errored');
  });

  it('leaves out answered health checks, but not failed ones, and writes nothing under its level', async () => {
    await start('warn');
    await get('/api/health');
    await get('/anything');
    expect(lines).toEqual([]);
    await get('/fails');
    expect(lines).toHaveLength(1);
  });

  it("gives what a service logs during the request the request's fields, with secrets redacted", async () => {
    await start('warn');
    const response = await get('/service-logs');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'something to know', password: '[redacted]' });
    expect(lines[0].req).toEqual({ id: response.headers.get('x-request-id'), method: 'GET', url: '/service-logs' });
  });

  it('logs a request the client gave up on as aborted', async () => {
    await start('info');
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.write('GET /hangs HTTP/1.1\r\nHost: test\r\n\r\n');
    await settle();
    socket.destroy();
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request aborted', req: { method: 'GET', url: '/hangs' } });
  });
});
