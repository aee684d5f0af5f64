import { SEARCH_SOURCES, SearchSource } from './search-sources';
import { trashedRowIds } from '../repositories/photo-visibility';

/**
 * MariaDB/MySQL: a word index per searched table, ordered by family ('photo_words': family_id, word, photo_id), that
 * search reads instead of the InnoDB FULLTEXT indexes. InnoDB reads a word's whole posting list over the library on
 * every query, the caller's families' share or not (a common word took 30–100 ms a table at 100,000 photos, more as
 * the library grows); here a family's entries for a word are one range of the primary key, newest row last, so the
 * newest thousand matches are read and nothing else.
 *
 * Kept in step by triggers, as the FULLTEXT indexes were by InnoDB: every writer is covered (the worker's geocoding,
 * a restore's DELETE and INSERT). A stored procedure per table splits the texts into words the way search reads
 * what people type (runs of letters, digits and marks, lower-cased, at most WORD_LENGTH characters); the column's
 * collation folds accents as the FULLTEXT indexes did ('zurich' finds 'Zürich'), and a word is kept once per row.
 * The rows of a deleted text go with it: by the delete trigger, and by the foreign key when a cascade deletes it
 * (a cascade fires no trigger).
 *
 * A photo in the trash has no words, nor have its stories and comments: they are taken out when it is trashed and
 * put back when it is restored (the trash migration, 1765760000000), so a search reads its words with no trash
 * condition. Leaving the trash out at read time cost every search the set of the library's trashed rows, 20–70 ms
 * of a 40–90 ms statement at 1,000,000 photos.
 */

/** The longest word kept (a longer one is kept cut, and a longer word typed is looked up cut the same way). */
export const WORD_LENGTH = 64;

/** What a word is made of: letters, digits and marks, as readSearchTerms reads one (search-terms.ts). */
const WORD_CHARACTERS = '\\\\p{L}\\\\p{N}\\\\p{M}';
/** One run of them: a word. */
const WORD_PATTERN = `'[${WORD_CHARACTERS}]+'`;

export interface WordsTable {
  source: SearchSource;
  /** The words table ('photo_words'). */
  table: string;
  /** Its column naming the row ('photo_id'). */
  rowColumn: string;
}

const wordsOf = (source: SearchSource, row: string): WordsTable => ({ source, table: `${row}_words`, rowColumn: `${row}_id` });

export const WORDS_TABLES: Record<SearchSource['table'], WordsTable> = {
  photos: wordsOf(SEARCH_SOURCES.photos, 'photo'),
  stories: wordsOf(SEARCH_SOURCES.stories, 'story'),
  comments: wordsOf(SEARCH_SOURCES.comments, 'comment'),
};

const tables = Object.values(WORDS_TABLES);

const procedureOf = ({ table }: WordsTable) => `index_${table}`;
const textsOf = (row: string, { source }: WordsTable) => `CONCAT_WS(' ', ${source.textColumns.map((column) => `${row}.${column}`).join(', ')})`;

/** Whether the row (NEW, in a trigger) belongs to a trashed photo. */
function inTrash({ source }: WordsTable): string {
  return source.table === 'photos' ? 'NEW.deleted_at IS NOT NULL' : 'EXISTS (SELECT 1 FROM photos p WHERE p.id = NEW.photo_id AND p.deleted_at IS NOT NULL)';
}

