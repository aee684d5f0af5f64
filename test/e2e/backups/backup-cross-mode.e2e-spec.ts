import { DEFAULT_EXCLUDED_TABLES } from '@heirloom/backup';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { snapshotFiles } from '../support/backup-fixtures';
import { BackupBody, backUpAndDownload, copyInAndList, restoreThroughApi, signInAgain } from '../support/backups';
import { addMember, createFamily, createUser, PASSWORD, TestUser } from '../support/factories';
import { uploadPhoto } from '../support/photos';
import { createComment, createStory } from '../support/stories';
import { TestApp } from '../support/test-app';
import { TEST_MODE } from '../support/test-environment';

jest.setTimeout(300_000);

/**
 * An embedded installation (SQLite, jobs in-process) and a scaled one (MariaDB, Redis, the built worker process) side
 * by side. Both are started whatever HEIRLOOM_TEST_MODE says, so the file runs once, in the scaled pass of `npm test`
 * (the one that has MariaDB, Redis and the built worker). Their APIs take turns (`use`): passport is process-wide.
 */
const describeBothModes = TEST_MODE === 'scaled' ? describe : describe.skip;

describeBothModes('Backups across run modes, through the API', () => {
  let embedded: TestApp;
  let scaled: TestApp;
  const admins = new Map<TestApp, TestUser>();

  /** Makes this installation's API the one that runs (the scaled worker always runs). */
  const use = async (app: TestApp): Promise<TestApp> => {
    await (app === embedded ? scaled : embedded).suspend();
    await app.resume();
    return app;
  };

  beforeAll(async () => {
    // The first account of each installation is its platform admin.
    embedded = await TestApp.start({ mode: 'embedded' });
    admins.set(embedded, await createUser(embedded, { name: 'Embedded Admin' }));
    await embedded.suspend();
    scaled = await TestApp.start({ mode: 'scaled', worker: true });
    admins.set(scaled, await createUser(scaled, { name: 'Scaled Admin' }));
  });

  afterAll(async () => {
    await embedded?.stop();
    await scaled?.stop();
  });

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
    // The scaled installation has data of its own, which the restore replaces.
    await use(scaled);
    const stranger = await createUser(scaled, { name: 'Only in scaled' });
    await createFamily(stranger, 'Scaled family');

    // Embedded: a family with photos (thumbnails and previews made in-process), a story and a comment.
    await use(embedded);
    const owner = await createUser(embedded, { name: 'Ünïcödé Owner 👪' });
    const member = await createUser(embedded, { name: 'שרה' });
    const familyId = await createFamily(owner, 'משפחה 🏡', 'Made in embedded mode');
    await addMember(owner, familyId, member);
    const photo = await uploadPhoto(owner, familyId, { description: 'Albatross at the pier', fuzzy_date: 'summer 1992' });
    await uploadPhoto(member, familyId, { location: 'Lisbon' });
    await createStory(member, photo.id, { content: 'The day the albatross came' });
    await createComment(owner, photo.id, 'Lovely ☀️');
    await embedded.drainJobs();
    const fromEmbedded = await backUpAndDownload(admins.get(embedded)!);
    const embeddedRows = await rowCounts(embedded);
    const embeddedFiles = snapshotFiles(embedded.config.storageDir);
    expect(embeddedRows.photos).toBe(2);
    expect(Object.keys(embeddedFiles).filter((key) => key.startsWith('thumbnails/'))).toHaveLength(2);

    await use(scaled);
    const scaledAdmin = admins.get(scaled)!;
    const imported = await copyInAndList(scaled, scaledAdmin, `${fromEmbedded.id}.zip`, fromEmbedded.zip);
    expect(imported).toMatchObject({ status: 'completed', error: null, stats: { users: embeddedRows.users, families: embeddedRows.families, photos: 2 } });
    // The restore ends every session, and the scaled installation's admin is not in the embedded data: its admin now
    // is the embedded installation's.
    admins.set(scaled, { ...admins.get(embedded)!, agent: scaled.agent() });
    expect(await restoreThroughApi(scaledAdmin, imported.id, { restoredAdmin: admins.get(scaled) })).toMatchObject({ restore_status: 'completed' });

    expect(await rowCounts(scaled)).toEqual(embeddedRows);
    expect(snapshotFiles(scaled.config.storageDir)).toEqual(embeddedFiles);
    // The restored data is what the scaled API now serves, the search index rebuilt by the worker included.
    const ownerOnScaled = await signIn(scaled, owner.email);
    expect((await ownerOnScaled.get(`/api/photos/${photo.id}`).expect(200)).body.photo.description).toBe('Albatross at the pier');
    expect((await ownerOnScaled.get('/api/search?q=albatross').expect(200)).body.total).toBeGreaterThan(0);
    await scaled.request().post('/api/auth/login').send({ email: stranger.email, password: PASSWORD }).expect(401);
    await scaledAdmin.agent.get('/api/auth/me').expect(401);

    // And back: change the data in scaled mode (the worker makes the new photo's thumbnails), back up there, restore embedded.
    const later = await uploadPhoto({ ...owner, agent: ownerOnScaled }, familyId, { description: 'Taken after the move' });
    await ownerOnScaled.delete(`/api/photos/${photo.id}`).expect(204);
    await ownerOnScaled.delete(`/api/photos/${photo.id}/permanent`).expect(200);
    await scaled.drainJobs();
    const fromScaled = await backUpAndDownload(admins.get(scaled)!);
    const scaledRows = await rowCounts(scaled);
    const scaledFiles = snapshotFiles(scaled.config.storageDir);
    expect(scaledRows.photos).toBe(2);
    expect(scaledFiles).not.toEqual(embeddedFiles);

    await use(embedded);
    const back = await copyInAndList(embedded, admins.get(embedded)!, `${fromScaled.id}.zip`, fromScaled.zip);
    expect(back).toMatchObject({ status: 'completed', stats: { photos: 2 } });
    expect(await restoreThroughApi(admins.get(embedded)!, back.id)).toMatchObject({ restore_status: 'completed' });

    expect(await rowCounts(embedded)).toEqual(scaledRows);
    expect(snapshotFiles(embedded.config.storageDir)).toEqual(scaledFiles);
    await owner.agent.get('/api/auth/me').expect(401);
    await signInAgain(owner);
    await owner.agent.get(`/api/photos/${photo.id}`).expect(404);
    expect((await owner.agent.get(`/api/photos/${later.id}`).expect(200)).body.photo.description).toBe('Taken after the move');
    await admins.get(embedded)!.agent.get('/api/admin/verify').expect(200);
  });

  it('lists a copied-in archive it cannot restore as failed, with the reason, and imports each file once', async () => {
    const app = await use(embedded);
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
