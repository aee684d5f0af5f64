import { Backup, dialectOf, instantParam, UserPreferences } from '@heirloom/database';
import { digestMailJobId, JobProducer } from '@heirloom/jobs';
import { DigestPlanner } from '@heirloom/processors';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { addMember, createFamily, createUser, TestUser } from '../support/factories';
import { eventually } from '../support/eventually';
import { useMailingApp } from '../support/mailing-app';
import { uploadPhoto } from '../support/photos';
import { header, mimeParts, partOf } from '../support/received-mail';
import { SmtpSink } from '../support/smtp-sink';
import { createComment, createStory } from '../support/stories';
import { TestApp } from '../support/test-app';
import { TEST_MODE } from '../support/test-environment';
import { monthDayAfter, nextMondayMorning } from './digest-clock';

// The fixed clock: a Monday 08:05 in Tokyo (Sunday night in Lisbon), a little ahead of now so that what the test adds
// is "new since the last digest"; then the same Monday's 08:05 in Lisbon.
const TOKYO_MORNING = nextMondayMorning('Asia/Tokyo', new Date(Date.now() + 10 * 60 * 1000));
const LISBON_MORNING = nextMondayMorning('Europe/Lisbon', TOKYO_MORNING);
const APP = 'https://family.example.org';

/**
 * Issue 16's digest: memories of the coming week with inline thumbnails, what others added per family, one-click
 * unsubscribe, nothing said: no mail; at 08:00 in each person's zone, once per person and week whatever runs the jobs.
 */
