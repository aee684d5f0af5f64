/**
 * Copies of a photo's columns on a table that links to photos by `photo_id` (a tag, an album's place), kept by
 * triggers so that a list of the links can be read in the photos' order, or counted outside the trash, from the link
 * table's own index without reading each photo (issue 18: a person is in 10,000 photos at a million, an album's card
 * counts and dates its photos). The triggers, not the code paths that write, keep them: a link added through the API,
 * a photo redated or trashed by an edit, the worker (a video's date) or a restore.
 *
 * A link takes its photo's values as it is inserted (MariaDB sets them before the insert; SQLite cannot change the new
 * row there and writes them just after), and a photo's new values are written to its links. SQLite drops a table's
 * triggers when a migration rebuilds it: a migration that rebuilds photos or a linking table must make these again.
 */
export interface PhotoCopies {
  table: string;
  /** The link's own key, naming one row (SQLite's insert trigger writes to it). */
  key: string[];
  /** The photo columns copied, with their column types. */
  columns: Record<string, string>;
  index: { name: string; columns: string[] };
  /** The triggers' names start with it. */
  triggerPrefix: string;
}

export function photoCopiesSchema({ table, key, columns, index, triggerPrefix }: PhotoCopies, mysql: boolean) {
  const names = Object.keys(columns);
  const insert = `${triggerPrefix}_insert`;
  const photosUpdate = `${triggerPrefix}_photos_update`;
  const fromPhoto = (row: string) => names.map((column) => `${column} = (SELECT ${column} FROM photos WHERE id = ${row}.photo_id)`);
  const triggers = mysql
    ? [
        `CREATE TRIGGER ${insert} BEFORE INSERT ON ${table} FOR EACH ROW SET ${fromPhoto('NEW').map((set) => `NEW.${set}`).join(', ')}`,
        `CREATE TRIGGER ${photosUpdate} AFTER UPDATE ON photos FOR EACH ROW
           IF NOT (${names.map((column) => `OLD.${column} <=> NEW.${column}`).join(' AND ')})
           THEN UPDATE ${table} SET ${names.map((column) => `${column} = NEW.${column}`).join(', ')} WHERE photo_id = NEW.id; END IF`,
      ]
    : [
        `CREATE TRIGGER ${insert} AFTER INSERT ON ${table} BEGIN
           UPDATE ${table} SET ${fromPhoto('new').join(', ')} WHERE ${key.map((column) => `${column} = new.${column}`).join(' AND ')}; END`,
        `CREATE TRIGGER ${photosUpdate} AFTER UPDATE OF ${names.join(', ')} ON photos WHEN ${names.map((column) => `old.${column} IS NOT new.${column}`).join(' OR ')} BEGIN
           UPDATE ${table} SET ${names.map((column) => `${column} = new.${column}`).join(', ')} WHERE photo_id = new.id; END`,
      ];
  return {
    addColumns: names.map((column) => `ALTER TABLE ${table} ADD COLUMN ${column} ${columns[column]} NULL`),
    fill: mysql
      ? `UPDATE ${table} t INNER JOIN photos p ON p.id = t.photo_id SET ${names.map((column) => `t.${column} = p.${column}`).join(', ')}`
      : `UPDATE ${table} SET ${names.map((column) => `${column} = (SELECT ${column} FROM photos WHERE photos.id = ${table}.photo_id)`).join(', ')}`,
    createIndex: `CREATE INDEX ${index.name} ON ${table} (${index.columns.join(', ')})`,
    triggers,
    dropTriggers: [insert, photosUpdate].map((name) => `DROP TRIGGER IF EXISTS ${name}`),
    dropIndex: mysql ? `DROP INDEX ${index.name} ON ${table}` : `DROP INDEX ${index.name}`,
    dropColumns: names.map((column) => `ALTER TABLE ${table} DROP COLUMN ${column}`),
  };
}

/** A tag carries its photo's date: a person's page walks (person_id, sort_date, photo_id). */
export const TAG_DATES: PhotoCopies = {
  table: 'photo_people',
  key: ['photo_id', 'person_id'],
  columns: { sort_date: 'varchar(19)' },
  index: { name: 'IDX_photo_people_person_date', columns: ['person_id', 'sort_date', 'photo_id'] },
  triggerPrefix: 'tag_dates',
};

/**
 * An album's place carries its photo's date and trash mark: an album's card counts, dates and covers it along
 * (album_id, deleted_at, sort_date, photo_id) alone. (The album's own page still orders its photos by their rows.)
 */
export const ALBUM_PLACES: PhotoCopies = {
  table: 'album_photos',
  key: ['album_id', 'photo_id'],
  columns: { sort_date: 'varchar(19)', deleted_at: 'datetime(3)' },
  index: { name: 'IDX_album_photos_album_order', columns: ['album_id', 'deleted_at', 'sort_date', 'photo_id'] },
  triggerPrefix: 'album_places',
};
