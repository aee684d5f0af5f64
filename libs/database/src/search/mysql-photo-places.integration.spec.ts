import { TEST_MODE } from '../../../../test/e2e/support/test-environment';
import { PhotoPlacesMysql1765830000000 } from '../migrations/1765830000000-photo-places-mysql';
import { UpgradeFixture } from '../testing/upgrade-fixture';
import { MysqlSearchIndex } from './mysql-search.index';
import { reindexSearch } from './search-reindex';
import { PlaceColumn } from './search.index';
import { readSearchTerms } from './search-terms';

jest.setTimeout(120_000);

/** The kept counts exist on MariaDB/MySQL only (SQLite's suggestions read its FTS5 tables). */
(TEST_MODE === 'scaled' ? describe : describe.skip)('MariaDB kept place counts (suggestions)', () => {
  const fixture = new UpgradeFixture();
  const query = (sql: string, params: unknown[] = []) => fixture.dataSource.query(sql, params);
  /** Every kept row, as 'family column place: uses', in a fixed order. */
  const kept = async (): Promise<string[]> => {
    const rows: Array<{ family_id: number; source: string; place: string; uses: number }> = await query(
      'SELECT family_id, source, place, uses FROM photo_places ORDER BY family_id, source, place',
    );
    return rows.map((row) => `${row.family_id} ${row.source} ${row.place}: ${row.uses}`);
  };
  const suggested = (column: PlaceColumn, text: string, familyIds = [1, 2]) =>
    new MysqlSearchIndex(fixture.dataSource).suggestPlaces(column, { familyIds, terms: readSearchTerms(text) }, 30);
  const trash = (id: number) => query("UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id = ?", [id]);
  const restore = (id: number) => query('UPDATE photos SET deleted_at = NULL WHERE id = ?', [id]);

  beforeAll(async () => {
    // A library before the upgrade: places typed and geocoded, a case variant, another family's, and the trash's.
    await fixture.migrateUpTo(PhotoPlacesMysql1765830000000);
    await fixture.addPhoto(1, 1, null, 'Berlin');
    await fixture.addPhoto(2, 1, null, 'Berlin');
    await fixture.addPhoto(3, 1, null, 'berlin');
    await fixture.addPhoto(4, 2, null, 'Berlin');
    await fixture.addPhoto(5, 1, null, 'Bern');
    await query("UPDATE photos SET display_location = 'Mitte, Berlin, Germany' WHERE id IN (1, 2)");
    await trash(5);
    expect(await fixture.upgrade(PhotoPlacesMysql1765830000000)).toEqual(['PhotoPlacesMysql1765830000000']);
  });

  afterAll(() => fixture.dispose());

  it('counts the photos outside the trash of each family, column and exact text, from the rows written before', async () => {
    expect(await kept()).toEqual(['1 display_location Mitte, Berlin, Germany: 2', '1 location Berlin: 2', '1 location berlin: 1', '2 location Berlin: 1']);
  });

  it('suggests the places that begin with the words, ignoring case and accents, added up over the families, most used first', async () => {
    expect(await suggested('location', 'BER')).toEqual([
      { text: 'Berlin', uses: 3 },
      { text: 'berlin', uses: 1 },
    ]);
    expect(await suggested('location', 'ber', [2])).toEqual([{ text: 'Berlin', uses: 1 }]);
    expect(await suggested('display_location', 'mitte')).toEqual([{ text: 'Mitte, Berlin, Germany', uses: 2 }]);
    // From the start only: 'Berlin' is inside the geocoded text, not at its start.
    expect(await suggested('display_location', 'berlin')).toEqual([]);
    await fixture.addPhoto(6, 2, null, 'Zürich');
    expect(await suggested('location', 'zur')).toEqual([{ text: 'Zürich', uses: 1 }]);
  });

  it('follows a new photo, an edit of either place (a change of case too), the trash and a deletion', async () => {
    await fixture.addPhoto(10, 1, null, 'Bergen');
    expect(await kept()).toContain('1 location Bergen: 1');
    await query("UPDATE photos SET location = 'bergen', display_location = 'Bergen, Norway' WHERE id = 10");
    expect(await kept()).toEqual(expect.arrayContaining(['1 location bergen: 1', '1 display_location Bergen, Norway: 1']));
    expect(await kept()).not.toContain('1 location Bergen: 1');
    // An edit of anything else changes nothing.
    await query("UPDATE photos SET description = 'fjords', thumbnail_status = 'ready' WHERE id = 10");
    expect(await kept()).toContain('1 location bergen: 1');
    await trash(10);
    expect((await kept()).filter((row) => row.includes('ergen'))).toEqual([]);
    // Edited in the trash, counted as it is when it comes back.
    await query("UPDATE photos SET location = 'Bergen' WHERE id = 10");
    await restore(10);
    expect(await kept()).toEqual(expect.arrayContaining(['1 location Bergen: 1', '1 display_location Bergen, Norway: 1']));
    await query('DELETE FROM photos WHERE id = 10');
    expect((await kept()).filter((row) => row.includes('ergen'))).toEqual([]);
    // A trashed photo deleted for good was not counted: the others stay as they were.
    await query('DELETE FROM photos WHERE id = 5');
    expect(await kept()).toEqual(expect.arrayContaining(['1 location Berlin: 2', '1 location berlin: 1']));
  });

  it('counts nothing for a photo written straight into the trash (a restored backup) until it is restored', async () => {
    await fixture.addPhoto(11, 1, null, 'Bremen');
    await trash(11);
    await query('DELETE FROM photos WHERE id = 11');
    await query(
      `INSERT INTO photos (id, family_id, uploaded_by, location, upload_date, sort_date, original_filename, mime_type, size_bytes,
         width, height, sha256, original_key, thumbnail_key, preview_key, deleted_at)
       VALUES (12, 1, 1, 'Bremen', '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, 'sha12', 'o12', 't12', 'p12', '2024-02-01 00:00:00.000')`,
    );
    expect(await kept()).not.toContain('1 location Bremen: 1');
    await restore(12);
    expect(await kept()).toContain('1 location Bremen: 1');
  });

  it('is counted again from the photos by a reindex', async () => {
    const before = await kept();
    await query("UPDATE photo_places SET uses = 99 WHERE place = 'Berlin'");
    await query("INSERT INTO photo_places (family_id, source, folded, place, uses) VALUES (1, 'location', 'Nowhere', 'Nowhere', 4)");
    await reindexSearch(fixture.dataSource);
    expect(await kept()).toEqual(before);
  });

  it('forgets the places of a deleted family with it', async () => {
    await query('DELETE FROM families WHERE id = 2');
    expect((await kept()).filter((row) => row.startsWith('2 '))).toEqual([]);
  });

  it('goes down again, and up again', async () => {
    const before = await kept();
    await fixture.dataSource.undoLastMigration();
    const [{ tables }] = await query("SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'photo_places'");
    expect(Number(tables)).toBe(0);
    await fixture.dataSource.runMigrations();
    expect(await kept()).toEqual(before);
  });
});
