import { DataSource } from 'typeorm';
import { TEST_MODE } from '../../../../test/e2e/support/test-environment';
import { SearchWords1765740000000 } from '../migrations/1765740000000-search-words';
import { SearchWordsLeaveTrash1765760000000 } from '../migrations/1765760000000-search-words-leave-trash';
import { UpgradeFixture } from '../testing/upgrade-fixture';
import { WORD_LENGTH } from './mysql-search-words.schema';

jest.setTimeout(120_000);

const LONG = 'x'.repeat(WORD_LENGTH + 6);
/** Accents, case, punctuation, digits, words under FULLTEXT's minimum length and its stopwords, an over-long word. */
const TEXT = `Zürich, NY — the café's 2024 TRIP; trip at ${LONG}`;
const WORDS = ['2024', 'at', 'café', 'ny', 's', 'the', 'trip', 'x'.repeat(WORD_LENGTH), 'zürich'].sort();

type WordsTableName = 'photo_words' | 'story_words' | 'comment_words';

/** The words a table holds for one row. */
async function wordsIn(dataSource: DataSource, table: WordsTableName, column: string, id: number): Promise<string[]> {
  const rows: Array<{ word: string }> = await dataSource.query(`SELECT word FROM ${table} WHERE ${column} = ? ORDER BY word COLLATE utf8mb4_bin`, [id]);
  return rows.map((row) => row.word);
}

