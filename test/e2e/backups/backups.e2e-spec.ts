import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Backup, User } from '@heirloom/database';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource, In } from 'typeorm';
import { createApiApp } from '../../../apps/api/src/app.factory';
import { BackupScheduler } from '../../../apps/api/src/backups/backup.scheduler';
import { FixtureEntry, readFixtureZip, writeFixtureZip } from '../../../libs/backup/src/testing/zip-fixture';
import request from 'supertest';
import { API_ENTRY, NodeProcess } from '../support/node-process';
import { createTestEnvironment } from '../support/test-environment';
import { TestApp } from '../support/test-app';
import { addMember, createFamily, createUser, PASSWORD, TestUser, uniqueEmail } from '../support/factories';
import { createPerson, tagPerson } from '../support/people';
import { binary, storedFiles, uploadPhoto, versionedUrl } from '../support/photos';
import { BackupBody, backUpAndDownload, restoreThroughApi, signInAgain, waitForBackup } from '../support/backups';
import { createShareLink, getBytes, sharedApi } from '../support/share-links';
import { createComment, createStory } from '../support/stories';
import { IPHONE_PORTRAIT_CLIP, videoFile } from '../support/videos';
import { freePort } from '../support/ports';

/** Files under a storage folder, relative to it. */
const storedFilesIn = async (root: string): Promise<string[]> =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));

