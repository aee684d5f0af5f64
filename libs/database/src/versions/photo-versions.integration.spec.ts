import { DataSource, DataSourceOptions } from 'typeorm';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { AuthorIndexesCoverFamily1765810000000 } from '../migrations/1765810000000-author-indexes-cover-family';
import { familiesShowingUser, PHOTO_VERSIONS_TABLE } from './photo-versions.schema';

jest.setTimeout(120_000);

/** The trigger as migration 1765670000000 made it on MariaDB before 1765800000000: a dependent subquery per family. */
const OLD_RENAME_TRIGGER = `CREATE TRIGGER ${PHOTO_VERSIONS_TABLE}_users_update AFTER UPDATE ON users FOR EACH ROW
  IF NOT (OLD.name <=> NEW.name) THEN UPDATE ${PHOTO_VERSIONS_TABLE} SET version = FLOOR(RAND() * 9007199254740991)
  WHERE family_id IN (SELECT family_id FROM family_members WHERE user_id = NEW.id UNION SELECT family_id FROM photos WHERE uploaded_by = NEW.id
  UNION SELECT family_id FROM stories WHERE author_id = NEW.id UNION SELECT family_id FROM comments WHERE author_id = NEW.id); END IF`;

/**
 * A user renamed moves the photo versions of the families whose lists show their name (On This Day answers kept by
 * version, photo-versions.schema.ts), and of no other; on MariaDB through a join, which the upgrade puts in place.
 */
