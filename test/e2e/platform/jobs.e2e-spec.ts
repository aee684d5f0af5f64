import { BullMqJobProducer, JobProducer } from '@heirloom/jobs';
import { eventually } from '../support/eventually';
import { TestApp } from '../support/test-app';
import { createFamily, createUser, TestUser, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';

/**
 * A test that stops and starts the worker: starting one may take up to a minute on a loaded machine (WorkerProcess
 * allows 60 s for it), so the test may not be cut short before.
 */
const WORKER_RESTART_TEST_MS = 120_000;

/** Jobs run where the mode says, and a stopping process finishes the job it is running. */
describe('Jobs', () => {
  let smtp: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
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

  it('answers the request before the e-mail is sent (the job runs off the request path)', async () => {
    const admin = await createUser(app);
    const familyId = await createFamily(admin);
    const email = uniqueEmail();
    const receiving = smtp.receiving;
    // The mail server accepts nothing until released: had the request waited for the e-mail, it would never answer.
    const release = smtp.hold();
    try {
      await admin.agent.post(`/api/families/${familyId}/invitations`).send({ email }).expect(201);
      await waitUntil(() => smtp.receiving > receiving);
      expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      release();
    }
    await smtp.waitForMessageTo(email);
  });

  it('a worker stopped with SIGTERM (scaled) or an API closing (embedded) first finishes the job it runs', async () => {
    const family = await newFamily();
    const sent = smtp.messages.length;
    const receiving = smtp.receiving;
    // The e-mail stays in the middle of its transfer until released, so the stop surely comes while the job runs.
    const release = smtp.hold();
    let email: string;
    try {
      email = await inviteSomeone(family);
      await waitUntil(() => smtp.receiving > receiving);
      if (app.mode === 'scaled') {
        const stopping = app.worker!.stop('SIGTERM');
        await app.worker!.waitFor(/Stopping \(SIGTERM\): waiting for running jobs/);
        release();
        const ended = await stopping;
        expect(ended.code === 0 || ended.signal === 'SIGTERM').toBe(true);
        expect(app.worker!.log).toMatch(/All running jobs finished/);
        const counts = await (app.app.get(JobProducer) as BullMqJobProducer).queue('mail').getJobCounts('active', 'completed', 'failed');
        expect(counts).toMatchObject({ active: 0, failed: 0 });
        expect(counts.completed).toBeGreaterThanOrEqual(1);
        app.worker = await app.startWorker({ SMTP_URL: smtp.url });
      } else {
        const restarting = app.restart();
        release();
        await restarting;
      }
    } finally {
      release();
    }
    expect(smtp.messages.length).toBe(sent + 1);
    expect(smtp.messages.at(-1)!.to).toEqual([email]);
  }, WORKER_RESTART_TEST_MS);

  it('in scaled mode leaves the work to the worker process: nothing runs while no worker is up', async () => {
    if (app.mode !== 'scaled') {
      expect(app.app.get(JobProducer)).not.toBeInstanceOf(BullMqJobProducer);
      return;
    }
    const mail = (app.app.get(JobProducer) as BullMqJobProducer).queue('mail');
    // The running worker is seen as the queue's consumer (once its connections have named themselves).
    await eventually(() => mail.getWorkers(), (workers) => workers.length > 0, 15_000, 'The worker consuming the mail queue');
    const family = await newFamily();
    await app.worker!.stop();
    const sent = smtp.messages.length;
    const email = await inviteSomeone(family);
    // Nothing consumes the queue (the API runs no BullMQ worker): the job waits in Redis, unsent.
    expect(await mail.getWorkers()).toEqual([]);
    expect(await mail.getWaitingCount()).toBeGreaterThanOrEqual(1);
    expect(smtp.messages.length).toBe(sent);
    app.worker = await app.startWorker({ SMTP_URL: smtp.url });
    expect((await smtp.waitForMessageTo(email)).to).toEqual([email]);
  }, WORKER_RESTART_TEST_MS);
});
