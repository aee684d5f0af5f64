import { AppConfig } from '@heirloom/config';
import { DataSource, DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from '../data-source.options';
import { FtsFamilyRanges1765770000000 } from '../migrations/1765770000000-fts-family-ranges';
import { seedSearchLibrary } from '../testing/search-library';
import { readSearchTerms } from './search-terms';
import { SqliteSearchIndex } from './sqlite-search.index';

/** The upgrade to family-range FTS5 tables, on a library written under the family-token tables, and back. */
describe(FtsFamilyRanges1765770000000.name, () => {
  let dataSource: DataSource;
  const find = (text: string, table: 'photos' | 'stories' | 'comments' = 'photos') =>
    new SqliteSearchIndex(dataSource).find(table, { familyIds: [1, 2, 3], terms: readSearchTerms(text) }, { limit: 1000, offset: 0 });
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  beforeAll(async () => {
    const options = buildDataSourceOptions({ database: { type: 'sqlite', path: ':memory:' } } as AppConfig);
    const migrations = options.migrations as unknown[];
    dataSource = await new DataSource({ ...options, migrations: migrations.slice(0, migrations.indexOf(FtsFamilyRanges1765770000000)) } as DataSourceOptions).initialize();
    await dataSource.runMigrations();
    await seedSearchLibrary(dataSource, 30);
    await dataSource.query("INSERT INTO stories (id, photo_id, family_id, author_id, content) VALUES (1, 3, 1, 1, 'zeppelin story'), (2, 10, 2, 1, 'zeppelin story')");
    await dataSource.query("UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id = 10");
    // The same database, now with every migration.
    (dataSource.migrations as unknown[]).push(new FtsFamilyRanges1765770000000());
    expect((await dataSource.runMigrations()).map((ran) => ran.name)).toEqual(['FtsFamilyRanges1765770000000']);
  });

  afterAll(() => dataSource.destroy());

  it('files every row written before it under its family’s range, none of a trashed photo', async () => {
    // 'zeppelin' is in photos 10, 20 and 30; 10 is in the trash, and with it its story.
    expect(sorted((await find('zeppelin')).ids)).toEqual([20, 30]);
    expect(sorted((await find('zeppelin', 'comments')).ids)).toEqual([20, 30]);
    expect((await find('zeppelin', 'stories')).ids).toEqual([1]);
    const rows: Array<{ rowid: number | bigint }> = await dataSource.query("SELECT rowid FROM photos_fts WHERE photos_fts MATCH 'zeppelin' ORDER BY rowid");
    // Photo 20 is in family 3 ((20 % 3) + 1), photo 30 in family 1; within a family, the newest rows come first.
    const last = 2n ** 32n - 1n;
    expect(rows.map((row) => BigInt(row.rowid))).toEqual([(1n << 32n) | (last - 30n), (3n << 32n) | (last - 20n)]);
  });

  it('keeps the index in step afterwards, through the trash and back', async () => {
    await dataSource.query('UPDATE photos SET deleted_at = NULL WHERE id = 10');
    expect(sorted((await find('zeppelin')).ids)).toEqual([10, 20, 30]);
    expect(sorted((await find('zeppelin', 'stories')).ids)).toEqual([1, 2]);
    await dataSource.query("UPDATE stories SET content = 'airship story' WHERE id = 2");
    await dataSource.query('DELETE FROM photos WHERE id = 30');
    expect(sorted((await find('zeppelin')).ids)).toEqual([10, 20]);
    expect((await find('zeppelin', 'stories')).ids).toEqual([1]);
    expect((await find('airship', 'stories')).ids).toEqual([2]);
    await dataSource.query("INSERT INTO photos_fts(photos_fts) VALUES ('integrity-check')");
  });

  it('goes down to the family-token tables, filled from the rows', async () => {
    await dataSource.undoLastMigration();
    const [{ sql }] = await dataSource.query("SELECT sql FROM sqlite_master WHERE name = 'photos_fts'");
    expect(sql).toContain("family_id, description, location, display_location, fuzzy_date_text, content='photos'");
    const rows: Array<{ rowid: number }> = await dataSource.query(`SELECT rowid FROM photos_fts WHERE photos_fts MATCH 'family_id : "3" AND zeppelin'`);
    expect(rows.map((row) => Number(row.rowid))).toEqual([20]);
    await dataSource.runMigrations();
    expect(sorted((await find('zeppelin')).ids)).toEqual([10, 20]);
  });
});
