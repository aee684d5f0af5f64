import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eventually } from '../support/eventually';
import { createFamily, createUser, TestUser } from '../support/factories';
import { photoRows, uploadPhoto } from '../support/photos';
import { TestApp } from '../support/test-app';
import { TEST_MODE } from '../support/test-environment';

const modeOf = async (path: string): Promise<string> => ((await stat(path)).mode & 0o777).toString(8).padStart(4, '0');

/** Every file and folder under the root, relative to it, with its mode ('0600'). */
async function modesUnder(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const modes: Record<string, string> = {};
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    modes[`${relative(root, path)}${entry.isDirectory() ? '/' : ''}`] = await modeOf(path);
  }
  return modes;
}

/**
 * What the server writes is its user's only: files 0600, folders 0700 (database, originals, thumbnails, previews,
 * backups, temporary files), also on an install whose folders were made before (0755, with 0644 files in them).
 */
describe('File modes', () => {
  let app: TestApp;
  let admin: TestUser;
  let oldInstall: string;
  let storageDir: string;
  let databaseFile: string;

  beforeAll(async () => {
    // An install from before private modes: storage folder 0755 with a photo 0644 in it, database file 0644.
    oldInstall = mkdtempSync(join(tmpdir(), 'heirloom-modes-'));
    storageDir = join(oldInstall, 'storage');
    mkdirSync(join(storageDir, 'imports'), { recursive: true });
    writeFileSync(join(storageDir, 'imports', 'old.jpg'), 'an old photo');
    for (const folder of [storageDir, join(storageDir, 'imports')]) chmodSync(folder, 0o755);
    chmodSync(join(storageDir, 'imports', 'old.jpg'), 0o644);
    databaseFile = join(oldInstall, 'heirloom.db');
    writeFileSync(databaseFile, '');
    chmodSync(databaseFile, 0o644);
    const database: Record<string, string> = TEST_MODE === 'embedded' ? { DATABASE_URL: `sqlite:${databaseFile}` } : {};
    app = await TestApp.start({ worker: true, env: { STORAGE_DIR: storageDir, ...database } });
    admin = await createUser(app);
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(oldInstall, { recursive: true, force: true });
  });

  it('closes the folders of an older install to other users at start', async () => {
    expect(await modeOf(storageDir)).toBe('0700');
    if (TEST_MODE === 'embedded') expect(await modeOf(databaseFile)).toBe('0600');
  });

  it('keeps the database, every photo file, every backup and every folder to the server user', async () => {
    const familyId = await createFamily(admin);
    const photo = await uploadPhoto(admin, familyId);
    await app.drainJobs();
    const [row] = (await photoRows(app, familyId)).filter((stored) => Number(stored.id) === photo.id);
    expect(row.thumbnail_status).toBe('ready');
    const created = (await admin.agent.post('/api/admin/backup/create').expect(202)).body.backup;
    const backup = await eventually(
      async () => (await admin.agent.get(`/api/admin/backup/${created.id}`).expect(200)).body.backup,
      (body) => body.status === 'completed' || body.status === 'failed',
      60_000,
      'the backup',
    );
    expect(backup.status).toBe('completed');

    const modes = await modesUnder(storageDir);
    for (const key of [row.original_key, row.thumbnail_key, row.preview_key, `backups/backup-${created.id}.zip`].map(String)) {
      expect({ [key]: modes[key] }).toEqual({ [key]: '0600' });
    }
    for (const folder of ['originals/', `originals/${familyId}/`, `thumbnails/${familyId}/`, `previews/${familyId}/`, 'backups/', 'tmp/']) {
      expect({ [folder]: modes[folder] }).toEqual({ [folder]: '0700' });
    }
    // Everything the server made: only the older install's photo (behind a closed folder now) is as it was.
    const open = Object.entries(modes).filter(([path, mode]) => mode !== (path.endsWith('/') ? '0700' : '0600'));
    expect(open).toEqual([
      ['imports/', '0755'],
      ['imports/old.jpg', '0644'],
    ]);

    if (TEST_MODE === 'embedded') {
      const database = await modesUnder(oldInstall);
      expect(Object.entries(database).filter(([path]) => path.startsWith('heirloom.db'))).toEqual(
        Object.keys(database)
          .filter((path) => path.startsWith('heirloom.db'))
          .map((path) => [path, '0600']),
      );
      expect(database['heirloom.db-wal']).toBe('0600');
    }
  });
});
