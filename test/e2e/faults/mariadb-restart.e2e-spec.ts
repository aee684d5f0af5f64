import request from 'supertest';
import { createFamily } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { eventually } from '../support/eventually';
import { describeScaled, signUp, useFaultStack } from './fault-stack';

describeScaled('Faults: MariaDB restarted', () => {
  const stack = useFaultStack({ privateMariaDb: true });

  it('answers 503 {error} without a stack while the database is down, and recovers without a restart', async () => {
    const { api, url } = await stack().startApi();
    const owner = await signUp(url);
    const familyId = await createFamily(owner);
    const photo = await uploadPhoto(owner, familyId, { description: 'Before the outage' });

    await stack().mariadb!.stop();
    const started = Date.now();
    for (const path of [`/api/families/${familyId}/photos`, `/api/photos/${photo.id}`, '/api/families']) {
      const response = await owner.agent.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.body).toEqual({ error: expect.stringMatching(/database/) });
      expect(response.text).not.toMatch(/ECONNREFUSED|at .*\.js:\d+/);
    }
    const comment = await owner.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'During the outage' });
    expect(comment.status).toBe(503);
    expect((await request(url).get('/api/health')).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(15_000);

    await stack().mariadb!.start();
    // The same process, its pool reconnecting by itself.
    const list = await eventually(
      () => owner.agent.get(`/api/families/${familyId}/photos`),
      (response) => response.status === 200,
      60_000,
      'The API answering again',
    );
    expect(list.body.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
    await owner.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'After the outage' }).expect(201);
    await uploadPhoto(owner, familyId, { description: 'After the outage' });
    await request(url).get('/api/health').expect(200);
    expect(api.running).toBe(true);
    const comments = await stack().query<{ content: string }>('SELECT content FROM comments');
    expect(comments.map((row) => row.content)).toEqual(['After the outage']);
  }, 180_000);
});
