import { createUser } from '../support/factories';
import { TestApp } from '../support/test-app';

/** One's own e-mail preferences and time zone (issue 16). */
describe('Preferences', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers the defaults until changed, keeps what a change leaves out, and is one’s own', async () => {
    const ada = await createUser(app);
    const bo = await createUser(app);
    const defaults = { digest: 'weekly', email_mentions: true, email_comments: true, time_zone: 'UTC' };
    expect((await ada.agent.get('/api/me/preferences').expect(200)).body).toEqual({ preferences: defaults });

    const changed = await ada.agent.put('/api/me/preferences').send({ digest: 'daily', time_zone: 'Asia/Tokyo' }).expect(200);
    expect(changed.body).toEqual({ preferences: { ...defaults, digest: 'daily', time_zone: 'Asia/Tokyo' } });
    await ada.agent.put('/api/me/preferences').send({ email_mentions: false }).expect(200);
    expect((await ada.agent.get('/api/me/preferences').expect(200)).body.preferences).toEqual({ ...defaults, digest: 'daily', time_zone: 'Asia/Tokyo', email_mentions: false });
    expect((await bo.agent.get('/api/me/preferences').expect(200)).body.preferences).toEqual(defaults);
    await app.request().get('/api/me/preferences').expect(401);
  });

  it.each([
    [{ digest: 'hourly' }, 'digest must be one of: off, daily, weekly'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone must be an IANA time zone such as Europe/Lisbon'],
    [{ email_comments: 'no' }, 'email_comments must be true or false'],
    [{ email_mentions: null }, 'email_mentions must be true or false'],
  ])('refuses %j with 400', async (body, message) => {
    const user = await createUser(app);
    expect((await user.agent.put('/api/me/preferences').send(body).expect(400)).body).toEqual({ error: message });
  });
});
