import { DEFAULT_EXCLUDED_TABLES } from '@heirloom/backup';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { snapshotFiles } from './support/backup-fixtures';
import { addMember, createFamily, createUser, PASSWORD, TestUser } from './support/factories';
import { binary, uploadPhoto } from './support/photos';
import { createComment, createStory } from './support/stories';
import { TestApp } from './support/test-app';
import { TEST_MODE } from './support/test-environment';

jest.setTimeout(300_000);

type BackupBody = { id: number; kind: string; status: string; error: string | null; stats: Record<string, number>; restore_status: string | null };

/**
 * An embedded installation (SQLite, jobs in-process) and a scaled one (MariaDB, Redis, the built worker process) side
 * by side. Both are started whatever HEIRLOOM_TEST_MODE says, so the file runs once, in the scaled pass of `npm test`
 * (the one that has MariaDB, Redis and the built worker).
 */
const describeBothModes = TEST_MODE === 'scaled' ? describe : describe.skip;

describeBothModes('Backups across run modes, through the API', () => {
  let embedded: TestApp;
  let scaled: TestApp;
  const admins = new Map<TestApp, TestUser>();

  beforeAll(async () => {
    embedded = await TestApp.start({ mode: 'embedded' });
    scaled = await TestApp.start({ mode: 'scaled', worker: true });
    // The first account of each installation is its platform admin.
    admins.set(embedded, await createUser(embedded, { name: 'Embedded Admin' }));
    admins.set(scaled, await createUser(scaled, { name: 'Scaled Admin' }));
  });

  afterAll(async () => {
    await embedded?.stop();
    await scaled?.stop();
  });

  const poll = async (app: TestApp, id: number, done: (b: BackupBody) => boolean): Promise<BackupBody> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const backup: BackupBody = (await admins.get(app)!.agent.get(`/api/admin/backup/${id}`).expect(200)).body.backup;
      if (done(backup)) return backup;
      if (Date.now() > deadline) throw new Error(`Backup ${id} stuck: ${JSON.stringify(backup)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** POST /admin/backup/create, waits for the job, and downloads the archive as the admin panel does. */
  const backUpAndDownload = async (app: TestApp): Promise<{ id: number; zip: Buffer }> => {
    const admin = admins.get(app)!;
    const { id } = (await admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
    expect(await poll(app, id, (b) => b.status === 'completed' || b.status === 'failed')).toMatchObject({ status: 'completed' });
    const download = await admin.agent.get(`/api/admin/backup/${id}/download`).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${id}.zip"`);
    return { id, zip: download.body as Buffer };
  };

  /** What an operator does: copy the downloaded file into the other installation's backups folder. It is listed next. */
  const copyInAndList = async (app: TestApp, name: string, zip: Buffer): Promise<BackupBody> => {
    const folder = join(app.config.storageDir, 'backups');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), zip);
    // Older than the few seconds a copy still in progress is given.
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(folder, name), earlier, earlier);
    const listed: BackupBody[] = (await admins.get(app)!.agent.get('/api/admin/backup/list').expect(200)).body.backups;
    const imported = listed.filter((b) => b.kind === 'imported');
    expect(imported).toHaveLength(1);
    return imported[0];
  };

  const restoreThroughApi = async (app: TestApp, id: number): Promise<void> => {
    await admins.get(app)!.agent.post(`/api/admin/backup/${id}/restore`).send({ confirm: true }).expect(202);
    const done = await poll(app, id, (b) => b.restore_status === 'completed' || b.restore_status === 'failed');
    expect(done).toMatchObject({ restore_status: 'completed' });
  };

  /** Rows of every table a backup carries, counted by the database. */
  const rowCounts = async (app: TestApp): Promise<Record<string, number>> => {
    const dataSource = app.app.get(DataSource);
    const counts: Record<string, number> = {};
    for (const { tableName } of dataSource.entityMetadatas) {
      if (DEFAULT_EXCLUDED_TABLES.includes(tableName)) continue;
      counts[tableName] = Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${tableName}`))[0].n);
    }
    return counts;
  };

  const signIn = async (app: TestApp, email: string): Promise<TestUser['agent']> => {
    const agent = app.agent();
    await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    return agent;
  };

  it('a backup made in embedded mode restores in scaled mode, and one made in scaled mode restores in embedded mode', async () => {
    // Embedded: a family with photos (thumbnails and previews made in-process), a story and a comment.
    const owner = await createUser(embedded, { name: 'Ünïcödé Owner 👪' });
    const member = await createUser(embedded, { name: 'שרה' });
    const familyId = await createFamily(owner, 'משפחה 🏡', 'Made in embedded mode');
    await addMember(owner, familyId, member);
    const photo = await uploadPhoto(owner, familyId, { description: 'Albatross at the pier', fuzzy_date: 'summer 1992' });
    await uploadPhoto(member, familyId, { location: 'Lisbon' });
    await createStory(member, photo.id, { content: 'The day the albatross came' });
    await createComment(owner, photo.id, 'Lovely ☀️');
    await embedded.drainJobs();
    // The scaled installation has data of its own, which the restore replaces.
    const stranger = await createUser(scaled, { name: 'Only in scaled' });
    await createFamily(stranger, 'Scaled family');

    const fromEmbedded = await backUpAndDownload(embedded);
    const embeddedRows = await rowCounts(embedded);
    const embeddedFiles = snapshotFiles(embedded.config.storageDir);
    expect(embeddedRows.photos).toBe(2);
    expect(Object.keys(embeddedFiles).filter((key) => key.startsWith('thumbnails/'))).toHaveLength(2);

    const imported = await copyInAndList(scaled, `${fromEmbedded.id}.zip`, fromEmbedded.zip);
    expect(imported).toMatchObject({ status: 'completed', error: null, stats: { users: embeddedRows.users, families: embeddedRows.families, photos: 2 } });
    await restoreThroughApi(scaled, imported.id);

    expect(await rowCounts(scaled)).toEqual(embeddedRows);
    expect(snapshotFiles(scaled.config.storageDir)).toEqual(embeddedFiles);
    // The restored data is what the scaled API now serves, the search index rebuilt by the worker included.
    const ownerOnScaled = await signIn(scaled, owner.email);
    expect((await ownerOnScaled.get(`/api/photos/${photo.id}`).expect(200)).body.photo.description).toBe('Albatross at the pier');
    expect((await ownerOnScaled.get('/api/search?q=albatross').expect(200)).body.total).toBeGreaterThan(0);
    await scaled.request().post('/api/auth/login').send({ email: stranger.email, password: PASSWORD }).expect(401);
    // The admin who restored is still signed in.
    await admins.get(scaled)!.agent.get('/api/admin/verify').expect(200);

    // And back: change the data in scaled mode (the worker makes the new photo's thumbnails), back up there, restore embedded.
    const later = await uploadPhoto({ ...owner, agent: ownerOnScaled }, familyId, { description: 'Taken after the move' });
    await ownerOnScaled.delete(`/api/photos/${photo.id}`).expect(204);
    await scaled.drainJobs();
    const fromScaled = await backUpAndDownload(scaled);
    const scaledRows = await rowCounts(scaled);
    const scaledFiles = snapshotFiles(scaled.config.storageDir);
    expect(scaledRows.photos).toBe(2);
    expect(scaledFiles).not.toEqual(embeddedFiles);

    const back = await copyInAndList(embedded, `${fromScaled.id}.zip`, fromScaled.zip);
    expect(back).toMatchObject({ status: 'completed', stats: { photos: 2 } });
    await restoreThroughApi(embedded, back.id);

    expect(await rowCounts(embedded)).toEqual(scaledRows);
    expect(snapshotFiles(embedded.config.storageDir)).toEqual(scaledFiles);
    await owner.agent.get(`/api/photos/${photo.id}`).expect(404);
    expect((await owner.agent.get(`/api/photos/${later.id}`).expect(200)).body.photo.description).toBe('Taken after the move');
    await admins.get(embedded)!.agent.get('/api/admin/verify').expect(200);
  });

  it('lists a copied-in archive it cannot restore as failed, with the reason, and imports each file once', async () => {
    const app = embedded;
    const admin = admins.get(app)!;
    const before: BackupBody[] = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups;
    const folder = join(app.config.storageDir, 'backups');
    writeFileSync(join(folder, 'not-a-backup.zip'), 'these bytes are not a zip archive');
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(folder, 'not-a-backup.zip'), earlier, earlier);
    // Three listings at once (two API processes, or two admins) import it once.
    await Promise.all([1, 2, 3].map(() => admin.agent.get('/api/admin/backup/list').expect(200)));
    const after: BackupBody[] = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups;
    const added = after.filter((b) => !before.some((old) => old.id === b.id));
    expect(added).toHaveLength(1);
    const [refused] = added;
    expect(refused).toMatchObject({ kind: 'imported', status: 'failed', error: expect.stringMatching(/not a readable backup archive/) });
    await admin.agent.post(`/api/admin/backup/${refused.id}/restore`).send({ confirm: true }).expect(409);
    await admin.agent.delete(`/api/admin/backup/${refused.id}`).expect(204);
  });
});
