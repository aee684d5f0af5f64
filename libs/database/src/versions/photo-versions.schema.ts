import { familyVersions, VersionsSchema } from './family-versions';

/**
 * `photo_versions` holds one number per family that changes whenever anything its photos' lists show alike to every
 * member may have changed: a photo added, deleted or written in any column (its date, its texts, the trash, what the
 * worker fills in), a tag added, moved or removed, a person added, renamed or redated (their age in a photo) or
 * deleted, a member joining or leaving (whose photos a search by their name finds), the family renamed, or someone
 * renamed whose name the family's lists show (a member, an uploader, an author of a story or comment). The API keeps a
 * family's On This Day photos, with the people in them, while its version stays the same (OnThisDayCache), and whole
 * search answers while it and the family's search version do (SearchService), so the triggers, not the code paths
 * that write, say when a kept answer is stale: an edit through the API, the worker's writes (the place named from
 * GPS, a video's date, thumbnails), another API process, a restore (whose family rows get new numbers as they are
 * inserted).
 *
 * Every UPDATE of a photo or a person counts, not a list of columns: nearly every write to them changes a field a
 * response shows, and a column added later is then covered without a change here. What differs from member to member
 * (their role, their reactions) and the birthdays are read per request and are not covered by the version.
 *
 * A tag removed with its photo or its person, by a foreign key, fires no trigger on MariaDB; the photo's or the
 * person's own DELETE does.
 *
 * SQLite drops a table's triggers when a migration rebuilds that table (as TypeORM's column changes do): a migration
 * that rebuilds photos, photo_people, people, families, family_members or users must run
 * `photoVersionsSchema(false).triggers` again (after its dropTriggers), as those rebuilding photos do for the search
 * triggers.
 */
export const PHOTO_VERSIONS_TABLE = 'photo_versions';

/**
 * The families whose lists may show a user's name: those they belong to, and those holding photos they uploaded or
 * stories and comments they wrote (a former member's); each from an index on the user's column that holds the family
 * (migration 1765810000000), never from the rows. Read through a join on MariaDB (bumpSelected): as a dependent
 * subquery it read the user's photos, stories and comments again for every family, 72–79 s for one rename at
 * 1,000,000 photos. Exported for the tests, which read its plan.
 */
export const familiesShowingUser = (user: string) =>
  `SELECT family_id FROM family_members WHERE user_id = ${user} UNION SELECT family_id FROM photos WHERE uploaded_by = ${user}
   UNION SELECT family_id FROM stories WHERE author_id = ${user} UNION SELECT family_id FROM comments WHERE author_id = ${user}`;
/** The family of a tag's photo (a tag's photo and person are its key: an UPDATE moves its region only). */
const familyOfTag = (tag: string) => `family_id = (SELECT family_id FROM photos WHERE id = ${tag}.photo_id)`;

/** A write a trigger watches, and the statement that moves the versions of the families it touches. */
interface Watched {
  name: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  /** An UPDATE of this column only. */
  column?: string;
  statement: string;
}

/** A user renamed: the families whose lists show the name. */
function renameWrite(mysql: boolean): Watched {
  const user = mysql ? 'NEW.id' : 'new.id';
  return { name: 'users_update', event: 'UPDATE', table: 'users', column: 'name', statement: familyVersions(PHOTO_VERSIONS_TABLE, mysql).bumpSelected(familiesShowingUser(user)) };
}

/** Every watched write, in either dialect (`n`, `o`: how its triggers name the new and the old row). */
function watchedWrites(mysql: boolean): Watched[] {
  const { bump } = familyVersions(PHOTO_VERSIONS_TABLE, mysql);
  const [n, o] = mysql ? ['NEW', 'OLD'] : ['new', 'old'];
  return [
    { name: 'families_update', event: 'UPDATE', table: 'families', column: 'name', statement: bump(`family_id = ${n}.id`) },
    { name: 'photos_insert', event: 'INSERT', table: 'photos', statement: bump(`family_id = ${n}.family_id`) },
    { name: 'photos_delete', event: 'DELETE', table: 'photos', statement: bump(`family_id = ${o}.family_id`) },
    { name: 'photos_update', event: 'UPDATE', table: 'photos', statement: bump(`family_id IN (${o}.family_id, ${n}.family_id)`) },
    { name: 'photo_people_insert', event: 'INSERT', table: 'photo_people', statement: bump(familyOfTag(n)) },
    { name: 'photo_people_delete', event: 'DELETE', table: 'photo_people', statement: bump(familyOfTag(o)) },
    { name: 'photo_people_update', event: 'UPDATE', table: 'photo_people', statement: bump(familyOfTag(n)) },
    { name: 'people_insert', event: 'INSERT', table: 'people', statement: bump(`family_id = ${n}.family_id`) },
    { name: 'people_update', event: 'UPDATE', table: 'people', statement: bump(`family_id IN (${o}.family_id, ${n}.family_id)`) },
    { name: 'people_delete', event: 'DELETE', table: 'people', statement: bump(`family_id = ${o}.family_id`) },
    { name: 'family_members_insert', event: 'INSERT', table: 'family_members', statement: bump(`family_id = ${n}.family_id`) },
    { name: 'family_members_delete', event: 'DELETE', table: 'family_members', statement: bump(`family_id = ${o}.family_id`) },
    renameWrite(mysql),
  ];
}

/** MariaDB/MySQL triggers cannot name columns: those on a column compare it (`<=>` is NULL-safe). */
function triggerOf({ name, event, table, column, statement }: Watched, mysql: boolean): string {
  const head = `CREATE TRIGGER ${PHOTO_VERSIONS_TABLE}_${name} AFTER ${event}`;
  if (!mysql) return `${head}${column ? ` OF ${column}` : ''} ON ${table} BEGIN ${statement}; END`;
  return `${head} ON ${table} FOR EACH ROW ${column ? `IF NOT (OLD.${column} <=> NEW.${column}) THEN ${statement}; END IF` : statement}`;
}

/**
 * MariaDB/MySQL: the rename trigger made again in its join form, for installations whose trigger reads the families
 * through a dependent subquery (migration 1765800000000).
 */
export function mysqlRenameTriggerAgain(): string[] {
  const rename = renameWrite(true);
  return [`DROP TRIGGER IF EXISTS ${PHOTO_VERSIONS_TABLE}_${rename.name}`, triggerOf(rename, true)];
}

export function photoVersionsSchema(mysql: boolean): VersionsSchema {
  const { fill, renew, familiesInsertTrigger } = familyVersions(PHOTO_VERSIONS_TABLE, mysql);
  const watched = watchedWrites(mysql);
  return {
    triggers: [familiesInsertTrigger, ...watched.map((write) => triggerOf(write, mysql))],
    dropTriggers: ['families_insert', ...watched.map(({ name }) => name)].map((name) => `DROP TRIGGER IF EXISTS ${PHOTO_VERSIONS_TABLE}_${name}`),
    fill,
    renew,
  };
}
