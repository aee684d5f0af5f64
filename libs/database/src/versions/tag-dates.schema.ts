/**
 * `photo_people.sort_date` is its photo's sort_date, kept by triggers so that a person's page walks their tags in date
 * order through (person_id, sort_date, photo_id) and reads a page of them, where it sorted every photo they are in
 * (issue 18: a family's first person is in 10,000 photos at a million). The triggers, not the code paths that write,
 * keep it: a tag added through the API, a photo redated by an edit or by the worker (a video's date), a restore.
 *
 * A tag takes its photo's date as it is inserted (MariaDB sets it before the insert; SQLite cannot change the new row
 * there and writes it just after), and a photo's new date is written to its tags. SQLite drops a table's triggers
 * when a migration rebuilds it: a migration that rebuilds photos or photo_people must make these again.
 */
const INDEX = 'IDX_photo_people_person_date';

function sqliteTriggers(): string[] {
  return [
    `CREATE TRIGGER tag_dates_insert AFTER INSERT ON photo_people BEGIN
       UPDATE photo_people SET sort_date = (SELECT sort_date FROM photos WHERE id = new.photo_id) WHERE photo_id = new.photo_id AND person_id = new.person_id; END`,
    `CREATE TRIGGER tag_dates_photos_update AFTER UPDATE OF sort_date ON photos WHEN old.sort_date IS NOT new.sort_date BEGIN
       UPDATE photo_people SET sort_date = new.sort_date WHERE photo_id = new.id; END`,
  ];
}

function mysqlTriggers(): string[] {
  return [
    'CREATE TRIGGER tag_dates_insert BEFORE INSERT ON photo_people FOR EACH ROW SET NEW.sort_date = (SELECT sort_date FROM photos WHERE id = NEW.photo_id)',
    `CREATE TRIGGER tag_dates_photos_update AFTER UPDATE ON photos FOR EACH ROW
       IF NOT (OLD.sort_date <=> NEW.sort_date) THEN UPDATE photo_people SET sort_date = NEW.sort_date WHERE photo_id = NEW.id; END IF`,
  ];
}

export const tagDatesSchema = (mysql: boolean) => ({
  addColumn: 'ALTER TABLE photo_people ADD COLUMN sort_date varchar(19) NULL',
  fill: mysql
    ? 'UPDATE photo_people t INNER JOIN photos p ON p.id = t.photo_id SET t.sort_date = p.sort_date'
    : 'UPDATE photo_people SET sort_date = (SELECT sort_date FROM photos WHERE photos.id = photo_people.photo_id)',
  createIndex: `CREATE INDEX ${INDEX} ON photo_people (person_id, sort_date, photo_id)`,
  triggers: mysql ? mysqlTriggers() : sqliteTriggers(),
  dropTriggers: ['tag_dates_insert', 'tag_dates_photos_update'].map((name) => `DROP TRIGGER IF EXISTS ${name}`),
  dropIndex: mysql ? `DROP INDEX ${INDEX} ON photo_people` : `DROP INDEX ${INDEX}`,
  dropColumn: 'ALTER TABLE photo_people DROP COLUMN sort_date',
});
