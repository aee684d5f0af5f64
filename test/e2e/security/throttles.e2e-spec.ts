import { randomBytes } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { createFamily, createUser, invitationToken, mintVerificationToken, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';
import { turnOnTwoFactor } from '../support/account-links';
import { createShareLink, sharedApi } from '../support/share-links';

/**
 * The throttles of throttle.policies.ts at their real limits (TEST_THROTTLE_FACTOR 1), measured with bounded loops.
 * The app trusts one proxy hop, so each test speaks from client addresses of its own (X-Forwarded-For). Accounts
 * are made from 127.0.0.1, under the 20 registrations an hour an address may make.
 */
describe('Throttles', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { TEST_THROTTLE_FACTOR: '1', TRUST_PROXY: '1' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const signIn = (from: string, email: string, password: string, agent: TestAgent = app.request()) =>
    agent.post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

  /** A 429 says when to try again, in its message and in Retry-After (seconds). */
  const expectRefusal = (response: { status: number; body: { error?: string }; headers: Record<string, string> }, message: RegExp, maxSeconds: number) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: expect.stringMatching(message) });
    expect(response.body.error).toMatch(/ Try again in \d+ (seconds?|minutes?)\.$/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  describe('sign-in', () => {
    it('answers 429 after 10 failed attempts for one e-mail from one address, even with the right password', async () => {
      const user = await createUser(app);
      for (let i = 0; i < 10; i++) await signIn('10.6.0.1', user.email, `wrong ${i}`).expect(401);
      const blocked = await signIn('10.6.0.1', user.email, PASSWORD);
      expectRefusal(blocked, /^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/, 15 * 60);
      const other = await createUser(app);
      await signIn('10.6.0.1', other.email, PASSWORD).expect(200);
    });

    it('forgets the failures of an e-mail from an address after a successful sign-in', async () => {
      const user = await createUser(app);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) await signIn('10.5.0.1', user.email, 'nope nope').expect(401);
        await signIn('10.5.0.1', user.email, PASSWORD).expect(200);
      }
    });

    it('answers 429 to one address trying passwords over 8 accounts once it has failed 30 times', async () => {
      const accounts = [];
      for (let i = 0; i < 8; i++) accounts.push(await createUser(app));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 80; attempt++) {
        statuses.push((await signIn('10.7.0.1', accounts[attempt % 8].email, `guess ${attempt}`)).status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses.slice(30)).toEqual(Array(50).fill(429));
      // The whole address is refused, right password or not; the accounts themselves are not.
      expectRefusal(await signIn('10.7.0.1', accounts[0].email, PASSWORD), /^Too many failed sign-in attempts from your network\./, 15 * 60);
      await signIn('10.7.0.2', accounts[0].email, PASSWORD).expect(200);
    });

    it('slows one account guessed from many addresses to one attempt a minute, and lets its owner in from a browser that signed in before', async () => {
      const owner = await createUser(app);
      const knownBrowser = app.agent();
      await signIn('10.9.0.1', owner.email, PASSWORD, knownBrowser).expect(200);

      // 20 failures in the hour, each from another address: none of the per-address limits is near.
      for (let i = 1; i <= 20; i++) await signIn(`10.8.0.${i}`, owner.email, `guess ${i}`).expect(401);
      // Then one attempt a minute gets through (this one), and the next is refused, the owner's included.
      await signIn('10.8.0.21', owner.email, 'guess 21').expect(401);
      const slowed = await signIn('10.8.0.22', owner.email, PASSWORD);
      expectRefusal(slowed, /^Too many failed sign-in attempts for this account: one attempt a minute is allowed for now\./, 60);

      // The browser the owner used before is not slowed, from any address; its sign-in ends the slow-down.
      await signIn('10.9.0.2', owner.email, PASSWORD, knownBrowser).expect(200);
      await signIn('10.8.0.23', owner.email, PASSWORD).expect(200);
    });

    it("does not take another account's known-device cookie as this account's", async () => {
      const owner = await createUser(app);
      const victim = await createUser(app);
      const ownersBrowser = app.agent();
      await signIn('10.10.0.1', owner.email, PASSWORD, ownersBrowser).expect(200);
      for (let i = 1; i <= 21; i++) await signIn(`10.11.0.${i}`, victim.email, `guess ${i}`).expect(401);
      expect((await signIn('10.10.0.2', victim.email, 'one more guess', ownersBrowser)).status).toBe(429);
    });
  });

  it('answers 429 before the 60th registration of a taken e-mail from one address (no fast account enumeration)', async () => {
    const taken = await createUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await app.request().post('/api/auth/register').set('X-Forwarded-For', '10.4.0.1').send({ email: taken.email, name: 'Twin', password: PASSWORD });
      statuses.push(response.status);
      if (response.status === 429 && statuses.filter((status) => status === 429).length === 1) {
        expectRefusal(response, /^Too many accounts created from your network\./, 60 * 60);
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(409));
    expect(statuses.slice(20)).toEqual(Array(40).fill(429));
    // Another address registers as usual.
    await app.request().post('/api/auth/register').set('X-Forwarded-For', '10.4.0.2').send({ email: uniqueEmail(), name: 'New', password: PASSWORD }).expect(201);
  });

  it('answers 429 to an address after 20 invitation tokens that did not work; a right token is not counted', async () => {
    const admin = await createUser(app);
    const invitee = await createUser(app);
    const familyId = await createFamily(admin);
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email: invitee.email }).expect(201);
    const token = await invitationToken(admin, familyId, invitee.email);

    const accept = (from: string, value: string) => invitee.agent.post(`/api/invitations/accept/${value}`).set('X-Forwarded-For', from);
    // Describing a token (the page its link opens) draws on the same points: no way around the limit.
    const lookUp = (from: string, value: string) => invitee.agent.get(`/api/invitations/accept/${value}`).set('X-Forwarded-For', from);
    for (let i = 0; i < 10; i++) await lookUp('10.3.0.1', randomBytes(32).toString('base64url')).expect(404);
    for (let i = 0; i < 10; i++) await accept('10.3.0.1', randomBytes(32).toString('base64url')).expect(404);
    expectRefusal(await lookUp('10.3.0.1', token), /^Too many invitation links that did not work\./, 15 * 60);
    expectRefusal(await accept('10.3.0.1', randomBytes(32).toString('base64url')), /^Too many invitation links that did not work\./, 15 * 60);
    expectRefusal(await accept('10.3.0.1', token), /^Too many invitation links that did not work\./, 15 * 60);
    // Elsewhere the right token works, and takes no point: 19 wrong ones more from there are still answered 404.
    await accept('10.3.0.2', token).expect(200);
    for (let i = 0; i < 19; i++) await accept('10.3.0.2', randomBytes(32).toString('base64url')).expect(404);
  });

  it('answers 429 to an address after 20 verification tokens that did not work; a right token is not counted', async () => {
    const user = await createUser(app);
    const token = await mintVerificationToken(app, user);
    const verify = (from: string, value: string) => app.request().post('/api/auth/email/verify').set('X-Forwarded-For', from).send({ token: value });
    for (let i = 0; i < 20; i++) await verify('10.7.0.1', randomBytes(32).toString('base64url')).expect(404);
    expectRefusal(await verify('10.7.0.1', token), /^Too many verification links that did not work\./, 15 * 60);
    await verify('10.7.0.2', token).expect(200);
    for (let i = 0; i < 20; i++) await verify('10.7.0.2', randomBytes(32).toString('base64url')).expect(404);
  });

  it('lets an account ask for 5 verification e-mails an hour', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) await user.agent.post('/api/auth/email/resend').expect(202);
    expectRefusal(await user.agent.post('/api/auth/email/resend'), /^Too many verification e-mails asked for\./, 60 * 60);
    // Another account is not held back by it.
    await (await createUser(app)).agent.post('/api/auth/email/resend').expect(202);
  });

  /** An account registered from an address of its own: the suite's accounts from 127.0.0.1 stay under `register`'s 20. */
  const registerFrom = async (address: string): Promise<TestUser> => {
    const agent = app.agent();
    const email = uniqueEmail('zip');
    const response = await agent.post('/api/auth/register').set('X-Forwarded-For', address).send({ email, name: 'Zip', password: PASSWORD }).expect(201);
    return { agent, id: response.body.user.id, email, name: 'Zip', isAdmin: false };
  };

  it('lets an account make 60 zip downloads an hour; another account is not held back by it', async () => {
    const user = await registerFrom('10.12.0.1');
    const familyId = await createFamily(user);
    const photo = await uploadPhoto(user, familyId);
    const makeDownload = (who = user) => who.agent.post(`/api/families/${familyId}/downloads`).send({ photo_ids: [photo.id] });
    for (let i = 0; i < 60; i++) await makeDownload().expect(201);
    expectRefusal(await makeDownload(), /^Too many downloads made\./, 60 * 60);
    const other = await registerFrom('10.12.0.2');
    const otherFamily = await createFamily(other);
    const otherPhoto = await uploadPhoto(other, otherFamily);
    await other.agent.post(`/api/families/${otherFamily}/downloads`).send({ photo_ids: [otherPhoto.id] }).expect(201);
  });

  describe('password reset', () => {
    const forgot = (from: string, email: string) => app.request().post('/api/auth/password/forgot').set('X-Forwarded-For', from).send({ email });

    it('answers 429 after 5 requests for one address, from anywhere, and after 20 from one client address', async () => {
      const email = uniqueEmail('reset');
      for (let i = 0; i < 5; i++) await forgot(`10.9.${i}.1`, email).expect(202);
      expectRefusal(await forgot('10.9.99.1', email), /^Too many password reset e-mails asked for this address\./, 60 * 60);
      for (let i = 0; i < 20; i++) await forgot('10.9.100.1', uniqueEmail('reset')).expect(202);
      expectRefusal(await forgot('10.9.100.1', uniqueEmail('reset')), /^Too many password reset requests from your network\./, 60 * 60);
      // Another address from another network is answered as ever.
      await forgot('10.9.101.1', uniqueEmail('reset')).expect(202);
    });

    it('answers 429 after 20 reset links that did not work from one address', async () => {
      const reset = () => app.request().post('/api/auth/password/reset').set('X-Forwarded-For', '10.9.200.1').send({ token: randomBytes(32).toString('base64url'), password: 'a new password' });
      for (let i = 0; i < 20; i++) await reset().expect(404);
      expectRefusal(await reset(), /^Too many password reset links that did not work\./, 15 * 60);
    });
  });

  describe('account changes', () => {
    /** An account registered from an address of its own (127.0.0.1 has used its registrations up). */
    const accountFrom = async (from: string) => {
      const agent = app.agent();
      const email = uniqueEmail('changer');
      await agent.post('/api/auth/register').set('X-Forwarded-For', from).send({ email, name: 'Changer', password: PASSWORD }).expect(201);
      return { agent, email };
    };

    it('answers 429 after 10 wrong current passwords of one account, even with the right one, not to another account', async () => {
      const user = await accountFrom('10.9.210.1');
      for (let i = 0; i < 10; i++) await user.agent.put('/api/me/email').send({ email: uniqueEmail(), current_password: `wrong ${i}` }).expect(403);
      expectRefusal(await user.agent.delete('/api/me').send({ password: PASSWORD }), /^Too many wrong passwords\./, 15 * 60);
      await user.agent.get('/api/me').expect(200);
      const other = await accountFrom('10.9.210.2');
      await other.agent.put('/api/me/password').send({ current_password: PASSWORD, new_password: 'another long one' }).expect(200);
    });
  });

  describe('two-factor codes', () => {
    it('answers 429 after 10 wrong codes for one account at the second step, even with the right one', async () => {
      const agent = app.agent();
      const email = uniqueEmail('totp');
      await agent.post('/api/auth/register').set('X-Forwarded-For', '10.9.220.1').send({ email, name: 'Totp', password: PASSWORD }).expect(201);
      const { recoveryCodes } = await turnOnTwoFactor({ agent });
      const pending = app.agent();
      await pending.post('/api/auth/login').set('X-Forwarded-For', '10.9.220.2').send({ email, password: PASSWORD }).expect(200);
      for (let i = 0; i < 10; i++) await pending.post('/api/auth/login/2fa').send({ code: String(100000 + i) }).expect(401);
      expectRefusal(await pending.post('/api/auth/login/2fa').send({ recovery_code: recoveryCodes[0] }), /^Too many wrong two-factor codes\./, 15 * 60);
    });
  });

  describe('share link passwords', () => {
    it('answers 429 after 10 wrong passwords for one link from one address, even with the right one; other addresses and links still try', async () => {
      const agent = app.agent();
      await agent.post('/api/auth/register').set('X-Forwarded-For', '10.9.230.1').send({ email: uniqueEmail('sharer'), name: 'Sharer', password: PASSWORD }).expect(201);
      const owner = { agent } as TestUser;
      const familyId = await createFamily(owner);
      const photo = await uploadPhoto(owner, familyId);
      const link = await createShareLink(owner, 'photo', photo.id, { password: 'grandma1972' });
      const sibling = await createShareLink(owner, 'photo', photo.id, { password: 'grandma1972' });
      const unlock = (from: string, password: string, target = link) => app.request().post(`${sharedApi(target)}/unlock`).set('X-Forwarded-For', from).send({ password });
      for (let i = 0; i < 10; i++) await unlock('10.9.231.1', `wrong guess ${i}`).expect(401);
      expectRefusal(await unlock('10.9.231.1', 'grandma1972'), /^Too many wrong passwords for this link\./, 15 * 60);
      await unlock('10.9.231.1', 'grandma1972', sibling).expect(200);
      await unlock('10.9.231.2', 'grandma1972').expect(200);
    });
  });
});
