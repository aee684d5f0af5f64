import { REQUEST_TOO_SLOW } from '../../../apps/api/src/common/middleware/request-deadline';
import { createFamily, createUser, uniqueEmail } from '../support/factories';
import { photoRows, uniqueJpeg } from '../support/photos';
import { rawExchange } from '../support/raw-http';
import { TestApp } from '../support/test-app';

/** Short in this app so the spec need not wait the real 30 s; the upload routes keep their hour. */
const BODY_TIMEOUT_SECONDS = 1;
/** Room for the timer, the answer and a busy machine; far below what an unprotected route allows (an hour). */
const SLACK_MS = 2_500;

describe('Slow clients', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS) } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const head = (method: string, path: string, headers: Record<string, string | number>) =>
    `${method} ${path} HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  it('cuts off a sign-in whose body stalls half-way, with 408 {error}, and closes the connection', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'correct horse battery' });
    const exchange = await rawExchange(app.url, [
      { data: head('POST', '/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }) },
      { data: body.slice(0, body.length / 2) },
    ]);
    expect(exchange.status).toBe(408);
    expect(exchange.body).toEqual({ error: REQUEST_TOO_SLOW });
    expect(exchange.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(exchange.closedAfterMs).not.toBeNull();
    expect(exchange.closedAfterMs!).toBeGreaterThanOrEqual(BODY_TIMEOUT_SECONDS * 1000 - 50);
    expect(exchange.closedAfterMs!).toBeLessThan(BODY_TIMEOUT_SECONDS * 1000 + SLACK_MS);
  });

  it('cuts off a body that keeps trickling past the limit, one byte at a time', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'correct horse battery' });
    const drip = [...body].map((data) => ({ data, afterMs: 200 }));
    const exchange = await rawExchange(app.url, [
      { data: head('POST', '/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }) },
      ...drip,
    ]);
    expect(exchange.status).toBe(408);
    expect(exchange.closedAfterMs!).toBeLessThan(BODY_TIMEOUT_SECONDS * 1000 + SLACK_MS);
  });

  it('leaves a request that arrived in time alone: answered, its kept-alive connection still open past the limit', async () => {
    const exchange = await rawExchange(app.url, [{ data: head('GET', '/api/health', {}) }], { waitMs: BODY_TIMEOUT_SECONDS * 1000 + 1000 });
    expect(exchange.status).toBe(200);
    expect(exchange.closedAfterMs).toBeNull();
  });

  it('lets a slow but steady upload take longer than the limit', async () => {
    const user = await createUser(app);
    const familyId = await createFamily(user);
    const cookie = (await user.agent.get('/api/auth/me')).request.cookies;
    const jpeg = await uniqueJpeg(400, 300);
    const boundary = 'SlowButSteady';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // Eight pieces a third of a second apart: about three times the limit from first to last byte.
    const pieces = 8;
    const size = Math.ceil(body.length / pieces);
    const chunks = Array.from({ length: pieces }, (_, i) => ({ data: body.subarray(i * size, (i + 1) * size), afterMs: 350 }));
    const exchange = await rawExchange(
      app.url,
      [{ data: head('POST', `/api/families/${familyId}/photos`, { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Cookie: cookie }) }, ...chunks],
      { waitMs: 10_000, untilAnswered: true },
    );
    expect(exchange.status).toBe(201);
    expect(exchange.answeredAfterMs!).toBeGreaterThan(BODY_TIMEOUT_SECONDS * 1000 * 2);
    expect(exchange.body).toMatchObject({ photo: { family_id: familyId, original_filename: 'slow.jpg' } });
    expect(await photoRows(app, familyId)).toHaveLength(1);
  });
});