function create(words: WordsTable): string[] {
  const { table, rowColumn, source } = words;
  return [
    `CREATE TABLE \`${table}\` (
       \`family_id\` int NOT NULL,
       \`word\` varchar(${WORD_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL,
       \`${rowColumn}\` int NOT NULL,
       PRIMARY KEY (\`family_id\`, \`word\`, \`${rowColumn}\`),
       KEY \`IDX_${table}_row\` (\`${rowColumn}\`, \`word\`),
       CONSTRAINT \`FK_${table}_row\` FOREIGN KEY (\`${rowColumn}\`) REFERENCES \`${source.table}\` (\`id\`) ON DELETE CASCADE
     ) ENGINE=InnoDB`,
    `CREATE PROCEDURE \`${procedureOf(words)}\`(IN row_id int, IN family int, IN texts text)
     BEGIN
       DECLARE rest text DEFAULT LOWER(COALESCE(texts, ''));
       DECLARE found text;
       words: LOOP
         SET found = REGEXP_SUBSTR(rest, ${WORD_PATTERN});
         IF found IS NULL OR found = '' THEN LEAVE words; END IF;
         INSERT IGNORE INTO \`${table}\` (family_id, word, ${rowColumn}) VALUES (family, LEFT(found, ${WORD_LENGTH}), row_id);
         SET rest = SUBSTRING(rest, REGEXP_INSTR(rest, ${WORD_PATTERN}) + CHAR_LENGTH(found));
       END LOOP;
     END`,
    ...triggers(words, false),
  ];
}

/**
 * The triggers that keep a table's words in step with its rows; with `leaveTrashOut`, none for a trashed photo's
 * rows, and the stories' and comments' words follow their photo into the trash and out (without, as the search-words
 * migration made them).
 */
function triggers(words: WordsTable, leaveTrashOut: boolean): string[] {
  const { table, rowColumn, source } = words;
  const texts = leaveTrashOut ? `IF(${inTrash(words)}, NULL, ${textsOf('NEW', words)})` : textsOf('NEW', words);
  const index = `CALL \`${procedureOf(words)}\`(NEW.id, NEW.family_id, ${texts})`;
  const unchanged = ['family_id', ...source.textColumns].map((column) => `OLD.${column} <=> NEW.${column}`);
  if (leaveTrashOut && source.table === 'photos') unchanged.push('(OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL)');
  const created = [
    `CREATE TRIGGER \`${table}_insert\` AFTER INSERT ON \`${source.table}\` FOR EACH ROW ${index}`,
    `CREATE TRIGGER \`${table}_update\` AFTER UPDATE ON \`${source.table}\` FOR EACH ROW
     IF NOT (${unchanged.join(' AND ')}) THEN
       DELETE FROM \`${table}\` WHERE ${rowColumn} = OLD.id;
       ${index};
     END IF`,
    `CREATE TRIGGER \`${table}_delete\` AFTER DELETE ON \`${source.table}\` FOR EACH ROW DELETE FROM \`${table}\` WHERE ${rowColumn} = OLD.id`,
  ];
  if (leaveTrashOut && source.table !== 'photos') created.push(trashTrigger(words));
  return created;
}

/** Takes a photo's stories' or comments' words out when it is trashed, and fills them again when it is restored. */
function trashTrigger(words: WordsTable): string {
  const { table, source } = words;
  return `CREATE TRIGGER \`${table}_trash\` AFTER UPDATE ON photos FOR EACH ROW
       IF (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) THEN
         IF NEW.deleted_at IS NULL THEN ${fill(words, 't.photo_id = NEW.id')};
         ELSE ${deleteWordsOf(words, `SELECT id FROM \`${source.table}\` WHERE photo_id = NEW.id`)};
         END IF;
       END IF`;
}

/**
 * Deletes the words of the rows whose ids `ids` selects, joined to them: MariaDB 10.11 plans a single-table DELETE …
 * WHERE row IN (subquery) as a scan of the whole words table (26 million entries of story_words at a million
 * photos, for every photo moved to the trash), while the join reads the ids first and each row's words by its index.
 */
const deleteWordsOf = ({ table, rowColumn }: WordsTable, ids: string): string =>
  `DELETE w FROM \`${table}\` w INNER JOIN (${ids}) gone ON gone.id = w.${rowColumn}`;

/** One run of anything else: what the fill turns into a single space between words. */
const SEPARATOR_PATTERN = `'[^${WORD_CHARACTERS}]+'`;