/** The word tables exist on MariaDB/MySQL only (SQLite searches its FTS5 tables). */
(TEST_MODE === 'scaled' ? describe : describe.skip)('MariaDB word tables (search)', () => {
  const fixture = new UpgradeFixture();
  let dataSource: DataSource;
  const words = (table: WordsTableName, column: string, id: number) => wordsIn(fixture.dataSource, table, column, id);
  const addPhoto = (id: number, family: number, description: string | null, location: string | null = null) => fixture.addPhoto(id, family, description, location);

  beforeAll(async () => {
    // The rows a library holds before the upgrade, written by the migrations before it.
    await fixture.migrateUpTo(SearchWords1765740000000);
    dataSource = fixture.dataSource;
    await addPhoto(1, 1, TEXT);
    // The upgrade fills family by family: another family's row too.
    await addPhoto(5, 2, null, 'Lake Bled');
    await dataSource.query('INSERT INTO stories (id, photo_id, family_id, author_id, content) VALUES (1, 1, 1, 1, ?)', [TEXT]);
    await dataSource.query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (1, 1, 1, 1, ?)', [TEXT]);
    expect(await fixture.upgrade(SearchWords1765740000000)).toEqual(['SearchWords1765740000000']);
    dataSource = fixture.dataSource;
  });

  afterAll(() => fixture.dispose());

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

(TEST_MODE === 'scaled' ? describe : describe.skip)('MariaDB word tables leave the trash out (search)', () => {
  const fixture = new UpgradeFixture();
  const query = (sql: string, params: unknown[] = []) => fixture.dataSource.query(sql, params);
  const addStoryAndComment = async (id: number, photo: number, content: string): Promise<void> => {
    await query('INSERT INTO stories (id, photo_id, family_id, author_id, content) VALUES (?, ?, 1, 1, ?)', [id, photo, content]);
    await query('INSERT INTO comments (id, photo_id, family_id, author_id, content) VALUES (?, ?, 1, 1, ?)', [id, photo, content]);
  };
  /** The words of photo `id` and of its story and comment (given the photo's id too). */
  const wordsOf = async (id: number) => ({
    photo: await wordsIn(fixture.dataSource, 'photo_words', 'photo_id', id),
    story: await wordsIn(fixture.dataSource, 'story_words', 'story_id', id),
    comment: await wordsIn(fixture.dataSource, 'comment_words', 'comment_id', id),
  });
  const none = { photo: [], story: [], comment: [] };
  const trash = (id: number) => query("UPDATE photos SET deleted_at = '2024-02-01 00:00:00.000' WHERE id = ?", [id]);
  const restore = (id: number) => query('UPDATE photos SET deleted_at = NULL WHERE id = ?', [id]);

  beforeAll(async () => {
    // Before the upgrade, a trashed photo's words are kept (search left them out when it read them).
    await fixture.migrateUpTo(SearchWordsLeaveTrash1765760000000);
    await fixture.addPhoto(1, 1, 'kept lake');
    await addStoryAndComment(1, 1, 'kept story');
    await fixture.addPhoto(2, 1, 'binned lake');
    await addStoryAndComment(2, 2, 'binned story');
    await trash(2);
    expect((await wordsOf(2)).story).toEqual(['binned', 'story']);
    expect(await fixture.upgrade(SearchWordsLeaveTrash1765760000000)).toEqual(['SearchWordsLeaveTrash1765760000000']);
  });

  afterAll(() => fixture.dispose());

  it('takes out the words of the rows of photos trashed before the upgrade, and keeps the others', async () => {
    expect(await wordsOf(2)).toEqual(none);
    expect(await wordsOf(1)).toEqual({ photo: ['kept', 'lake'], story: ['kept', 'story'], comment: ['kept', 'story'] });
  });

  it('takes a photo’s words, its stories’ and its comments’ out when it is trashed, and puts them back when it is restored', async () => {
    await trash(1);
    expect(await wordsOf(1)).toEqual(none);
    // Trashed again (a later date): still none.
    await query("UPDATE photos SET deleted_at = '2024-03-01 00:00:00.000' WHERE id = 1");
    expect(await wordsOf(1)).toEqual(none);
    await restore(1);
    expect(await wordsOf(1)).toEqual({ photo: ['kept', 'lake'], story: ['kept', 'story'], comment: ['kept', 'story'] });
    const [{ family }] = await query('SELECT DISTINCT family_id AS family FROM story_words WHERE story_id = 1');
    expect(Number(family)).toBe(1);
  });

  it('gives no words to what is written on a trashed photo, nor to its edited texts, until it is restored', async () => {
    await fixture.addPhoto(3, 1, 'first words');
    await trash(3);
    await addStoryAndComment(3, 3, 'late story');
    await query("UPDATE photos SET display_location = 'Bled, Slovenia' WHERE id = 3");
    await query("UPDATE stories SET content = 'edited story' WHERE id = 3");
    expect(await wordsOf(3)).toEqual(none);
    await restore(3);
    expect(await wordsOf(3)).toEqual({ photo: ['bled', 'first', 'slovenia', 'words'], story: ['edited', 'story'], comment: ['late', 'story'] });
  });

  it('gives no words to a photo written straight into the trash (a restored backup)', async () => {
    await fixture.dataSource.query(
      `INSERT INTO photos (id, family_id, uploaded_by, description, upload_date, sort_date, original_filename, mime_type, size_bytes,
         width, height, sha256, original_key, thumbnail_key, preview_key, deleted_at)
       VALUES (4, 1, 1, 'in the bin', '2024-01-01 00:00:00.000', '2024-01-01', 'a.jpg', 'image/jpeg', 1, 1, 1, 'sha4', 'o4', 't4', 'p4', '2024-02-01 00:00:00.000')`,
    );
    expect(await wordsIn(fixture.dataSource, 'photo_words', 'photo_id', 4)).toEqual([]);
    await restore(4);
    expect(await wordsIn(fixture.dataSource, 'photo_words', 'photo_id', 4)).toEqual(['bin', 'in', 'the']);
  });

  it('deletes a trashed photo’s story and comment words through a join (a DELETE … IN (subquery) scans every word)', async () => {
    const rows: Array<{ name: string; body: string }> = await query(
      "SELECT TRIGGER_NAME AS name, ACTION_STATEMENT AS body FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME LIKE '%_words_trash' ORDER BY TRIGGER_NAME",
    );
    expect(rows.map((row) => row.name)).toEqual(['comment_words_trash', 'story_words_trash']);
    for (const { body } of rows) {
      expect(body).toMatch(/DELETE w FROM `\w+_words` w INNER JOIN \(SELECT id FROM `\w+` WHERE photo_id = NEW\.id\) gone ON gone\.id = w\.\w+_id/);
      expect(body).not.toMatch(/\bIN \(SELECT/);
    }
  });

  it('goes down again, putting the trashed photos’ words back, and up again', async () => {
    await trash(1);
    await fixture.dataSource.undoLastMigration();
    expect(await wordsOf(1)).toEqual({ photo: ['kept', 'lake'], story: ['kept', 'story'], comment: ['kept', 'story'] });
    expect((await wordsOf(2)).story).toEqual(['binned', 'story']);
    await fixture.dataSource.runMigrations();
    expect(await wordsOf(1)).toEqual(none);
    expect(await wordsOf(2)).toEqual(none);
  });
});
