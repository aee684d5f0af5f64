import { reindexSearch } from '@heirloom/database';
import { DataSource } from 'typeorm';
import { BackupBody, waitForBackup } from '../support/backups';
import { TestApp } from '../support/test-app';
import { createFamily, createUser, TestUser } from '../support/factories';
import { CLI_ENTRY, NodeProcess } from '../support/node-process';
import { uploadPhoto } from '../support/photos';
import { createComment, createStory } from '../support/stories';

/** `npm run search:reindex` and reindexSearch(): the full-text index rebuilt from the tables (e.g. after a restore). */
describe('Search reindex', () => {
  let app: TestApp;
  let viewer: TestUser;
  let familyId: number;

  beforeAll(async () => {
    app = await TestApp.start({ worker: true });
    // The first account is the platform admin, who may back up and restore.
    viewer = await createUser(app);
    familyId = await createFamily(viewer);
    const photo = await uploadPhoto(viewer, familyId, { description: 'Albatross over the cliffs' });
    await createStory(viewer, photo.id, { content: 'The albatross followed the ferry' });
    await createComment(viewer, photo.id, 'Albatross!');
  });

  afterAll(async () => {
    await app?.stop();
  });

  const found = async () => (await viewer.agent.get('/api/search?q=albatross').expect(200)).body.counts;
  const ALL = { photos: 1, stories: 1, comments: 1, people: 0 };

  /** Loses the index's entries while the rows stay, as rows restored without it would be (SQLite: its FTS tables). */
  async function loseIndex(): Promise<void> {
    const dataSource = app.app.get(DataSource);
    for (const fts of ['photos_fts', 'stories_fts', 'comments_fts']) await dataSource.query(`INSERT INTO ${fts}(${fts}) VALUES ('delete-all')`);
    // No row changed, so no search version did: kept answers would still be served. Moved by hand here.
    await dataSource.query('UPDATE search_versions SET version = version + 1');
    expect(await found()).toEqual({ photos: 0, stories: 0, comments: 0, people: 0 });
  }

  it('npm run search:reindex rebuilds the index from the data', async () => {
    expect(await found()).toEqual(ALL);
    if (app.mode === 'embedded') await loseIndex();
    const run = await NodeProcess.run(CLI_ENTRY, ['search-reindex'], app.environment.env);
    expect(run).toMatchObject({ code: 0, output: expect.stringMatching(/The search index is rebuilt/) });
    expect(await found()).toEqual(ALL);
  });

  it('reindexSearch() does the same inside a process (for code that restores data around the index)', async () => {
    if (app.mode === 'embedded') await loseIndex();
    await reindexSearch(app.app.get(DataSource));
    expect(await found()).toEqual(ALL);
  });

  it('answers from the restored data after a backup is restored, and nothing from what the restore took away', async () => {
    // A restore ends every session: waitForBackup signs the admin in again.
    const backupOf = (id: number, done: (backup: BackupBody) => boolean) => waitForBackup(viewer, id, done);
    const { id } = (await viewer.agent.post('/api/admin/backup/create').expect(202)).body.backup;
    expect(await backupOf(id, (b) => b.status !== 'queued' && b.status !== 'running')).toMatchObject({ status: 'completed' });

    const later = await uploadPhoto(viewer, familyId, { description: 'Albatross chick, after the backup' });
    await createComment(viewer, later.id, 'Albatross chick!');
    expect(await found()).toEqual({ photos: 2, stories: 1, comments: 2, people: 0 });

    await viewer.agent.post(`/api/admin/backup/${id}/restore`).send({ confirm: true }).expect(202);
    expect(await backupOf(id, (b) => b.restore_status === 'completed' || b.restore_status === 'failed')).toMatchObject({ restore_status: 'completed' });
    expect(await found()).toEqual(ALL);
    expect((await viewer.agent.get('/api/search?q=chick').expect(200)).body.total).toBe(0);
  });

  it('keeps the full-text indexes in place on MariaDB', async () => {
    if (app.mode !== 'scaled') return;
    await reindexSearch(app.app.get(DataSource));
    const rows: Array<{ Table: string; Key_name: string }> = await app.app.get(DataSource).query(
      "SELECT TABLE_NAME AS `Table`, INDEX_NAME AS Key_name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND INDEX_TYPE = 'FULLTEXT' GROUP BY TABLE_NAME, INDEX_NAME ORDER BY INDEX_NAME",
    );
    expect(rows.map((row) => `${row.Table}.${row.Key_name}`)).toEqual([
      'comments.FT_comments_content',
      'photos.FT_photos_description',
      'photos.FT_photos_display_location',
      'photos.FT_photos_location',
      'photos.FT_photos_search',
      'stories.FT_stories_content',
    ]);
  });

  it('puts back the SQLite triggers a table rebuild took away, so new rows are indexed again', async () => {
    if (app.mode !== 'embedded') return;
    // What a migration that rebuilds the photos table (to change its columns) does to the triggers on it.
    for (const kind of ['insert', 'update', 'delete']) await app.app.get(DataSource).query(`DROP TRIGGER photos_fts_${kind}`);
    await reindexSearch(app.app.get(DataSource));
    await uploadPhoto(viewer, familyId, { description: 'A second albatross' });
    expect(await found()).toEqual({ ...ALL, photos: 2 });
  });
});
