import { BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { TestApp } from './support/test-app';
import { createFamily, createUser, TestUser, uniqueEmail } from './support/factories';
import { SmtpSink } from './support/smtp-sink';

/** Jobs run where the mode says, and a stopping process finishes the job it is running. */
describe('Jobs', () => {
  let smtp: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start({ delayMs: 1500 });
    app = await TestApp.start({ worker: true, env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  /** A new account's family, once the account's own e-mail (its address check) is out of the way. */
  const newFamily = async (): Promise<{ admin: TestUser; familyId: number }> => {
    const admin = await createUser(app);
    const familyId = await createFamily(admin);
    await app.drainJobs();
    return { admin, familyId };
  };

  const inviteSomeone = async ({ admin, familyId }: { admin: TestUser; familyId: number }): Promise<string> => {
    const email = uniqueEmail('slow');
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email }).expect(201);
    return email;
  };

  const waitUntil = async (check: () => boolean, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('Timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('answers the request before the slow e-mail is sent (the job runs off the request path)', async () => {
    const admin = await createUser(app);
    const familyId = await createFamily(admin);
    const email = uniqueEmail();
    await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email }).expect(201);
    // The mail server holds each message 1.5 s: had the request waited for the e-mail, it would be here already.
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    await smtp.waitForMessageTo(email);
  });

  it('a worker stopped with SIGTERM (scaled) or an API closing (embedded) first finishes the job it runs', async () => {
    const family = await newFamily();
    const sent = smtp.messages.length;
    const receiving = smtp.receiving;
    const email = await inviteSomeone(family);
    await waitUntil(() => smtp.receiving > receiving);
    if (app.mode === 'scaled') {
      const ended = await app.worker!.stop('SIGTERM');
      expect(ended.code === 0 || ended.signal === 'SIGTERM').toBe(true);
      expect(app.worker!.log).toMatch(/All running jobs finished/);
      const counts = await (app.app.get(JobProducer) as BullMqJobProducer).queue('mail').getJobCounts('active', 'completed', 'failed');
      expect(counts).toMatchObject({ active: 0, failed: 0 });
      expect(counts.completed).toBeGreaterThanOrEqual(1);
      app.worker = await app.startWorker({ SMTP_URL: smtp.url });
    } else {
      await app.restart();
    }
    expect(smtp.messages.length).toBe(sent + 1);
    expect(smtp.messages.at(-1)!.to).toEqual([email]);
  }, 30_000);

  it('in scaled mode leaves the work to the worker process: nothing runs while no worker is up', async () => {
    if (app.mode !== 'scaled') {
      expect(app.app.get(JobProducer)).not.toBeInstanceOf(BullMqJobProducer);
      return;
    }
    const family = await newFamily();
    await app.worker!.stop();
    const sent = smtp.messages.length;
    const email = await inviteSomeone(family);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.messages.length).toBe(sent);
    app.worker = await app.startWorker({ SMTP_URL: smtp.url });
    expect((await smtp.waitForMessageTo(email)).to).toEqual([email]);
  }, 30_000);
});