describe('The e-mail digest', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  let admin: TestUser;
  let env: Record<string, string>;
  let ada: TestUser;
  let bob: TestUser;
  let lisa: TestUser;
  let tanakas: number;

  useMailingApp((mailing) => ({ app, smtp, admin, env } = mailing), { TEST_DIGEST_NOW: TOKYO_MORNING.toISOString() });

  const digestsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email) && /digest/.test(header(mail, 'Subject') ?? ''));
  const waitForDigest = (email: string) => eventually(async () => digestsTo(email), (found) => found.length > 0, 30_000, `A digest to ${email}`);
  const setZone = (user: TestUser, timeZone: string) => user.agent.put('/api/me/preferences').send({ time_zone: timeZone }).expect(200);
  const run = async (body: object = {}): Promise<number> => (await admin.agent.post('/api/admin/digests/run').send(body).expect(202)).body.queued;
  const rows = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => app.app.get(DataSource).query(sql, parameters);
  /** A member of the Tanakas with something new from Bob to be told about. */
  const memberWithNews = async (name: string) => {
    const user = await createUser(app, { name });
    await addMember(ada, tanakas, user);
    await uploadPhoto(bob, tanakas);
    return user;
  };
  /** Redis loses its queues (every BullMQ key; the sessions, which live there too, are kept so the test can go on). */
  const flushRedis = async () => {
    const redis = new IORedis(app.environment.env.REDIS_URL);
    const keys = await redis.keys('bull:*');
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
    redis.disconnect();
  };

  it('mails Tokyo at its 08:00 the coming week’s memories with inline thumbnails and what others added, and nothing of trashed photos or a family left', async () => {
    ada = await createUser(app, { name: 'Ada Tanaka' });
    bob = await createUser(app, { name: 'Bob' });
    lisa = await createUser(app, { name: 'Lisa' });
    const carol = await createUser(app, { name: 'Carol' });
    tanakas = await createFamily(ada, 'The Tanakas');
    await addMember(ada, tanakas, bob);
    await addMember(ada, tanakas, lisa);
    const leftBehind = await createFamily(carol, 'Left Behind');
    const adaThere = await addMember(carol, leftBehind, ada);

    // Memories two days into Tokyo's week (leap years, so a 29 February works too).
    const day = monthDayAfter(TOKYO_MORNING, 'Asia/Tokyo', 2);
    const memory = await uploadPhoto(bob, tanakas, { taken_date: `1992-${day}` });
    const trashed = await uploadPhoto(bob, tanakas, { taken_date: `1988-${day}` });
    await bob.agent.delete(`/api/photos/${trashed.id}`).expect(204);
    const elsewhere = await uploadPhoto(carol, leftBehind, { taken_date: `1984-${day}` });
    await uploadPhoto(bob, tanakas);
    await uploadPhoto(bob, tanakas);
    await uploadPhoto(ada, tanakas); // her own: not news to her
    await createComment(bob, memory.id, 'What a day');
    await createStory(bob, memory.id, { content: 'We walked to the lake' });
    await carol.agent.delete(`/api/members/${adaThere}`).expect(204);
    await setZone(ada, 'Asia/Tokyo');
    await setZone(lisa, 'Europe/Lisbon');

    // Monday 08:05 in Tokyo is Sunday night in Lisbon (and in UTC, the others' zone): Ada's digest alone is owed.
    expect(await run()).toBe(1);
    const [mail] = await waitForDigest(ada.email);
    expect(header(mail, 'Subject')).toBe('Your Heirloom digest of the week');
    expect(header(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${APP}/api/unsubscribe/${ada.id}\\.digest\\.[\\w-]{43}>$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const text = partOf(mail, 'text/plain');
    expect(text).toContain('1 memory from earlier years this week:');
    expect(text).toContain(`- 1992 · The Tanakas: ${APP}/photos/${memory.id}`);
    expect(text).toContain(`- The Tanakas: 3 photos, 1 story, 1 comment (${APP}/families/${tanakas})`);
    for (const gone of [`/photos/${trashed.id}`, `/photos/${elsewhere.id}`, 'Left Behind', '1988', '1984']) expect(text).not.toContain(gone);

    // Every inline image is an attachment whose Content-ID the HTML names.
    const html = partOf(mail, 'text/html');
    const sources = [...html.matchAll(/src="cid:([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([`memory-${memory.id}@heirloom`]);
    const inline = mimeParts(mail).filter((part) => /^content-id:/im.test(part.headers));
    expect(inline.map((part) => /^content-id:\s*<([^>]+)>/im.exec(part.headers)?.[1])).toEqual(sources);
    expect(inline[0].headers).toMatch(/^content-type:\s*image\/jpeg/im);
    expect(Buffer.from(inline[0].body.replace(/\s+/g, ''), 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(html).toContain(`href="${APP}/families/${tanakas}"`);
    expect(html).not.toContain('Left Behind');

    await app.drainJobs();
    expect(digestsTo(lisa.email)).toEqual([]);
    expect(digestsTo(bob.email)).toEqual([]);
  }, 120_000);

  it('sends that digest once: asked again, asked for her alone, and after the job runner restarts', async () => {
    expect(await run()).toBe(0);
    expect(await run({ user_id: ada.id })).toBe(0);
    await app.restartJobRunner();
    await run();
    await app.drainJobs();
    expect(digestsTo(ada.email)).toHaveLength(1);
    expect(await rows(`SELECT period, outcome FROM digest_runs WHERE user_id = ?`, [ada.id])).toEqual([{ period: expect.stringMatching(/^W\d{4}-\d{2}-\d{2}$/), outcome: 'sent' }]);
  }, 120_000);

  it('turns the digest off with the one click of List-Unsubscribe, without a session', async () => {
    const link = header(digestsTo(ada.email)[0], 'List-Unsubscribe')!.slice(1, -1);
    expect((await app.request().post(new URL(link).pathname).expect(200)).body).toEqual({ unsubscribed: 'digest' });
    expect((await ada.agent.get('/api/me/preferences').expect(200)).body.preferences.digest).toBe('off');
    expect(await run({ user_id: ada.id })).toBe(0);
  });

  it('sends no mail when there is nothing to say, and counts that week as done', async () => {
    const quiet = await createUser(app, { name: 'Quiet' });
    await createFamily(quiet, 'Just Me');
    await setZone(quiet, 'Asia/Tokyo');
    expect(await run({ user_id: quiet.id })).toBe(1);
    await eventually(() => rows<{ outcome: string | null }>('SELECT outcome FROM digest_runs WHERE user_id = ?', [quiet.id]), (found) => found[0]?.outcome === 'empty', 30_000, 'The empty digest');
    expect(digestsTo(quiet.email)).toEqual([]);
    expect(await run({ user_id: quiet.id })).toBe(0);
  });

  it('sends a digest owed while the job runner was away (its queue lost) once it is back, once', async () => {
    const frank = await memberWithNews('Frank');
    if (app.worker) await app.worker.stop();
    await setZone(frank, 'Asia/Tokyo');
    if (app.worker) {
      await flushRedis();
      app.worker = await app.startWorker(env);
    } else {
      await app.restart();
    }
    await waitForDigest(frank.email);
    await app.drainJobs();
    expect(digestsTo(frank.email)).toHaveLength(1);
  }, 180_000);

  (TEST_MODE === 'scaled' ? it : it.skip)(
    'sends one digest with two workers asked at once, and none again after Redis lost its queues and the workers restart',
    async () => {
      const second = await app.startWorker(env);
      try {
        const erin = await memberWithNews('Erin');
        await setZone(erin, 'Asia/Tokyo');
        await Promise.all([run(), run(), run({ user_id: erin.id }), run({ user_id: erin.id })]);
        await waitForDigest(erin.email);
        await flushRedis();
        await second.stop();
        await app.restartJobRunner();
        await run({ user_id: erin.id });
        await app.drainJobs();
        expect(digestsTo(erin.email)).toHaveLength(1);
      } finally {
        await second.stop();
      }
    },
    240_000,
  );

  it('sends a mention’s e-mail whose queued job was lost (Redis emptied before a worker took it) once the job runner is back', async () => {
    const gina = await memberWithNews('Gina');
    await gina.agent.put('/api/me/preferences').send({ digest: 'off' }).expect(200);
    if (app.worker) await app.worker.stop();
    const photo = await uploadPhoto(ada, tanakas);
    await bob.agent.post(`/api/photos/${photo.id}/comments`).send({ content: 'Gina, is that you?', mentioned_user_ids: [gina.id] }).expect(201);
    if (app.worker) {
      await flushRedis();
      app.worker = await app.startWorker(env);
    }
    const [mention] = await eventually(
      async () => smtp.messages.filter((mail) => mail.to.includes(gina.email) && /mentioned you/.test(header(mail, 'Subject') ?? '')),
      (found) => found.length > 0,
      30_000,
      'The mention e-mail',
    );
    expect(header(mention, 'Subject')).toBe('Bob mentioned you in a comment in The Tanakas');
    await eventually(() => rows<{ n: number | string }>('SELECT COUNT(*) AS n FROM mail_outbox'), (found) => Number(found[0].n) === 0, 15_000, 'The outbox emptied');
  }, 180_000);

  it('sends a digest whose every attempt failed (the mail server refused it) when it is asked for again', async () => {
    const hana = await memberWithNews('Hana');
    await setZone(hana, 'Asia/Tokyo');
    await app.drainJobs();
    const accept = smtp.refuse();
    try {
      expect(await run({ user_id: hana.id })).toBe(1);
      // Three attempts, a second and two apart, each refused: the job has failed for good, its claim given back.
      await app.drainJobs();
    } finally {
      accept();
    }
    expect(digestsTo(hana.email)).toEqual([]);
    expect(await rows('SELECT period FROM digest_runs WHERE user_id = ?', [hana.id])).toEqual([]);
    expect(await run({ user_id: hana.id })).toBe(1);
    await waitForDigest(hana.email);
    await app.drainJobs();
    expect(digestsTo(hana.email)).toHaveLength(1);
  }, 120_000);

  it('waits for a restore: nothing queued, claimed or mailed while one runs; a digest job queued meanwhile runs once after', async () => {
    const ines = await memberWithNews('Ines');
    // Her digest off until the restore runs, so that no tick sends it before.
    await ines.agent.put('/api/me/preferences').send({ time_zone: 'Asia/Tokyo', digest: 'off' }).expect(200);
    await app.drainJobs();
    const backups = app.app.get(DataSource).getRepository(Backup);
    const restore = await backups.save(backups.create({ kind: 'manual', status: 'completed', storageKey: 'digest-spec.zip', restoreStatus: 'running' }));
    try {
      await app.app.get(DataSource).getRepository(UserPreferences).update({ userId: ines.id }, { digest: 'weekly' });
      expect(await app.app.get(DigestPlanner).queueOwed()).toBe(0);
      // The hold answers from what it read in the last second (the API's and the worker's each).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // A job queued all the same (before the restore began, say) waits in its queue: no claim, no mail. Longer than
      // its three attempts would take (1 + 2 s apart), which the handler's own check would fail one after another.
      const today = TOKYO_MORNING.toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });
      await app.app.get(JobProducer).enqueue('mail.digest', { userId: ines.id, period: `W${today}`, today }, { jobId: digestMailJobId(ines.id, `W${today}`) });
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(digestsTo(ines.email)).toEqual([]);
      expect(await rows('SELECT period FROM digest_runs WHERE user_id = ?', [ines.id])).toEqual([]);
    } finally {
      await backups.update({ id: restore.id }, { restoreStatus: 'completed' });
    }
    // At its next look (HOLD_RECHECK_MS) the held job runs; the planner then finds the period claimed.
    await waitForDigest(ines.email);
    await app.drainJobs();
    expect(await run({ user_id: ines.id })).toBe(0);
    await app.drainJobs();
    expect(digestsTo(ines.email)).toHaveLength(1);
  }, 120_000);

  it('honours each time zone: Lisbon’s digest comes at Lisbon’s 08:00 that Monday, and Tokyo’s is not sent again', async () => {
    app.config = { ...app.config, testDigestNow: LISBON_MORNING };
    if (app.worker) {
      await app.worker.stop();
      app.worker = await app.startWorker({ ...env, TEST_DIGEST_NOW: LISBON_MORNING.toISOString() });
    }
    // Lisa's first digest tells what others added in her week, which ends at her 08:00 that Monday: on a Monday between
    // 08:05 in Tokyo and in Lisbon the test's uploads are older than that week, so Bob's news is dated into it.
    const dataSource = app.app.get(DataSource);
    await rows('UPDATE activity SET created_at = ? WHERE family_id = ? AND actor_id = ?', [
      instantParam(dialectOf(dataSource), new Date(LISBON_MORNING.getTime() - 3600 * 1000)),
      tanakas,
      bob.id,
    ]);
    await app.restart();
    expect(await run()).toBeGreaterThanOrEqual(0);
    const [mail] = await waitForDigest(lisa.email);
    expect(partOf(mail, 'text/plain')).toContain(`(${APP}/families/${tanakas})`);
    await app.drainJobs();
    expect(digestsTo(lisa.email)).toHaveLength(1);
    // Tokyo's people already had this week's: nobody has two.
    expect(await rows('SELECT user_id FROM digest_runs GROUP BY user_id HAVING COUNT(*) > 1')).toEqual([]);
  }, 180_000);
});