describe('Backups', () => {
  let app: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true, env: { BACKUP_KEEP: '2', BACKUP_CRON: '30 2 * * 1' } });
    admin = await createUser(app, { name: 'Backup Admin' });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  const poll = (id: number, done: (b: BackupBody) => boolean, timeoutMs = 30_000): Promise<BackupBody> => waitForBackup(admin, id, done, { timeoutMs });

  const createBackup = async (): Promise<BackupBody> => {
    const created = (await admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
    expect(created).toMatchObject({ status: 'queued', progress: 0, created_by: 'Backup Admin' });
    return poll(created.id, (b) => b.status === 'completed' || b.status === 'failed');
  };

  const counts = async () => {
    const dataSource = app.app.get(DataSource);
    const result: Record<string, number> = {};
    for (const table of ['users', 'families', 'family_members', 'invitations', 'photos', 'people', 'photo_people']) {
      result[table] = Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    }
    return result;
  };

  const photoFileBytes = async () => {
    const files = (await storedFiles(app)).filter((f) => !f.startsWith('backups/') && !f.startsWith('tmp/'));
    return Object.fromEntries(await Promise.all(files.map(async (f) => [f, (await readFile(join(app.config.storageDir, f))).toString('base64')])));
  };

  it.each([
    ['post', '/api/admin/backup/create'],
    ['get', '/api/admin/backup/list'],
    ['get', '/api/admin/backup/1'],
    ['get', '/api/admin/backup/1/download'],
    ['post', '/api/admin/backup/1/restore'],
    ['delete', '/api/admin/backup/1'],
  ] as const)('%s %s is for platform admins only: 401 anonymous, 403 for a user', async (method, path) => {
    const user = await createUser(app);
    await app.request()[method](path).expect(401);
    expect((await user.agent[method](path).send({ confirm: true }).expect(403)).body).toEqual({ error: 'This needs platform administrator rights' });
  });

  it('backs up, restores after changes and deletions, and gives back every row and every file byte for byte', async () => {
    const owner = await createUser(app, { name: 'Owner Ünïcödé 👪' });
    const member = await createUser(app);
    const familyId = await createFamily(owner, 'משפחה 🏡', 'Before the backup');
    await addMember(owner, familyId, member);
    const photo = await uploadPhoto(owner, familyId, { description: 'Picnic ☀️', fuzzy_date: 'summer 1992' });
    // A video whose playback copy the worker makes (HEVC MOV): the copy is a stored file like the derivatives.
    const video = await uploadPhoto(owner, familyId, { description: 'First steps' }, await videoFile(IPHONE_PORTRAIT_CLIP));
    // A person linked to the member, tagged with a box on the photo, with their face kept in storage.
    const person = await createPerson(owner, familyId, { name: 'Grandma Rosé 👵', birth_date: 'about 1931', user_id: member.id });
    const region = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
    await tagPerson(owner, photo.id, person.id, region);
    await app.drainJobs();
    await owner.agent.get(`/api/people/${person.id}/thumbnail`).expect(200);
    // The thumbnails' and the face's versioned URLs, which the restore brings back with their files.
    const thumbnailUrl = (await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.thumbnail_url;
    expect(thumbnailUrl).toEqual(versionedUrl(`/api/photos/${photo.id}/thumbnail`));
    const faceUrl = (await owner.agent.get(`/api/people/${person.id}`).expect(200)).body.person.thumbnail_url;
    expect(faceUrl).toEqual(versionedUrl(`/api/people/${person.id}/thumbnail`));
    const rowsBefore = await counts();
    const filesBefore = await photoFileBytes();
    const playbackCopy = Object.keys(filesBefore).filter((file) => file.startsWith(`playback/${familyId}/`));
    expect(playbackCopy).toHaveLength(1);

    const backup = await createBackup();
    expect(backup).toMatchObject({ status: 'completed', progress: 100, error: null });
    const listed = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups.find((b: { id: number }) => b.id === backup.id);
    expect(listed).toMatchObject({ stats: { users: rowsBefore.users, families: rowsBefore.families, photos: rowsBefore.photos } });
    expect(listed.size_bytes).toBeGreaterThan(1000);
    expect(listed.size_mb).toBeCloseTo(listed.size_bytes / 1024 / 1024, 3);

    const download = await admin.agent.get(`/api/admin/backup/${backup.id}/download`).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.id}.zip"`);
    expect((download.body as Buffer).subarray(0, 2).toString()).toBe('PK');

    await owner.agent.put(`/api/families/${familyId}`).send({ description: 'Changed after the backup' }).expect(200);
    await owner.agent.delete(`/api/photos/${photo.id}`).expect(204);
    await owner.agent.delete(`/api/photos/${video.id}`).expect(204);
    await owner.agent.delete(`/api/families/${familyId}/trash`).expect(200, { deleted: 2 });
    expect(Object.keys(await photoFileBytes())).not.toContain(playbackCopy[0]);
    await uploadPhoto(owner, familyId);
    await createUser(app);
    await app.drainJobs();
    expect(await counts()).not.toEqual(rowsBefore);

    expect((await admin.agent.post(`/api/admin/backup/${backup.id}/restore`).send({}).expect(400)).body.error).toMatch(/^confirm must be true/);
    const restoring = (await admin.agent.post(`/api/admin/backup/${backup.id}/restore`).send({ confirm: true }).expect(202)).body.backup;
    expect(restoring.restore_status).toBe('queued');
    const restored = await poll(backup.id, (b) => b.restore_status === 'completed' || b.restore_status === 'failed');
    expect(restored).toMatchObject({ restore_status: 'completed', restore_progress: 100 });

    expect(await counts()).toEqual(rowsBefore);
    expect(await photoFileBytes()).toEqual(filesBefore);
    // The stored bytes the storage limit is judged by (kept per family) are the restored photos'.
    const [stored] = await app.app.get(DataSource).query('SELECT COALESCE(SUM(size_bytes + derivatives_bytes + playback_bytes), 0) AS n FROM photos');
    expect((await admin.agent.get('/api/admin/stats').expect(200)).body.storage.used_bytes).toBe(Number(stored.n));
    // The restore ended every session (the admin's too: the poll signed in again).
    await owner.agent.get('/api/auth/me').expect(401);
    await member.agent.get('/api/auth/me').expect(401);
    await signInAgain(owner);
    expect((await owner.agent.get(`/api/families/${familyId}`).expect(200)).body.family.description).toBe('Before the backup');
    expect((await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.description).toBe('Picnic ☀️');
    expect((await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.people).toEqual([
      { id: person.id, name: 'Grandma Rosé 👵', region, age_at_photo: { min: 59, max: 62, text: '59–62' } },
    ]);
    expect((await owner.agent.get(`/api/people/${person.id}`).expect(200)).body.person).toEqual({ ...person, photo_count: 1, thumbnail_url: faceUrl });
    expect((await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo.thumbnail_url).toBe(thumbnailUrl);
    // The video and its playback copy came back, and it plays.
    expect((await owner.agent.get(`/api/photos/${video.id}`).expect(200)).body.photo).toMatchObject({ media_type: 'video', playback_status: 'ready', width: 240, height: 320 });
    const played = await owner.agent.get(`/api/photos/${video.id}/playback`).buffer(true).parse(binary).expect(200).expect('Content-Type', 'video/mp4');
    expect(played.body.toString('base64')).toBe(filesBefore[playbackCopy[0]]);
    await admin.agent.get('/api/admin/verify').expect(200);
  }, 120_000);

  it('keeps share links (password, expiry, views) and the trash: a revoked link works again and a purged photo is back in the trash', async () => {
    const owner = await createUser(app, { name: 'Sharing Owner' });
    const familyId = await createFamily(owner, 'Sharing family');
    const kept = await uploadPhoto(owner, familyId, { description: 'On the lake' });
    const trashed = await uploadPhoto(owner, familyId, { description: 'Blurred, to the trash' });
    const album = (await owner.agent.post(`/api/families/${familyId}/albums`).send({ name: 'Italy 1972' }).expect(201)).body.album;
    await owner.agent.post(`/api/albums/${album.id}/photos`).send({ photo_ids: [kept.id, trashed.id] }).expect(200);
    const link = await createShareLink(owner, 'album', album.id, { expires_in_days: 7, password: 'grandma1972' });
    await owner.agent.delete(`/api/photos/${trashed.id}`).expect(204);
    await app.drainJobs();
    // One view before the backup: the archive keeps the count as it was.
    const before = app.agent();
    await before.post(`${sharedApi(link)}/unlock`).send({ password: 'grandma1972' }).expect(200);
    await before.get(sharedApi(link)).expect(200);
    const listedLink = async () => (await owner.agent.get(`/api/families/${familyId}/share-links`).expect(200)).body.share_links.find((l: { id: number }) => l.id === link.id);
    const linkBefore = await listedLink();
    expect(linkBefore).toMatchObject({ view_count: 1, has_password: true, expires_at: link.expires_at, last_viewed_at: expect.any(String) });
    const inTrash = async () => (await owner.agent.get(`/api/families/${familyId}/trash`).expect(200)).body.photos;
    const trashBefore = await inTrash();
    expect(trashBefore.map((p: { id: number }) => p.id)).toEqual([trashed.id]);
    const filesBefore = await photoFileBytes();

    const backup = await createBackup();
    expect(backup.status).toBe('completed');

    // After the backup: the link is revoked, the trashed photo deleted for good (rows and files).
    await owner.agent.delete(`/api/share-links/${link.id}`).expect(200);
    await app.agent().get(sharedApi(link)).expect(404);
    await owner.agent.delete(`/api/photos/${trashed.id}/permanent`).expect(200);
    await app.drainJobs();
    expect(await inTrash()).toEqual([]);
    expect(Object.keys(await photoFileBytes()).length).toBeLessThan(Object.keys(filesBefore).length);

    expect(await restoreThroughApi(admin, backup.id)).toMatchObject({ restore_status: 'completed' });
    await signInAgain(owner);

    // The link opens again for a fresh visitor, still behind its password and with its expiry.
    const visitor = app.agent();
    expect((await visitor.get(sharedApi(link)).expect(401)).body).toEqual({ error: 'This link is protected by a password', password_required: true });
    await visitor.post(`${sharedApi(link)}/unlock`).send({ password: 'wrong one' }).expect(401);
    await visitor.post(`${sharedApi(link)}/unlock`).send({ password: 'grandma1972' }).expect(200);
    const shared = (await visitor.get(sharedApi(link)).expect(200)).body;
    expect(shared.share).toMatchObject({ kind: 'album', title: 'Italy 1972', expires_at: link.expires_at });
    // The trashed photo is still out of the link.
    expect(shared.photos.map((p: { id: number }) => p.id)).toEqual([kept.id]);
    await getBytes(visitor, `${sharedApi(link)}/photos/${kept.id}/thumbnail`).expect(200);
    expect(await listedLink()).toMatchObject({ view_count: linkBefore.view_count + 1, expires_at: link.expires_at, has_password: true });

    // The photo is back in the trash, as it was, out of the family's photos; restored from there it is whole.
    expect(await inTrash()).toEqual(trashBefore);
    expect((await owner.agent.get(`/api/families/${familyId}/photos`).expect(200)).body.photos.map((p: { id: number }) => p.id)).toEqual([kept.id]);
    await owner.agent.get(`/api/photos/${trashed.id}`).expect(404);
    expect(await photoFileBytes()).toEqual(filesBefore);
    await owner.agent.post(`/api/photos/${trashed.id}/restore`).expect(200);
    expect((await owner.agent.get(`/api/photos/${trashed.id}`).expect(200)).body.photo.description).toBe('Blurred, to the trash');
    await owner.agent.get(`/api/photos/${trashed.id}/thumbnail`).expect(200);
  }, 120_000);

  it('searches what the restore brought back and nothing it replaced (photos, stories, comments, the trash left out), and what is written after', async () => {
    const owner = await createUser(app, { name: 'Searching Owner' });
    const familyId = await createFamily(owner, 'Searching family');
    const kept = await uploadPhoto(owner, familyId, { description: 'Zeppelin over the harbour' });
    const story = await createStory(owner, kept.id, { content: 'The zeppelin came at noon' });
    const comment = await createComment(owner, kept.id, 'A zeppelin, really');
    const trashed = await uploadPhoto(owner, familyId, { description: 'Zeppelin, blurred' });
    await owner.agent.delete(`/api/photos/${trashed.id}`).expect(204);
    const backup = await createBackup();
    await uploadPhoto(owner, familyId, { description: 'Zeppelin after the backup' });
    await owner.agent.delete(`/api/stories/${story.id}`).expect(204);

    expect(await restoreThroughApi(admin, backup.id)).toMatchObject({ restore_status: 'completed' });
    await signInAgain(owner);
    const search = async () => {
      const found = (await owner.agent.get('/api/search?q=zeppelin').expect(200)).body.results;
      const ids = (hits: Array<{ id: number }>) => hits.map((hit) => hit.id).sort((a, b) => a - b);
      return { photos: ids(found.photos), stories: ids(found.stories), comments: ids(found.comments) };
    };
    expect(await search()).toEqual({ photos: [kept.id], stories: [story.id], comments: [comment.id] });

    // Written after the restore: the index follows again (a new photo, the trashed one back, a comment deleted).
    const after = await uploadPhoto(owner, familyId, { description: 'Zeppelin after the restore' });
    await owner.agent.post(`/api/photos/${trashed.id}/restore`).expect(200);
    await owner.agent.delete(`/api/comments/${comment.id}`).expect(204);
    expect(await search()).toEqual({ photos: [kept.id, trashed.id, after.id].sort((a, b) => a - b), stories: [story.id], comments: [] });
  }, 120_000);

  it("restores from an archive uploaded from the admin's computer, streamed to disk and checked first", async () => {
    const owner = await createUser(app, { name: 'Uploader Owner' });
    const familyId = await createFamily(owner, 'Uploaded family', 'Before the download');
    await uploadPhoto(owner, familyId, { description: 'Kept in the archive' });
    await app.drainJobs();
    const rowsBefore = await counts();
    const { zip } = await backUpAndDownload(admin);
    await owner.agent.put(`/api/families/${familyId}`).send({ description: 'Changed after the download' }).expect(200);
    await createUser(app);

    const uploaded = (await admin.agent.post('/api/admin/backup/upload').attach('archive', zip, 'heirloom-backup.zip').expect(201)).body.backup;
    expect(uploaded).toMatchObject({ kind: 'imported', status: 'completed', progress: 100, created_by: 'Backup Admin', size_bytes: zip.length });
    expect(uploaded.stats).toEqual({ users: rowsBefore.users, families: rowsBefore.families, photos: rowsBefore.photos });
    expect(await storedFiles(app)).toContain(`backups/backup-${uploaded.id}.zip`);
    expect((await storedFiles(app)).filter((f) => f.startsWith('tmp/'))).toEqual([]);
    const listed: BackupBody[] = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups;
    expect(listed.find((b) => b.id === uploaded.id)).toMatchObject({ kind: 'imported', status: 'completed' });

    const restored = await restoreThroughApi(admin, uploaded.id);
    expect(restored).toMatchObject({ restore_status: 'completed' });
    expect(await counts()).toEqual(rowsBefore);
    await signInAgain(owner);
    expect((await owner.agent.get(`/api/families/${familyId}`).expect(200)).body.family.description).toBe('Before the download');
  }, 120_000);

  it('refuses an uploaded file that is no backup (400 with the reason), keeping nothing of it', async () => {
    const before = (await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups.length;
    const notAZip = (await admin.agent.post('/api/admin/backup/upload').attach('archive', Buffer.from('family notes, not a zip'), 'notes.zip').expect(400)).body;
    expect(notAZip.error).toMatch(/^This file is not a Heirloom backup that can be restored: /);
    const { zip } = await backUpAndDownload(admin);
    const scratch = join(app.config.storageDir, '..', `no-manifest-${Date.now()}.zip`);
    await writeFile(scratch, zip);
    writeFixtureZip(scratch, (await readFixtureZip(scratch)).filter((e) => e.name !== 'manifest.json'));
    const noManifest = await readFile(scratch);
    await rm(scratch, { force: true });
    expect((await admin.agent.post('/api/admin/backup/upload').attach('archive', noManifest, 'other.zip').expect(400)).body.error).toMatch(/manifest/);
    expect((await admin.agent.post('/api/admin/backup/upload').field('note', 'x').expect(400)).body.error).toMatch(/archive/);
    expect((await admin.agent.post('/api/admin/backup/upload').send({ archive: 'x' }).expect(400)).body.error).toMatch(/multipart/);
    expect((await admin.agent.post('/api/admin/backup/upload').attach('backup', zip, 'b.zip').expect(400)).body.error).toMatch(/'archive'/);
    expect((await storedFiles(app)).filter((f) => f.startsWith('tmp/'))).toEqual([]);
    expect((await admin.agent.get('/api/admin/backup/list').expect(200)).body.backups.length).toBe(before + 1);
  });

  it('refuses writes with 503 while a restore runs', async () => {
    const backup = await createBackup();
    const signedIn = await createUser(app);
    const dataSource = app.app.get(DataSource);
    await dataSource.getRepository(Backup).update({ id: backup.id }, { restoreStatus: 'running' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const refused = await admin.agent.post('/api/families').send({ name: 'During restore' }).expect(503);
      expect(refused.body.error).toMatch(/being restored/);
      await admin.agent.get('/api/families').expect(200);
      // Signing in waits too (a session begun now would be ended by the restore's commit); signing out does not.
      const signIn = await app.request().post('/api/auth/login').send({ email: admin.email, password: PASSWORD }).expect(503);
      expect(signIn.body.error).toMatch(/being restored/);
      await app.request().post('/api/auth/register').send({ email: uniqueEmail('during'), name: 'During', password: PASSWORD }).expect(503);
      await signedIn.agent.post('/api/auth/logout').expect(204);
    } finally {
      await dataSource.getRepository(Backup).update({ id: backup.id }, { restoreStatus: 'completed' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    await admin.agent.post('/api/families').send({ name: 'After restore' }).expect(201);
  });

  it('answers reads while a restore runs without writing on their side (an account’s last seen waits for the restore)', async () => {
    const backup = await createBackup();
    const member = await createUser(app);
    const dataSource = app.app.get(DataSource);
    const users = dataSource.getRepository(User);
    // Seen two hours ago: the next request would stamp the account (at most once an hour).
    const twoHoursAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 60 * 60 * 1000);
    await users.update({ id: member.id }, { lastSeenAt: twoHoursAgo });
    await dataSource.getRepository(Backup).update({ id: backup.id }, { restoreStatus: 'running' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await member.agent.get('/api/auth/me').expect(200);
      expect((await users.findOneByOrFail({ id: member.id })).lastSeenAt).toEqual(twoHoursAgo);
    } finally {
      await dataSource.getRepository(Backup).update({ id: backup.id }, { restoreStatus: 'completed' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    await member.agent.get('/api/auth/me').expect(200);
    expect((await users.findOneByOrFail({ id: member.id })).lastSeenAt!.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
  });

  /** Rewrites an archive's entries in place (the test archives are small). */
  const rewrite = (edit: (entries: FixtureEntry[]) => FixtureEntry[]) => async (path: string) => writeFixtureZip(path, edit(await readFixtureZip(path)));

  it.each([
    ['a truncated archive', async (path: string) => writeFile(path, (await readFile(path)).subarray(0, 2000)), /not a readable backup archive/],
    ['a corrupt manifest', rewrite((entries) => entries.map((e) => (e.name === 'manifest.json' ? { ...e, data: '{"format_version": 1, "schema_ver' } : e))), /manifest.json is unusable/],
    ['an archive with a ../ entry', rewrite((entries) => [{ name: 'files/../../escaped.txt', data: 'x' }, ...entries]), /outside its folder/],
  ])('refuses to restore %s: the restore fails with the reason, once, and data and files stay as they were', async (_label, damage, reason) => {
    const owner = await createUser(app);
    await uploadPhoto(owner, await createFamily(owner));
    await app.drainJobs();
    const backup = await createBackup();
    await damage(join(app.config.storageDir, `backups/backup-${backup.id}.zip`));
    await owner.agent.post('/api/families').send({ name: 'After the backup' }).expect(201);
    const rowsBefore = await counts();
    const filesBefore = await photoFileBytes();

    await admin.agent.post(`/api/admin/backup/${backup.id}/restore`).send({ confirm: true }).expect(202);
    const failed = await poll(backup.id, (b) => b.restore_status === 'completed' || b.restore_status === 'failed');
    expect(failed).toMatchObject({ restore_status: 'failed', restore_error: expect.stringMatching(reason) });
    await app.drainJobs();
    // Not retried: a second attempt would have set it running again.
    expect((await admin.agent.get(`/api/admin/backup/${backup.id}`).expect(200)).body.backup.restore_status).toBe('failed');
    expect(await counts()).toEqual(rowsBefore);
    expect(await photoFileBytes()).toEqual(filesBefore);
    expect(existsSync(join(app.config.storageDir, '../escaped.txt')) || existsSync(join(app.config.storageDir, 'escaped.txt'))).toBe(false);
    // Writes are allowed again once the restore lock sees the failure.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await owner.agent.post('/api/families').send({ name: 'After the refused restore' }).expect(201);
  }, 120_000);

  it('restores an archive made before derivatives had versions: its photos get one, so their thumbnails are kept for good at once', async () => {
    const owner = await createUser(app);
    const familyId = await createFamily(owner);
    const photo = await uploadPhoto(owner, familyId);
    await app.drainJobs();
    const backup = await createBackup();
    // As the build before migration 1765680000000 wrote it: no derivatives_version in the photos' lines.
    await rewrite((entries) =>
      entries.map((entry) => {
        if (entry.name === 'manifest.json') return { ...entry, data: entry.data.toString().replace(/"DerivativesVersion1765680000000"/, '"PhotoVersions1765670000000"') };
        if (entry.name !== 'data/photos.jsonl') return entry;
        const lines = entry.data.toString().split('\n').filter(Boolean).map((line) => {
          const { derivatives_version: _dropped, ...older } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(older);
        });
        return { ...entry, data: `${lines.join('\n')}\n` };
      }),
    )(join(app.config.storageDir, `backups/backup-${backup.id}.zip`));

    expect(await restoreThroughApi(admin, backup.id)).toMatchObject({ restore_status: 'completed' });
    await signInAgain(owner);
    const [{ sha256 }] = await app.app.get(DataSource).query('SELECT sha256 FROM photos WHERE id = ?', [photo.id]);
    const restored = (await owner.agent.get(`/api/photos/${photo.id}`).expect(200)).body.photo;
    expect(restored.thumbnail_url).toBe(`/api/photos/${photo.id}/thumbnail?v=${String(sha256).slice(0, 8)}`);
    expect((await owner.agent.get(restored.thumbnail_url).expect(200)).headers['cache-control']).toBe('private, max-age=31536000, immutable');
  }, 120_000);

  it('deletes a backup and its archive', async () => {
    const backup = await createBackup();
    expect((await storedFiles(app)).filter((f) => f === `backups/backup-${backup.id}.zip`)).toHaveLength(1);
    await admin.agent.delete(`/api/admin/backup/${backup.id}`).expect(204);
    expect((await storedFiles(app)).filter((f) => f.startsWith(`backups/backup-${backup.id}.`))).toEqual([]);
    await admin.agent.get(`/api/admin/backup/${backup.id}`).expect(404);
    await admin.agent.get(`/api/admin/backup/${backup.id}/download`).expect(404);
  });

  it('answers 404 for unknown backups and 409 for a restore of an unfinished one', async () => {
    await admin.agent.get('/api/admin/backup/999999').expect(404);
    await admin.agent.post('/api/admin/backup/999999/restore').send({ confirm: true }).expect(404);
    const dataSource = app.app.get(DataSource);
    const queued = await dataSource.getRepository(Backup).save({ kind: 'manual', status: 'queued', storageKey: 'backups/backup-0.zip' });
    await admin.agent.post(`/api/admin/backup/${queued.id}/restore`).send({ confirm: true }).expect(409);
    await admin.agent.get(`/api/admin/backup/${queued.id}/download`).expect(409);
    await dataSource.getRepository(Backup).delete({ id: queued.id });
  });

  it('marks a backup left running by a killed process failed when the next backup starts', async () => {
    const repository = app.app.get(DataSource).getRepository(Backup);
    const abandoned = await repository.save({ kind: 'scheduled', status: 'running', progress: 40, storageKey: 'backups/backup-0.zip' });
    expect(await createBackup()).toMatchObject({ status: 'completed' });
    const body: BackupBody = (await admin.agent.get(`/api/admin/backup/${abandoned.id}`).expect(200)).body.backup;
    expect(body).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Interrupted/) });
    await repository.delete({ id: abandoned.id });
  });

  it('schedules backups by BACKUP_CRON', () => {
    const next = app.app.get(SchedulerRegistry).getCronJob('scheduled-backup').nextDate();
    expect([next.weekday, next.hour, next.minute]).toEqual([1, 2, 30]);
  });

  it('runs scheduled backups once per tick, whichever API process ticks, and keeps only the newest BACKUP_KEEP of them', async () => {
    const repository = app.app.get(DataSource).getRepository(Backup);
    // In scaled mode every API process has the schedule: a second one ticks the same slots.
    const secondApi = app.mode === 'scaled' ? await createApiApp(app.config) : undefined;
    const schedulers = [app.app.get(BackupScheduler), (secondApi ?? app.app).get(BackupScheduler)];
    const manual = await createBackup();
    try {
      for (const minute of ['03:00', '03:01', '03:02']) {
        await Promise.all(schedulers.map((scheduler) => scheduler.tick(new Date(`2030-01-01T${minute}:00Z`))));
        await schedulers[0].tick(new Date(`2030-01-01T${minute}:00Z`));
        await app.drainJobs(60_000);
      }
    } finally {
      await secondApi?.close();
    }
    const scheduled = await repository.find({ where: { kind: 'scheduled' }, order: { id: 'ASC' } });
    expect(scheduled.map((b) => b.status)).toEqual(['completed', 'completed']);
    // Three backups were made, one per slot (the first pruned): a duplicate would have taken an id in between.
    expect(scheduled.map((b) => b.id)).toEqual([manual.id + 2, manual.id + 3]);
    const archives = (await storedFiles(app)).filter((f) => f.startsWith('backups/'));
    expect(archives).toEqual(expect.arrayContaining(scheduled.map((b) => b.storageKey)));
    // Besides the scheduled ones, the manual and imported (uploaded) archives are kept.
    expect(archives).toHaveLength(scheduled.length + (await repository.countBy({ kind: In(['manual', 'imported']), status: 'completed' })));
    expect(await repository.findOneBy({ id: manual.id })).not.toBeNull();
  }, 120_000);

  it('leaves no completed backup behind when the worker is killed in the middle of one (scaled)', async () => {
    if (app.mode !== 'scaled') return;
    const bulk = join(app.config.storageDir, 'originals', '999999');
    await mkdir(bulk, { recursive: true });
    for (let i = 0; i < 40; i++) await writeFile(join(bulk, `filler-${i}.jpg`), randomBytes(4 * 1024 * 1024));
    try {
      const created = (await admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
      await poll(created.id, (b) => b.status === 'running' && b.progress > 0 && b.progress < 100);
      await app.worker!.stop('SIGKILL');
      const after = (await admin.agent.get(`/api/admin/backup/${created.id}`).expect(200)).body.backup;
      expect(after.status).not.toBe('completed');
      expect((await storedFiles(app)).filter((f) => f === `backups/backup-${created.id}.zip`)).toEqual([]);
      await admin.agent.get(`/api/admin/backup/${created.id}/download`).expect(409);
    } finally {
      // Killed already, unless the test failed before: either way no worker of this test is left running.
      await app.worker!.stop('SIGKILL');
      app.worker = await app.startWorker({ BACKUP_KEEP: '2' });
      await rm(bulk, { recursive: true, force: true });
    }
  }, 120_000);

  it('leaves no completed backup behind when the embedded server is killed in the middle of one, and says so after a restart (embedded)', async () => {
    if (app.mode !== 'embedded') return;
    const environment = await createTestEnvironment('embedded');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const startApi = async () => {
      const api = NodeProcess.spawn(API_ENTRY, [], { ...environment.env, PORT: String(port) });
      await api.waitFor(/Heirloom API listening on port/, 30_000);
      return api;
    };
    let api = await startApi();
    try {
      const email = uniqueEmail('killed');
      await request(url).post('/api/auth/register').send({ email, password: PASSWORD, name: 'Admin' }).expect(201);
      const cookie = (await request(url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)).headers['set-cookie'][0].split(';')[0];
      const get = (id: number) => request(url).get(`/api/admin/backup/${id}`).set('Cookie', cookie).expect(200);
      const storage = environment.config().storageDir;
      const bulk = join(storage, 'originals', '999999');
      await mkdir(bulk, { recursive: true });
      for (let i = 0; i < 40; i++) await writeFile(join(bulk, `filler-${i}.jpg`), randomBytes(4 * 1024 * 1024));

      const { id } = (await request(url).post('/api/admin/backup/create').set('Cookie', cookie).expect(202)).body.backup;
      for (let backup = (await get(id)).body.backup; !(backup.status === 'running' && backup.progress > 0); backup = (await get(id)).body.backup) {
        expect(backup.status).not.toBe('completed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await api.stop('SIGKILL');
      expect(existsSync(join(storage, `backups/backup-${id}.zip`))).toBe(false);

      api = await startApi();
      const after = (await get(id)).body.backup;
      expect(after).toMatchObject({ status: 'failed', error: expect.stringMatching(/Interrupted/) });
      expect((await storedFilesIn(storage)).filter((f) => f.startsWith('backups/'))).toEqual([]);
      await request(url).get(`/api/admin/backup/${id}/download`).set('Cookie', cookie).expect(409);
      // Nothing is left "running" to hold the restore lock or block a new backup.
      await request(url).post('/api/families').set('Cookie', cookie).send({ name: 'After the crash' }).expect(201);
    } finally {
      await api.stop();
      await environment.dispose();
    }
  }, 180_000);
});

