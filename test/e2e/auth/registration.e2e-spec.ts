import { Invitation } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { createFamily, createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { TestApp } from '../support/test-app';

const INVITE_ONLY = 'New accounts are by invitation only: ask a family admin to invite your e-mail address, then register with that address';
const CLOSED = 'This server is not taking new accounts: ask the person who runs it to open registration';

// One app at a time (passport's strategies are process-wide): each REGISTRATION value gets its own, in turn.
describe('REGISTRATION', () => {
  let app: TestApp;

  afterEach(async () => {
    await app?.stop();
  });

  const register = (email: string) => app.request().post('/api/auth/register').send({ email, password: PASSWORD, name: 'Newcomer' });

  it('open (the default): anyone may register', async () => {
    app = await TestApp.start();
    expect(app.config.registration).toBe('open');
    await createUser(app);
    await register(uniqueEmail('anyone')).expect(201);
  });

  describe('invite', () => {
    let admin: TestUser;
    let familyId: number;

    const invite = (email: string) => admin.agent.post(`/api/families/${familyId}/invitations`).send({ email }).expect(201);

    it('lets the first account in, then only addresses with an open, unexpired invitation', async () => {
      app = await TestApp.start({ env: { REGISTRATION: 'invite' } });
      admin = await createUser(app);
      expect(admin.isAdmin).toBe(true);
      familyId = await createFamily(admin);

      expect((await register(uniqueEmail('uninvited')).expect(403)).body).toEqual({ error: INVITE_ONLY });

      const invited = uniqueEmail('invited');
      await invite(invited);
      const response = await register(invited.toUpperCase()).expect(201);
      expect(response.body.user).toMatchObject({ email: invited.toLowerCase(), is_admin: false, email_verified: false });

      const expired = uniqueEmail('expired');
      const { id } = (await invite(expired)).body.invitation;
      await app.app.get(DataSource).getRepository(Invitation).update({ id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await register(expired).expect(403)).body).toEqual({ error: INVITE_ONLY });

      const cancelled = uniqueEmail('cancelled');
      const { id: cancelledId } = (await invite(cancelled)).body.invitation;
      await admin.agent.delete(`/api/invitations/${cancelledId}`).expect(204);
      expect((await register(cancelled).expect(403)).body).toEqual({ error: INVITE_ONLY });
    });
  });

  describe('closed', () => {
    it('lets the first account in and nobody after it, not even to learn that an address is taken', async () => {
      app = await TestApp.start({ env: { REGISTRATION: 'closed' } });
      const admin = await createUser(app);
      expect(admin.isAdmin).toBe(true);
      expect((await admin.agent.get('/api/auth/me').expect(200)).body.user).toMatchObject({ is_admin: true, email_verified: true });
      const familyId = await createFamily(admin);
      const invited = uniqueEmail('invited');
      await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: invited }).expect(201);

      for (const email of [uniqueEmail('stranger'), invited, admin.email]) {
        expect((await register(email).expect(403)).body).toEqual({ error: CLOSED });
      }
      expect((await admin.agent.get('/api/admin/users').expect(200)).body.total).toBe(1);
    });

    it('lets exactly one of two first registrations at once in', async () => {
      app = await TestApp.start({ env: { REGISTRATION: 'closed' } });
      const responses = await Promise.all([register(uniqueEmail('racer')), register(uniqueEmail('racer'))]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 403]);
      const winner = responses.find((response) => response.status === 201)!;
      expect(winner.body.user).toMatchObject({ is_admin: true, email_verified: true });
      expect(responses.find((response) => response.status === 403)!.body).toEqual({ error: CLOSED });
      const rows: Array<{ id: number }> = await app.app.get(DataSource).query('SELECT id FROM users');
      expect(rows.map((row) => Number(row.id))).toEqual([winner.body.user.id]);
    });
  });
});