/**
 * The words of the table's rows that meet `where` (on t): rows written before the triggers (the migration, a
 * reindex), a restored photo's stories or comments. Split the way the procedure splits them: each run of other
 * characters made one space, the words read as a JSON array by JSON_TABLE (a word holds no character JSON escapes).
 * A reindex fills one family at a time, so that the part of the index being written is one family's range of the
 * primary key rather than the whole table. The story words of 100,000
 * photos in 50 families: 144–164 s by the recursive query this replaced, 35 s in one statement, 21–23 s family by
 * family (32 s with each family's rows sorted first).
 */
function fill(words: WordsTable, where: string): string {
  const { table, rowColumn, source } = words;
  const spaced = `TRIM(REGEXP_REPLACE(LOWER(${textsOf('t', words)}), ${SEPARATOR_PATTERN}, ' '))`;
  return `INSERT IGNORE INTO \`${table}\` (family_id, word, ${rowColumn})
    SELECT t.family_id, LEFT(w.word, ${WORD_LENGTH}), t.id
    FROM \`${source.table}\` t,
         JSON_TABLE(CONCAT('["', REPLACE(${spaced}, ' ', '","'), '"]'), '$[*]' COLUMNS (word text PATH '$')) w
    WHERE ${where} AND w.word <> ''`;
}

/** A family's rows outside the trash (the family as the parameter). */
const familyOutsideTrash = ({ source }: WordsTable): string => `t.family_id = ? AND t.id NOT IN (${trashedRowIds(source.table)})`;

/** Runs one statement with its parameters (a query runner's, a data source's). */
type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Every row's words but the trash's, family by family (see fill). */
async function fillAll(run: Run): Promise<void> {
  const families = (await run('SELECT id FROM families ORDER BY id')) as Array<{ id: number }>;
  for (const words of tables) for (const { id } of families) await run(fill(words, familyOutsideTrash(words)), [id]);
}

const dropTriggers = ({ table }: WordsTable): string[] => ['insert', 'update', 'delete', 'trash'].map((kind) => `DROP TRIGGER IF EXISTS \`${table}_${kind}\``);

function drop(words: WordsTable): string[] {
  const { table } = words;
  return [
    ...dropTriggers(words),
    `DROP PROCEDURE IF EXISTS \`${procedureOf(words)}\``,
    `DROP TABLE IF EXISTS \`${table}\``,
  ];
}

export const mysqlSearchWordsSchema = {
  /** As the search-words migration made them. */
  create: tables.flatMap(create),
  fill: fillAll,
  drop: tables.flatMap(drop),
  /** Every row's words read again (a reindex): the triggers keep them in step, so this only mends. */
  async rebuild(run: Run): Promise<void> {
    for (const { table } of tables) await run(`TRUNCATE TABLE \`${table}\``);
    await fillAll(run);
  },
  /** The trash migration: the triggers that leave the trash out, and the words of trashed photos' rows taken out. */
  leaveTrashOut: [
    ...tables.flatMap(dropTriggers),
    ...tables.flatMap((words) => triggers(words, true)),
    ...tables.map((words) => deleteWordsOf(words, trashedRowIds(words.source.table))),
  ],
  /**
   * The trash triggers made again with their words deleted through a join (the trash-trigger migration, for
   * installations that made them with the IN form).
   */
  trashTriggers: tables.filter(({ source }) => source.table !== 'photos').flatMap((words) => [`DROP TRIGGER IF EXISTS \`${words.table}_trash\``, trashTrigger(words)]),
  /** Its way down: the triggers as before, and the trashed photos' words put back. */
  keepTrashIn: [
    ...tables.flatMap(dropTriggers),
    ...tables.flatMap((words) => triggers(words, false)),
    ...tables.map((words) => fill(words, `t.id IN (${trashedRowIds(words.source.table)})`)),
  ],
};
