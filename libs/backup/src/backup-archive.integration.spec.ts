import {
  BackupArchiveError,
  BackupManifest,
  inspectBackupArchive,
  recoverInterruptedRestores,
  restoreBackupArchive,
  writeBackupArchive,
} from '@heirloom/backup';
import { AppConfig } from '@heirloom/config';
import { Family, Session, User } from '@heirloom/database';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { FixtureEntry, readFixtureZip, writeFixtureZip } from './testing/zip-fixture';
import {
  archivedTables,
  BackupProbe,
  createStandaloneDatabase,
  KEPT_TABLE,
  openBackupTestDatabase,
  seedDatabase,
  seedFiles,
  seedGenericRows,
  snapshotFiles,
  snapshotRows,
} from '../../../test/e2e/support/backup-fixtures';
import { createTestEnvironment, TestEnvironment } from '../../../test/e2e/support/test-environment';

jest.setTimeout(180_000);

const text = (entry: FixtureEntry | undefined) => String(entry?.data ?? '');

describe('Backup archives', () => {
  let env: TestEnvironment;
  let config: AppConfig;
  let dataSource: DataSource;
  let storageRoot: string;
  let work: string;
  let archive: string;
  let manifest: BackupManifest;
  let rowsAtBackup: Record<string, unknown[]>;
  let filesAtBackup: Record<string, string>;
  let sequence = 0;
  const nextPath = (name = 'archive') => join(work, `${name}-${++sequence}.zip`);

  beforeAll(async () => {
    env = await createTestEnvironment();
    config = env.config();
    dataSource = await openBackupTestDatabase(config);
    storageRoot = config.storageDir;
    work = mkdtempSync(join(tmpdir(), 'heirloom-archives-'));
    await seedDatabase(dataSource);
    seedFiles(storageRoot);
    await dataSource.query(`INSERT INTO ${KEPT_TABLE} (id, cascading_user_id, nulled_user_id) VALUES (1, 1, 1)`);
    await dataSource.getRepository(Session).save({ id: 'admin-session', expiredAt: Date.now() + 60_000, json: '{"passport":{"user":1}}' });
    archive = nextPath();
    rowsAtBackup = await snapshotRows(dataSource);
    filesAtBackup = snapshotFiles(storageRoot);
    manifest = (await writeBackupArchive({ dataSource, storageRoot, outputPath: archive, createdBy: { id: 1, name: 'Zoë' } })).manifest;
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await env?.dispose();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Data and files as they are now, to prove a refused or failed restore changed nothing. */
  const currentState = async () => ({ rows: await snapshotRows(dataSource), files: snapshotFiles(storageRoot), tmp: readdirSync(join(storageRoot, 'tmp')).sort() });

  describe('writeBackupArchive', () => {
    it('writes a manifest, one JSON Lines dump per table and every stored file; JSON deflated, photos stored', async () => {
      const entries = await readFixtureZip(archive);
      const names = entries.map((e) => e.name);
      const tables = archivedTables(dataSource);

      expect(manifest).toMatchObject({
        format_version: 1,
        app_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        schema_version: dataSource.migrations[dataSource.migrations.length - 1].name,
        created_by: { id: 1, name: 'Zoë' },
        database: env.mode === 'scaled' ? 'mysql' : 'sqlite',
        files: { count: Object.keys(filesAtBackup).length },
      });
      expect(new Date(manifest.created_at).toISOString()).toBe(manifest.created_at);
      expect(Object.keys(manifest.counts).sort()).toEqual(tables);
      for (const table of tables) expect(manifest.counts[table]).toBe(rowsAtBackup[table].length);
      expect(manifest.counts.users).toBe(6);
      // Every table is seeded, the ones later issues add included, so each round trip below covers them all.
      expect(Object.entries(manifest.counts).filter(([, count]) => count === 0)).toEqual([]);
      expect(names.filter((n) => n.startsWith('data/')).sort()).toEqual(tables.map((t) => `data/${t}.jsonl`));
      expect(names.filter((n) => n.startsWith('files/')).sort()).toEqual(Object.keys(filesAtBackup).map((k) => `files/${k}`).sort());
      expect(names).not.toContain('data/sessions.jsonl');
      expect(names).not.toContain('data/downloads.jsonl');
      expect(names).not.toContain('data/download_items.jsonl');
      expect(names).not.toContain(`data/${KEPT_TABLE}.jsonl`);
      expect(names.some((n) => n.includes('backups/') || n.includes('tmp/'))).toBe(false);
      expect(names[names.length - 1]).toBe('manifest.json');
      for (const entry of entries) expect(entry.compressionMethod).toBe(entry.name.startsWith('files/') ? 0 : 8);
      expect(readdirSync(work).filter((n) => n.endsWith('.partial'))).toEqual([]);
      expect(manifest.files.bytes).toBe(Object.keys(filesAtBackup).reduce((sum, key) => sum + statSync(join(storageRoot, key)).size, 0));
    });

    it('dumps portable values: ISO instants, true/false, exact bigints, base64 binary, nulls, keys in primary-key order', async () => {
      const entries = await readFixtureZip(archive);
      const lines = (table: string) => text(entries.find((e) => e.name === `data/${table}.jsonl`)).trimEnd().split('\n').map((l) => JSON.parse(l));
      const users = lines('users');
      expect(users.map((u) => u.id)).toEqual([...users.map((u) => u.id)].sort((a, b) => a - b));
      expect(users[0]).toMatchObject({ name: 'Zoë Ångström 👩‍👩‍👧', is_admin: true, created_at: '1999-12-31T23:59:59.999Z', last_seen_at: '2024-02-29T12:00:00.000Z' });
      expect(users[1]).toMatchObject({ name: 'שרה כהן', is_admin: false, last_seen_at: null });
      expect(users[0].password_hash).toMatch(/^\$2b\$04\$/);
      const [probe, empty] = lines('backup_probes');
      expect(probe).toMatchObject({ big: '9007199254740993', amount: expect.stringMatching(/^12345678\.90?$/), flag: true, at: '1970-01-01T00:00:00.001Z', day: '1987-02-28' });
      expect(Buffer.from(probe.data, 'base64')).toEqual(Buffer.from(Array.from({ length: 256 }, (_, i) => i)));
      expect(JSON.parse(probe.payload)).toEqual({ nested: { list: [1, 'two', null, true] }, emoji: '🙂' });
      expect(Object.values(empty).filter((v) => v !== null)).toEqual([empty.id, false]);
      expect(lines('backup_probe_tags').map((t) => `${t.probe_id}${t.tag}`)).toEqual([`${probe.id}a`, `${probe.id}b`, `${empty.id}a`]);
    });

    it('reports whole percentages from 0 to 100, rising', async () => {
      const heard: number[] = [];
      await writeBackupArchive({ dataSource, storageRoot, outputPath: nextPath(), onProgress: (p) => void heard.push(p) });
      expect(heard[0]).toBe(0);
      expect(heard[heard.length - 1]).toBe(100);
      expect(heard.length).toBeGreaterThan(3);
      expect([...heard].sort((a, b) => a - b)).toEqual(heard);
      expect(new Set(heard).size).toBe(heard.length);
    });

    it('dumps one consistent snapshot: rows written while it runs are not in it', async () => {
      const path = nextPath();
      let written = false;
      const { manifest: during } = await writeBackupArchive({
        dataSource,
        storageRoot,
        outputPath: path,
        onProgress: async (percent) => {
          if (percent === 0 || written) return;
          written = true;
          const user = await dataSource.getRepository(User).save({ email: `late.${Date.now()}@example.com`, name: 'Late', passwordHash: 'x' });
          await dataSource.getRepository(Family).save({ name: 'Late family', createdBy: user.id });
        },
      });
      expect(written).toBe(true);
      expect(during.counts.users).toBe(manifest.counts.users);
      expect(during.counts.families).toBe(manifest.counts.families);
      await dataSource.query(`DELETE FROM families WHERE name = 'Late family'`);
      await dataSource.query(`DELETE FROM users WHERE name = 'Late'`);
    });

    it.each([
      ['the progress listener fails', { onProgress: (p: number) => { if (p > 0) throw new Error('job cancelled'); } }, /job cancelled/],
      ['it is aborted', { signal: AbortSignal.abort(new Error('shutting down')) }, /shutting down/],
    ])('leaves neither an archive nor a partial file when %s', async (_label, extra, reason) => {
      const path = nextPath();
      await expect(writeBackupArchive({ dataSource, storageRoot, outputPath: path, ...extra })).rejects.toThrow(reason);
      expect(existsSync(path)).toBe(false);
      expect(existsSync(`${path}.partial`)).toBe(false);
    });

    it('backs up an empty database and a storage folder that does not exist yet, and restores it', async () => {
      const fresh = await createStandaloneDatabase(env.mode === 'scaled' ? 'mysql' : 'sqlite');
      const empty = await openBackupTestDatabase(fresh.config);
      try {
        const root = fresh.config.storageDir;
        expect(existsSync(root)).toBe(false);
        const path = nextPath('empty');
        const written = await writeBackupArchive({ dataSource: empty, storageRoot: root, outputPath: path });
        expect(Object.values(written.manifest.counts).every((count) => count === 0)).toBe(true);
        expect(written.manifest.files).toEqual({ count: 0, bytes: 0 });
        await empty.getRepository(User).save({ email: 'someone@example.com', name: 'Someone', passwordHash: 'x' });
        mkdirSync(join(root, 'originals/1'), { recursive: true });
        writeFileSync(join(root, 'originals/1/a.jpg'), 'a photo');
        await restoreBackupArchive({ dataSource: empty, storageRoot: root, archivePath: path });
        expect(await empty.getRepository(User).count()).toBe(0);
        expect(snapshotFiles(root)).toEqual({});
      } finally {
        await empty.destroy();
        await fresh.dispose();
      }
    });

    it('leaves out what a restore would refuse, and an archive written inside the storage folder itself', async () => {
      const odd = join(storageRoot, 'originals/1/with space.jpg');
      writeFileSync(odd, 'not a storage key');
      const inside = join(storageRoot, 'exports/backup.zip');
      try {
        const written = await writeBackupArchive({ dataSource, storageRoot, outputPath: inside });
        expect(written.skipped).toEqual(['originals/1/with space.jpg']);
        const names = (await readFixtureZip(inside)).map((e) => e.name);
        expect(names.filter((n) => n.startsWith('files/exports') || n.includes('with space'))).toEqual([]);
        expect(written.manifest.files.count).toBe(manifest.files.count);
      } finally {
        unlinkSync(odd);
        rmSync(join(storageRoot, 'exports'), { recursive: true, force: true });
      }
    });

    it('leaves out tables it is told to', async () => {
      const { manifest: partial } = await writeBackupArchive({ dataSource, storageRoot, outputPath: nextPath(), excludeTables: ['backup_probe_tags'] });
      expect(Object.keys(partial.counts)).not.toContain('backup_probe_tags');
      expect(Object.keys(partial.counts)).toContain('backup_probes');
    });
  });

  describe('restoreBackupArchive', () => {
    const restore = (archivePath: string, extra: Partial<Parameters<typeof restoreBackupArchive>[0]> = {}) =>
      restoreBackupArchive({ dataSource, storageRoot, archivePath, ...extra });

    /** A copy of the good archive with its entries changed by edit(). */
    const crafted = async (edit: (entries: FixtureEntry[]) => FixtureEntry[]) => {
      const path = nextPath('crafted');
      writeFixtureZip(path, edit(await readFixtureZip(archive)));
      return path;
    };
    const replaceEntry = (name: string, data: string | null) => (entries: FixtureEntry[]) =>
      entries.flatMap((e) => (e.name !== name ? [e] : data === null ? [] : [{ ...e, data }]));
    /** Rewrites a table's rows, and the manifest's count of them unless told to leave it. */
    const editLines =
      (table: string, edit: (rows: Array<Record<string, unknown>>) => Array<Record<string, unknown>>, options = { keepCount: false }) =>
      (entries: FixtureEntry[]) => {
        const rows = edit(text(entries.find((e) => e.name === `data/${table}.jsonl`)).trimEnd().split('\n').map((l) => JSON.parse(l)));
        const counts = options.keepCount ? manifest.counts : { ...manifest.counts, [table]: rows.length };
        return entries.map((e) =>
          e.name === `data/${table}.jsonl`
            ? { ...e, data: rows.map((r) => JSON.stringify(r) + '\n').join('') }
            : e.name === 'manifest.json'
              ? { ...e, data: JSON.stringify({ ...manifest, counts }) }
              : e,
        );
      };

    it('round trip: brings back every row of every table and every file byte for byte, ends every session, continues ids', async () => {
      // Change, delete and add data and files after the backup.
      await dataSource.query(`UPDATE users SET name = 'changed', is_admin = 1 - is_admin`);
      await dataSource.getRepository(Family).delete({ name: 'משפחת כהן' });
      await dataSource.createQueryBuilder().update(BackupProbe).set({ note: 'changed', flag: false }).where('1 = 1').execute();
      const late = await dataSource.getRepository(User).save({ email: 'after.backup@example.com', name: 'After', passwordHash: 'x' });
      await dataSource.query(`INSERT INTO ${KEPT_TABLE} (id, cascading_user_id, nulled_user_id) VALUES (2, ${late.id}, NULL), (3, NULL, ${late.id}), (4, ${late.id}, ${late.id})`);
      await dataSource.getRepository(Session).update({ id: 'admin-session' }, { json: '{"passport":{"user":1},"changed":true}' });
      const hasBackupsTable = dataSource.entityMetadatas.some((m) => m.tableName === 'backups');
      if (hasBackupsTable) await seedGenericRows(dataSource, 'backups', 2);
      const backupsBefore = hasBackupsTable ? (await snapshotRows(dataSource, ['backups'])).backups : [];
      const [someFile, otherFile] = Object.keys(filesAtBackup);
      unlinkSync(join(storageRoot, someFile));
      writeFileSync(join(storageRoot, otherFile), 'overwritten');
      mkdirSync(join(storageRoot, 'avatars'), { recursive: true });
      writeFileSync(join(storageRoot, 'avatars/new.png'), 'added after the backup');
      writeFileSync(join(storageRoot, 'originals/1/added.jpg'), 'added after the backup');

      const heard: number[] = [];
      const afterCommit = jest.fn();
      const restored = await restore(archive, { onProgress: (p) => void heard.push(p), afterCommit });

      expect(restored).toMatchObject({ manifest, files: manifest.files.count });
      expect(restored.rows).toBe(Object.values(manifest.counts).reduce((a, b) => a + b, 0));
      expect(await snapshotRows(dataSource)).toEqual({ ...rowsAtBackup, ...(hasBackupsTable ? { backups: backupsBefore } : {}) });
      expect(snapshotFiles(storageRoot)).toEqual(filesAtBackup);
      expect(afterCommit).toHaveBeenCalledTimes(1);
      expect(afterCommit).toHaveBeenCalledWith(manifest);
      expect(heard[0]).toBe(0);
      expect(heard[heard.length - 1]).toBe(100);
      // Emptied in the restore's transaction: the sessions table and download links (not in the archive either).
      expect(await dataSource.getRepository(Session).count({ withDeleted: true })).toBe(0);
      for (const table of ['download_items', 'downloads']) expect(await dataSource.query(`SELECT * FROM ${table}`)).toEqual([]);
      // Untouched: the archives folder, uploads in progress, tables without entities (settled references).
      expect(readFileSync(join(storageRoot, 'backups/earlier.zip'), 'utf8')).toBe('an older archive');
      expect(readdirSync(join(storageRoot, 'tmp'))).toEqual(['upload-in-progress.bin']);
      const kept = await dataSource.query(`SELECT id, cascading_user_id AS c, nulled_user_id AS n FROM ${KEPT_TABLE} ORDER BY id`);
      expect(kept.map((r: Record<string, unknown>) => [Number(r.id), r.c === null ? null : Number(r.c), r.n === null ? null : Number(r.n)])).toEqual([
        [1, 1, 1],
        [3, null, null],
      ]);
      // New rows get ids above every restored one (and above any id handed out before).
      const maxId = Math.max(...(rowsAtBackup.users as Array<{ id: number }>).map((u) => u.id));
      const fresh = await dataSource.getRepository(User).save({ email: 'post.restore@example.com', name: 'New', passwordHash: 'x' });
      expect(fresh.id).toBeGreaterThan(Math.max(maxId, late.id));
      await dataSource.getRepository(User).delete({ id: fresh.id });
    });

    it.each([
      ['a truncated archive', async () => {
        const path = nextPath('truncated');
        writeFileSync(path, readFileSync(archive).subarray(0, Math.floor(statSync(archive).size * 0.7)));
        return path;
      }, /not a readable backup archive/],
      ['a corrupt manifest', () => crafted(replaceEntry('manifest.json', '{"format_version": 1, "schema_ver')), /manifest.json is unusable/],
      ['an archive without manifest', () => crafted(replaceEntry('manifest.json', null)), /no manifest.json/],
      ['a ../ entry', () => crafted((e) => [{ name: 'files/../../../escaped.txt', data: 'x' }, ...e]), /outside its folder/],
      ['an absolute path entry', () => crafted((e) => [...e, { name: '/tmp/heirloom-escaped.txt', data: 'x' }]), /absolute path/],
      ['a missing table file', () => crafted(replaceEntry('data/family_members.jsonl', null)), /table file of family_members is missing/],
      ['a missing stored file', () => crafted((e) => e.filter((x) => x.name !== `files/${Object.keys(filesAtBackup)[0]}`)), /incomplete/],
      ['a newer schema', () => crafted((e) => e.map((x) => (x.name === 'manifest.json' ? { ...x, data: text(x).replace(manifest.schema_version, 'Future1999999999999') } : x))), /newer version of Heirloom/],
      ['a table this database does not restore', () => crafted((e) => e.map((x) => (x.name === 'manifest.json' ? { ...x, data: JSON.stringify({ ...manifest, counts: { ...manifest.counts, sessions: 0 } }) } : x)).concat({ name: 'data/sessions.jsonl', data: '' })), /does not restore: sessions/],
      ['a damaged photo (checksum)', () => crafted((e) => e.map((x) => (x.name.startsWith('files/originals/') && (x.data as Buffer).length > 10 ? { ...x, crc: 1 } : x))), /is damaged/],
      ['a damaged table file (checksum)', () => crafted((e) => e.map((x) => (x.name === 'data/invitations.jsonl' ? { ...x, crc: 1 } : x))), /checksum/],
      ['a row violating NOT NULL in the last table loaded', () => crafted(editLines('invitations', (rows) => [...rows, { ...rows[0], id: 999, email: null, token: 'unique-token' }])), /data\/invitations\.jsonl lines? [\d-]+ cannot be restored: .*(NOT NULL|cannot be null)/i],
      ['a row breaking a unique constraint', () => crafted(editLines('users', (rows) => [...rows, { ...rows[1], id: 999 }])), /data\/users\.jsonl lines? [\d-]+ cannot be restored: .*(UNIQUE|Duplicate)/i],
      // Three rows, two of them pointing at the same missing user: counted as rows, not as missing users.
      ['rows pointing at missing parents', () => crafted(editLines('family_members', (rows) => {
        const other = rows.find((row) => row.family_id !== rows[0].family_id)!;
        return [...rows, { ...rows[0], id: 997, user_id: 424242 }, { ...other, id: 998, user_id: 424242 }, { ...rows[0], id: 999, user_id: 424243 }];
      })), /family_members table has 3 row\(s\) whose user_id refer to users rows it does not hold/],
      ['a column this database lacks', () => crafted(editLines('families', (rows) => rows.map((r) => ({ ...r, motto: 'x' })))), /has no column motto/],
      ['a value of the wrong kind', () => crafted(editLines('users', (rows) => rows.map((r, i) => (i === 2 ? { ...r, created_at: 'last tuesday' } : r)))), /created_at/],
      ['more rows than the manifest says', () => crafted(editLines('families', (rows) => [...rows, { ...rows[0], id: 999, name: 'extra' }], { keepCount: true })), /holds \d+ rows but the manifest says/],
      ['lines whose columns differ', () => crafted(editLines('users', (rows) => rows.map((r, i) => (i === 1 ? { ...r, name: undefined } : r)))), /columns differ/],
      ['a line that is not JSON', () => crafted((e) => e.map((x) => (x.name === 'data/families.jsonl' ? { ...x, data: text(x) + '{"id": 5,\n' } : x))), /line \d+ cannot be restored: it is not valid JSON/],
    ])('refuses %s and leaves data, files and sessions exactly as they were', async (_label, make, reason) => {
      const path = await make();
      await dataSource.getRepository(Session).save({ id: 'kept-by-a-refused-restore', expiredAt: Date.now() + 60_000, json: '{}' });
      const before = await currentState();
      const afterCommit = jest.fn();
      const failure = restore(path, { afterCommit });
      await expect(failure).rejects.toThrow(reason);
      expect(await currentState()).toEqual(before);
      // Sessions end only with a restore that commits (some refusals come from inside its transaction).
      expect(await dataSource.getRepository(Session).countBy({ id: 'kept-by-a-refused-restore' })).toBe(1);
      expect(afterCommit).not.toHaveBeenCalled();
      expect(existsSync('/tmp/heirloom-escaped.txt') || existsSync(join(storageRoot, '../escaped.txt'))).toBe(false);
    });

    it('refuses an archive newer than the database (known to this build, not yet migrated to)', async () => {
      const [newest] = await dataSource.query('SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1');
      await dataSource.query('DELETE FROM migrations WHERE id = ?', [newest.id]);
      try {
        const before = await currentState();
        await expect(restore(archive)).rejects.toThrow(/this database is at .*: run the migrations before restoring/);
        expect(await currentState()).toEqual(before);
      } finally {
        await dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)', [newest.id, newest.timestamp, newest.name]);
      }
    });

    it('says BackupArchiveError for an archive problem, so the caller can answer 400 rather than 500', async () => {
      await expect(restore(await crafted(replaceEntry('manifest.json', 'nope')))).rejects.toBeInstanceOf(BackupArchiveError);
      await expect(inspectBackupArchive(await crafted((e) => [{ name: '../x', data: '' }, ...e]))).rejects.toBeInstanceOf(BackupArchiveError);
      // Rows the database itself refuses (a unique key here) are the archive's fault too, not a server error.
      await expect(restore(await crafted(editLines('users', (rows) => [...rows, { ...rows[1], id: 999 }])))).rejects.toBeInstanceOf(BackupArchiveError);
    });

    it('rolls back when stopped midway (abort or failing listener) and leaves everything as it was', async () => {
      const before = await currentState();
      const controller = new AbortController();
      await expect(
        restore(archive, { signal: controller.signal, onProgress: (p) => void (p >= 50 && controller.abort(new Error('worker stopping'))) }),
      ).rejects.toThrow('worker stopping');
      await expect(restore(archive, { onProgress: (p) => { if (p >= 40) throw new Error('progress write failed'); } })).rejects.toThrow('progress write failed');
      expect(await currentState()).toEqual(before);
    });

    it('lets a progress listener write to the database (as a job updating its row does) on either database', async () => {
      // A write the backup or the restore blocked would wait for a lock they hold until the database gives up
      // (SQLite's busy timeout, MariaDB's lock wait timeout) and fail the call: finishing at all is the proof.
      const write = async (percent: number) => void (await dataSource.query(`UPDATE ${KEPT_TABLE} SET id = id WHERE id = ?`, [percent]));
      await writeBackupArchive({ dataSource, storageRoot, outputPath: nextPath(), onProgress: write });
      await restore(archive, { onProgress: write });
      expect(await snapshotRows(dataSource, ['users'])).toEqual({ users: rowsAtBackup.users });
    });

    it('restores an archive written before a table existed: that table ends empty', async () => {
      const older = await crafted((entries) =>
        entries
          .filter((e) => e.name !== 'data/backup_probe_tags.jsonl')
          .map((e) => (e.name === 'manifest.json' ? { ...e, data: JSON.stringify({ ...manifest, counts: { ...manifest.counts, backup_probe_tags: undefined } }) } : e)),
      );
      await restore(older);
      const rows = await snapshotRows(dataSource);
      expect(rows.backup_probe_tags).toEqual([]);
      expect(rows.users).toEqual(rowsAtBackup.users);
      await restore(archive);
      expect(await snapshotRows(dataSource, Object.keys(manifest.counts))).toEqual(
        Object.fromEntries(Object.keys(manifest.counts).map((table) => [table, rowsAtBackup[table]])),
      );
    });

    it('fills the columns an older archive lacks with their defaults', async () => {
      const older = await crafted(editLines('families', (rows) => rows.map(({ description: _dropped, ...rest }) => rest)));
      await restore(older);
      const families = (await snapshotRows(dataSource, ['families'])).families as Array<Record<string, unknown>>;
      expect(families.map((f) => f.description)).toEqual(families.map(() => ''));
      expect(families.map((f) => f.name)).toEqual((rowsAtBackup.families as Array<Record<string, unknown>>).map((f) => f.name));
      await restore(archive);
    });

    it('finds nothing to recover after clean runs', async () => {
      expect(await recoverInterruptedRestores(storageRoot)).toEqual({ completed: 0, discarded: 0 });
    });
  });

  describe('across databases', () => {
    it('an archive made on SQLite restores on MariaDB, and one made on MariaDB restores on SQLite', async () => {
      const sqlite = await createStandaloneDatabase('sqlite');
      const mysql = await createStandaloneDatabase('mysql');
      const source = await openBackupTestDatabase(sqlite.config);
      const target = await openBackupTestDatabase(mysql.config);
      try {
        await seedDatabase(source);
        seedFiles(sqlite.config.storageDir, 4);
        const there = nextPath('sqlite');
        const made = await writeBackupArchive({ dataSource: source, storageRoot: sqlite.config.storageDir, outputPath: there });
        expect(made.manifest.database).toBe('sqlite');
        await restoreBackupArchive({ dataSource: target, storageRoot: mysql.config.storageDir, archivePath: there });
        expect(await snapshotRows(target, archivedTables(target))).toEqual(await snapshotRows(source, archivedTables(source)));
        expect(snapshotFiles(mysql.config.storageDir)).toEqual(snapshotFiles(sqlite.config.storageDir));
        const exactBig = async (db: DataSource, cast: string) => (await db.query(`SELECT CAST(big AS ${cast}) AS big FROM backup_probes WHERE big IS NOT NULL`))[0].big;
        expect(await exactBig(target, 'CHAR')).toBe('9007199254740993');
        const maxId = Math.max(...(await target.getRepository(User).find()).map((u) => u.id));
        expect((await target.getRepository(User).save({ email: 'next@example.com', name: 'Next', passwordHash: 'x' })).id).toBe(maxId + 1);

        // And back: change the MariaDB copy, archive it, restore it over the SQLite database.
        await target.query(`UPDATE users SET name = CONCAT(name, ' ✓')`);
        writeFileSync(join(mysql.config.storageDir, 'originals/9/empty.jpg'), randomBytes(100));
        const back = nextPath('mysql');
        expect((await writeBackupArchive({ dataSource: target, storageRoot: mysql.config.storageDir, outputPath: back })).manifest.database).toBe('mysql');
        await restoreBackupArchive({ dataSource: source, storageRoot: sqlite.config.storageDir, archivePath: back });
        expect(await snapshotRows(source, archivedTables(source))).toEqual(await snapshotRows(target, archivedTables(target)));
        expect(snapshotFiles(sqlite.config.storageDir)).toEqual(snapshotFiles(mysql.config.storageDir));
        expect((await source.getRepository(User).findOneByOrFail({ email: 'next@example.com' })).name).toBe('Next ✓');
        expect(await exactBig(source, 'TEXT')).toBe('9007199254740993');
      } finally {
        await source.destroy();
        await target.destroy();
        await sqlite.dispose();
        await mysql.dispose();
      }
    });
  });

  describe('memory', () => {
    it("neither the writer's nor the restorer's memory grows with the archive (200 MB of photos)", async () => {
      const bigRoot = mkdtempSync(join(tmpdir(), 'heirloom-big-'));
      try {
        for (let i = 0; i < 100; i++) {
          const key = `originals/${i % 5}/${i}.jpg`;
          mkdirSync(dirname(join(bigRoot, key)), { recursive: true });
          writeFileSync(join(bigRoot, key), randomBytes(2 * 1024 * 1024));
        }
        const peakGrowth = async (work: () => Promise<unknown>) => {
          const baseline = process.memoryUsage().rss;
          let peak = baseline;
          const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
          try {
            await work();
          } finally {
            clearInterval(sampler);
          }
          return (peak - baseline) / 1024 / 1024;
        };
        const path = nextPath('big');
        const writing = await peakGrowth(async () => {
          const { size } = await writeBackupArchive({ dataSource, storageRoot: bigRoot, outputPath: path });
          expect(size).toBeGreaterThan(200 * 1024 * 1024);
        });
        const restoring = await peakGrowth(() => restoreBackupArchive({ dataSource, storageRoot: bigRoot, archivePath: path }));
        expect(writing).toBeLessThan(60);
        expect(restoring).toBeLessThan(60);
        expect(Object.keys(snapshotFiles(bigRoot))).toHaveLength(100);
      } finally {
        rmSync(bigRoot, { recursive: true, force: true });
      }
    });
  });
});
