import request from 'supertest';
import { createFamily, PASSWORD } from '../support/factories';
import { postPhoto, uniqueJpeg, uploadPhoto } from '../support/photos';
import { eventually } from '../support/eventually';
import { describeScaled, signUp, useFaultStack } from './fault-stack';

type Row = { id: number; thumbnail_status: string };

/**
 * Redis stopped and started again, empty (no persistence: the worst case). The decision, also in the worker's
 * QueueWorkersService: sessions live in Redis, so while it is away signed-in requests, uploads included, answer
 * 503 `{error}` at once (nothing waits for Redis); health answers 503. When Redis is back the sessions are gone
 * (people sign in again) and so are the queued jobs, but the worker queues again the thumbnail of every photo the
 * database still lists as pending, at start and on every reconnection, so every queued job runs.
 */
describeScaled('Faults: Redis stopped and started again', () => {
  const stack = useFaultStack();

  const statuses = () => stack().query<Row>('SELECT id, thumbnail_status FROM photos ORDER BY id');
  const allReady = (rows: Row[]) => rows.every((row) => row.thumbnail_status === 'ready');

  it('answers 503 {error} at once while Redis is down, and runs every queued job once it is back', async () => {
    const { url } = await stack().startApi();
    let worker = await stack().startWorker();
    const owner = await signUp(url);
    const familyId = await createFamily(owner);
    const first = await uploadPhoto(owner, familyId);
    await eventually(statuses, allReady, 30_000, 'The first thumbnail');

    // Jobs queued while no worker runs, then lost with Redis.
    await worker.stop('SIGTERM');
    const queued = [await uploadPhoto(owner, familyId), await uploadPhoto(owner, familyId)];
    await stack().redis.stop();

    const started = Date.now();
    const list = await owner.agent.get(`/api/families/${familyId}/photos`);
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ error: expect.stringMatching(/try again/) });
    const upload = await postPhoto(owner, familyId, await uniqueJpeg());
    expect(upload.status).toBe(503);
    expect(upload.body.error).toEqual(expect.any(String));
    expect((await request(url).get('/api/health')).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The failed upload left no row behind.
    expect((await statuses()).map((row) => row.id)).toEqual([first.id, ...queued.map((photo) => photo.id)]);

    // A worker started during the outage waits for Redis instead of dying.
    const waitingWorker = stack().startWorker();
    await stack().redis.start();
    worker = await waitingWorker;
    await eventually(statuses, (rows) => rows.length === 3 && allReady(rows), 60_000, 'The lost thumbnail jobs running');

    // The sessions went with Redis: the old cookie is signed out, signing in again works, and so do uploads. The
    // API's Redis clients (sessions, sign-in throttle) reconnect by themselves, each on its own back-off.
    await eventually(async () => (await owner.agent.get('/api/auth/me')).status, (status) => status === 401, 15_000, 'The old session signed out');
    const signIn = async () => (await owner.agent.post('/api/auth/login').send({ email: owner.email, password: PASSWORD })).status;
    await eventually(signIn, (status) => status === 200, 15_000, 'Signing in once the API is back on Redis');
    await uploadPhoto(owner, familyId);

    // Redis lost again under a running worker: it reconnects by itself and sweeps again. A photo whose job went
    // with Redis (simulated: put back to pending during the outage) gets its thumbnail.
    await eventually(statuses, (rows) => rows.length === 4 && allReady(rows), 30_000, 'The fourth thumbnail');
    await stack().redis.stop();
    await stack().query("UPDATE photos SET thumbnail_status = 'pending' WHERE id = ?", [first.id]);
    await stack().redis.start();
    await eventually(statuses, (rows) => rows.length === 4 && allReady(rows), 60_000, 'The swept thumbnail after a reconnection');
    expect(worker.running).toBe(true);
    expect(worker.log).toMatch(/Redis is back/);
    await eventually(signIn, (status) => status === 200, 15_000, 'Signing in once the API is back on Redis');
    await owner.agent.get(`/api/families/${familyId}/photos`).expect(200);
  }, 240_000);
});
