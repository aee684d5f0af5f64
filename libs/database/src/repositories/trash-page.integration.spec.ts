import { DataSource, DataSourceOptions } from 'typeorm';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { Photo } from '../entities';
import { TrashRepository } from './trash.repository';

jest.setTimeout(120_000);

/**
 * A family's trash page reads that family's trash alone, in its order, on both databases (IDX_photos_family_trash:
 * a partial index on SQLite, an index on a virtual column on MariaDB): not the whole library's trash, which grows
 * with every family's, and never by a sort.
 */
describe("a family's trash page", () => {
  let environment: TestEnvironment;
  let dataSource: DataSource;
  let trash: TrashRepository;
  let statements: Array<[string, unknown[]]>;
  const query = (sql: string, params: unknown[] = []) => dataSource.query(sql, params);

  beforeAll(async () => {
    environment = await createTestEnvironment();
    dataSource = await new DataSource(buildDataSourceOptions(environment.config()) as DataSourceOptions).initialize();
    await dataSource.runMigrations();
    for (const id of [1, 2]) await query("INSERT INTO users (id, email, name, password_hash) VALUES (?, ?, ?, 'x')", [id, `u${id}@example.com`, `U${id}`]);
    for (const id of [1, 2]) await query("INSERT INTO families (id, name, description, created_by) VALUES (?, ?, '', 1)", [id, `F${id}`]);
    /** Photo rows (no files): [id, family, uploader, deleted_at or null], trashed ones by user 1. */
    const photos = (rows: Array<[number, number, number, string | null]>) =>
      query(
        `INSERT INTO photos (id, family_id, uploaded_by, upload_date, sort_date, original_filename, mime_type, size_bytes, width, height,
           sha256, original_key, thumbnail_key, preview_key, deleted_at, deleted_by)
         VALUES ${rows.map(() => "(?, ?, ?, '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, ?, ?, ?, ?, ?, ?)").join(', ')}`,
        rows.flatMap(([id, family, uploader, deletedAt]) => [id, family, uploader, `sha${id}`, `o${id}`, `t${id}`, `p${id}`, deletedAt, deletedAt === null ? null : 1]),
      );
    // Family 1: photos 1–4 in the trash (2 and 4 uploaded by user 2), 5 not; family 2: 6 in the trash, deleted last.
    await photos([
      [1, 1, 1, '2025-01-01 00:00:00.000'],
      [2, 1, 2, '2025-01-03 00:00:00.000'],
      [3, 1, 1, '2025-01-03 00:00:00.000'],
      [4, 1, 2, '2025-01-02 00:00:00.000'],
      [5, 1, 1, null],
      [6, 2, 1, '2025-01-09 00:00:00.000'],
    ]);
    // Enough other photos that an index is worth reading: 300 of family 1 outside the trash, 100 of family 2 in it,
    // uploaded by both users.
    const many = (from: number, count: number, family: number, deletedAt: string | null) =>
      photos(Array.from({ length: count }, (_, i): [number, number, number, string | null] => [from + i, family, 1 + ((from + i) % 2), deletedAt]));
    await many(100, 300, 1, null);
    await many(400, 100, 2, '2024-06-01 00:00:00.000');
    if (TEST_MODE === 'scaled') await query('ANALYZE TABLE photos');
    trash = new TrashRepository(dataSource.getRepository(Photo));
    const run = dataSource.getRepository(Photo).query.bind(dataSource.getRepository(Photo));
    statements = [];
    jest.spyOn(trash['photos'], 'query').mockImplementation((sql: string, parameters?: unknown[]) => {
      statements.push([sql, parameters ?? []]);
      return run(sql, parameters);
    });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await environment?.dispose();
  });

  const ids = (photos: Array<{ id: number }>) => photos.map((photo) => photo.id);

  it('lists the family’s trash, latest deleted first (then by id), in pages, and one member’s uploads in it', async () => {
    expect(ids(await trash.getPage(1, null, 0, 10))).toEqual([3, 2, 4, 1]);
    expect(ids(await trash.getPage(1, null, 1, 2))).toEqual([2, 4]);
    expect(ids(await trash.getPage(1, 2, 0, 10))).toEqual([2, 4]);
    expect(ids(await trash.getPage(2, null, 0, 2))).toEqual([6, 499]);
  });

  it('follows the trash: a photo restored leaves the page, one trashed joins it', async () => {
    await query('UPDATE photos SET deleted_at = NULL, deleted_by = NULL WHERE id = 3');
    await query("UPDATE photos SET deleted_at = '2025-01-05 00:00:00.000', deleted_by = 1 WHERE id = 5");
    expect(ids(await trash.getPage(1, null, 0, 10))).toEqual([5, 2, 4, 1]);
  });

  it('reads the family trash index in its order, without a sort', async () => {
    statements = [];
    await trash.getPage(1, 2, 0, 10);
    await trash.getPage(1, null, 0, 10);
    expect(statements).toHaveLength(2);
    for (const [sql, parameters] of statements) {
      if (TEST_MODE === 'scaled') {
        const plan: Array<{ table: string; key: string | null; Extra: string | null }> = await query(`EXPLAIN ${sql}`, parameters);
        expect(plan[0]).toMatchObject({ table: 'p', key: 'IDX_photos_family_trash' });
        expect(plan.map((step) => step.Extra ?? '').join(' ')).not.toMatch(/filesort|temporary/i);
      } else {
        const plan: Array<{ detail: string }> = await query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
        const steps = plan.map((step) => step.detail).join('\n');
        expect(steps).toMatch(/^SEARCH p USING INDEX IDX_photos_family_trash \(family_id=\? AND deleted_at>\?\)\n/);
        expect(steps).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});