describe('photo versions: a user renamed', () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;
  const query = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);
  const versions = async (): Promise<Map<number, string>> => {
    const rows: Array<{ family_id: number; version: number | string }> = await query(`SELECT family_id, version FROM ${PHOTO_VERSIONS_TABLE} ORDER BY family_id`);
    return new Map(rows.map((row) => [Number(row.family_id), String(row.version)]));
  };
  /** The families whose version moved while `change` ran. */
  const moved = async (change: () => Promise<unknown>): Promise<number[]> => {
    const before = await versions();
    await change();
    const after = await versions();
    return [...after.keys()].filter((family) => after.get(family) !== before.get(family));
  };
  const rename = (user: number, name: string) => query('UPDATE users SET name = ? WHERE id = ?', [name, user]);

  beforeAll(async () => {
    environment = await createTestEnvironment();
    // The migrations up to the one this spec undoes and runs again, which is then the last.
    const options = buildDataSourceOptions(environment.config());
    const migrations = options.migrations as unknown[];
    dataSource = await new DataSource({ ...options, migrations: migrations.slice(0, migrations.indexOf(AuthorIndexesCoverFamily1765810000000) + 1) } as DataSourceOptions).initialize();
    await dataSource.runMigrations();
    for (const [id, name] of [[1, 'Ada'], [2, 'Ben'], [3, 'Cy']] as const) {
      await query("INSERT INTO users (id, email, name, password_hash) VALUES (?, ?, ?, 'x')", [id, `u${id}@example.com`, name]);
    }
    for (const family of [1, 2, 3, 4, 5]) await query("INSERT INTO families (id, name, description, created_by) VALUES (?, ?, '', 1)", [family, `F${family}`]);
    // Ben belongs to family 1, and left his name in 2 (a photo), 3 (a story) and 4 (a comment) as a former member.
    await query("INSERT INTO family_members (family_id, user_id, role) VALUES (1, 2, 'member')");
    const photo = (id: number, family: number, uploader: number) =>
      query(
        `INSERT INTO photos (id, family_id, uploaded_by, upload_date, sort_date, original_filename, mime_type, size_bytes, width, height,
           sha256, original_key, thumbnail_key, preview_key)
         VALUES (?, ?, ?, '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, ?, ?, ?, ?)`,
        [id, family, uploader, `sha${id}`, `o${id}`, `t${id}`, `p${id}`],
      );
    for (const family of [1, 3, 4, 5]) await photo(family, family, 1);
    await photo(2, 2, 2);
    await query("INSERT INTO stories (id, photo_id, family_id, author_id, content) VALUES (1, 3, 3, 2, 'a story')");
    await query("INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (1, 4, 4, 2, 'a comment')");
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await environment?.dispose();
  });

  it('moves the versions of the families that show the name: a member’s, a former member’s photo, story and comment', async () => {
    expect(await moved(() => rename(2, 'Benjamin'))).toEqual([1, 2, 3, 4]);
  });

  it('moves none for a user whose name no family shows, nor for a write that keeps the name', async () => {
    expect(await moved(() => rename(3, 'Cyrus'))).toEqual([]);
    expect(await moved(() => query("UPDATE users SET last_seen_at = '2024-05-01 00:00:00.000' WHERE id = 2"))).toEqual([]);
  });

  it('finds the families from the indexes alone, which the upgrade makes hold the family', async () => {
    const WRITTEN = ['photos', 'stories', 'comments'];
    /** The index each table of what the user wrote is read by, and whether the rows are left alone. */
    const reads = async (): Promise<string[]> => {
      if (TEST_MODE === 'scaled') {
        const plan: Array<{ table: string | null; key: string | null; Extra: string | null }> = await query(`EXPLAIN ${familiesShowingUser('2')}`);
        return plan.filter(({ table }) => WRITTEN.includes(table ?? '')).map(({ table, key, Extra }) => `${table} ${key}${/Using index/.test(Extra ?? '') ? ' alone' : ''}`);
      }
      const plan: Array<{ detail: string }> = await query(`EXPLAIN QUERY PLAN ${familiesShowingUser('?')}`, [2, 2, 2, 2]);
      return plan.flatMap(({ detail }) => {
        const search = /^SEARCH (\w+) USING (COVERING )?INDEX (\w+)/.exec(detail);
        return search && WRITTEN.includes(search[1]) ? [`${search[1]} ${search[3]}${search[2] ? ' alone' : ''}`] : [];
      });
    };
    const indexes = ['photos IDX_photos_uploaded_by', 'stories IDX_stories_author', 'comments IDX_comments_author'];
    expect(await reads()).toEqual(indexes.map((index) => `${index} alone`));
    await dataSource.undoLastMigration();
    expect(await reads()).toEqual(indexes);
    expect((await dataSource.runMigrations()).map((ran) => ran.name)).toEqual(['AuthorIndexesCoverFamily1765810000000']);
    expect(await reads()).toEqual(indexes.map((index) => `${index} alone`));
    expect(await moved(() => rename(2, 'Ben Again'))).toEqual([1, 2, 3, 4]);
  });

  (TEST_MODE === 'scaled' ? describe : describe.skip)('MariaDB', () => {
    const renameTrigger = async (): Promise<string> => {
      const [row]: Array<{ body: string }> = await query(
        `SELECT ACTION_STATEMENT AS body FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME = '${PHOTO_VERSIONS_TABLE}_users_update'`,
      );
      return row.body;
    };
    const JOIN_FORM = new RegExp(`UPDATE ${PHOTO_VERSIONS_TABLE} v INNER JOIN \\(SELECT family_id FROM family_members WHERE user_id = NEW\\.id UNION [^)]*\\) selected ON selected\\.family_id = v\\.family_id`);

    it('reads the families through a join (an UPDATE … IN (subquery) runs the subquery again for every family)', async () => {
      const body = await renameTrigger();
      expect(body).toMatch(JOIN_FORM);
      expect(body).not.toMatch(/\bIN \(SELECT/);
    });

    it('the upgrade makes an installation’s old trigger again in the join form, and renames still move the versions', async () => {
      await query(`DROP TRIGGER ${PHOTO_VERSIONS_TABLE}_users_update`);
      await query(OLD_RENAME_TRIGGER);
      expect(await renameTrigger()).toMatch(/\bIN \(SELECT/);
      await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      expect((await dataSource.runMigrations()).map((ran) => ran.name)).toEqual(['PhotoVersionsRenameJoin1765800000000', 'AuthorIndexesCoverFamily1765810000000']);
      expect(await renameTrigger()).toMatch(JOIN_FORM);
      expect(await moved(() => rename(2, 'Ben'))).toEqual([1, 2, 3, 4]);
    });
  });
});
