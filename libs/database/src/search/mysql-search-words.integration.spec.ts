import { DataSource, DataSourceOptions } from 'typeorm';
import { createTestEnvironment, TEST_MODE, TestEnvironment } from '../../../../test/e2e/support/test-environment';
import { buildDataSourceOptions } from '../data-source.options';
import { SearchWords1765740000000 } from '../migrations/1765740000000-search-words';
import { WORD_LENGTH } from './mysql-search-words.schema';

jest.setTimeout(120_000);

const LONG = 'x'.repeat(WORD_LENGTH + 6);
/** Accents, case, punctuation, digits, words under FULLTEXT's minimum length and its stopwords, an over-long word. */
const TEXT = `Zürich, NY — the café's 2024 TRIP; trip at ${LONG}`;
const WORDS = ['2024', 'at', 'café', 'ny', 's', 'the', 'trip', 'x'.repeat(WORD_LENGTH), 'zürich'].sort();

/** The word tables exist on MariaDB/MySQL only (SQLite searches its FTS5 tables). */
(TEST_MODE === 'scaled' ? describe : describe.skip)('MariaDB word tables (search)', () => {
  let environment: TestEnvironment;
  let options: DataSourceOptions;
  let dataSource: DataSource;

  const words = async (table: 'photo_words' | 'story_words' | 'comment_words', column: string, id: number): Promise<string[]> => {
    const rows: Array<{ word: string }> = await dataSource.query(`SELECT word FROM ${table} WHERE ${column} = ? ORDER BY word COLLATE utf8mb4_bin`, [id]);
    return rows.map((row) => row.word);
  };
  const addPhoto = async (id: number, family: number, description: string | null, location: string | null = null): Promise<void> => {
    await dataSource.query(
      `INSERT INTO photos (id, family_id, uploaded_by, description, location, upload_date, sort_date, original_filename, mime_type, size_bytes,
         width, height, sha256, original_key, thumbnail_key, preview_key)
       VALUES (?, ?, 1, ?, ?, '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, ?, ?, ?, ?)`,
      [id, family, description, location, `sha${id}`, `o${id}`, `t${id}`, `p${id}`],
    );
  };

  beforeAll(async () => {
    environment = await createTestEnvironment();
    options = buildDataSourceOptions(environment.config());
    const migrations = options.migrations as unknown[];
    const at = migrations.indexOf(SearchWords1765740000000);
    // The rows a library holds before the upgrade, written by the migrations before it.
    dataSource = await new DataSource({ ...options, migrations: migrations.slice(0, at) } as DataSourceOptions).initialize();
    await dataSource.runMigrations();
    await dataSource.query("INSERT INTO users (id, email, name, password_hash) VALUES (1, 'a@example.com', 'A', 'x')");
    for (const family of [1, 2]) await dataSource.query("INSERT INTO families (id, name, description, created_by) VALUES (?, ?, '', 1)", [family, `F${family}`]);
    await addPhoto(1, 1, TEXT);
    // The upgrade fills family by family: another family's row too.
    await addPhoto(5, 2, null, 'Lake Bled');
    await dataSource.query('INSERT INTO stories (id, photo_id, family_id, author_id, content) VALUES (1, 1, 1, 1, ?)', [TEXT]);
    await dataSource.query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (1, 1, 1, 1, ?)', [TEXT]);
    await dataSource.destroy();
    dataSource = await new DataSource({ ...options, migrations: migrations.slice(0, at + 1) } as DataSourceOptions).initialize();
    expect((await dataSource.runMigrations()).map((migration) => migration.name)).toEqual(['SearchWords1765740000000']);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await environment?.dispose();
  });

  it('holds the words of the rows written before the upgrade', async () => {
    expect(await words('photo_words', 'photo_id', 1)).toEqual(WORDS);
    expect(await words('story_words', 'story_id', 1)).toEqual(WORDS);
    expect(await words('comment_words', 'comment_id', 1)).toEqual(WORDS);
    const [{ family }] = await dataSource.query('SELECT DISTINCT family_id AS family FROM photo_words WHERE photo_id = 1');
    expect(Number(family)).toBe(1);
    expect(await words('photo_words', 'photo_id', 5)).toEqual(['bled', 'lake']);
    const [{ other }] = await dataSource.query('SELECT DISTINCT family_id AS other FROM photo_words WHERE photo_id = 5');
    expect(Number(other)).toBe(2);
  });

  it('splits a new row’s texts as the upgrade did, over every searched column', async () => {
    await addPhoto(2, 2, TEXT, 'Lake Bled');
    expect(await words('photo_words', 'photo_id', 2)).toEqual([...WORDS, 'bled', 'lake'].sort());
    const [{ family }] = await dataSource.query('SELECT DISTINCT family_id AS family FROM photo_words WHERE photo_id = 2');
    expect(Number(family)).toBe(2);
  });

  it('follows an edit of a searched column, and ignores the others', async () => {
    await addPhoto(3, 1, 'old words');
    await dataSource.query("UPDATE photos SET thumbnail_status = 'ready' WHERE id = 3");
    expect(await words('photo_words', 'photo_id', 3)).toEqual(['old', 'words']);
    await dataSource.query("UPDATE photos SET description = 'new text', display_location = 'Bled, Slovenia' WHERE id = 3");
    expect(await words('photo_words', 'photo_id', 3)).toEqual(['bled', 'new', 'slovenia', 'text']);
    await dataSource.query('UPDATE photos SET description = NULL, display_location = NULL WHERE id = 3');
    expect(await words('photo_words', 'photo_id', 3)).toEqual([]);
  });

  it('forgets a deleted row, and the rows a family deletion cascades to', async () => {
    await addPhoto(4, 2, 'kept a moment');
    await dataSource.query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (4, 4, 2, 1, ?)', ['a comment']);
    await dataSource.query('DELETE FROM comments WHERE id = 4');
    expect(await words('comment_words', 'comment_id', 4)).toEqual([]);
    await dataSource.query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (5, 4, 2, 1, ?)', ['another comment']);
    await dataSource.query('DELETE FROM families WHERE id = 2');
    expect(await words('photo_words', 'photo_id', 4)).toEqual([]);
    expect(await words('comment_words', 'comment_id', 5)).toEqual([]);
    const [{ left }] = await dataSource.query('SELECT COUNT(*) AS `left` FROM photo_words WHERE family_id = 2');
    expect(Number(left)).toBe(0);
  });

  it('goes down again', async () => {
    await dataSource.undoLastMigration();
    const [{ tables }] = await dataSource.query("SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE '%\\_words'");
    expect(Number(tables)).toBe(0);
    await dataSource.runMigrations();
    expect(await words('photo_words', 'photo_id', 1)).toEqual(WORDS);
  });
});
