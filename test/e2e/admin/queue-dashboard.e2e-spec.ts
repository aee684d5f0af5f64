import { TestApp } from '../support/test-app';
import { createUser } from '../support/factories';

describe('Queue dashboard (Bull Board) at /api/admin/queues', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('is for platform admins only', async () => {
    const admin = await createUser(app);
    const user = await createUser(app);
    expect(admin.isAdmin).toBe(true);
    await app.request().get('/api/admin/queues').expect(401);
    expect((await user.agent.get('/api/admin/queues').expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
    const response = await admin.agent.get('/api/admin/queues');
    if (app.mode === 'scaled') {
      expect(response.status).toBe(200);
      expect(response.text).toMatch(/<html/i);
      const queues = await admin.agent.get('/api/admin/queues/api/queues').expect(200);
      expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['mail', 'media', 'backup']));
    } else {
      expect(response.status).toBe(404);
      expect(response.body.error).toMatch(/scaled mode only/);
    }
  });
});
