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
 * stories and comments they wrote (a former member's); each by an index on the user's column. Read through a join on
 * MariaDB (bumpSelected): as a dependent subquery it read the user's photos, stories and comments again for every
 * family, 40–90 ms for one rename at 100,000 photos against 1.3 ms.
 */
const familiesShowingUser = (user: string) =>
  `SELECT family_id FROM family_members WHERE user_id = ${user} UNION SELECT family_id FROM photos WHERE uploaded_by = ${user}
   UNION SELECT family_id FROM stories WHERE author_id = ${user} UNION SELECT family_id FROM comments WHERE author_id = ${user}`;
/** The family of a tag's photo (a tag's photo and person are its key: an UPDATE moves its region only). */
const familyOfTag = (tag: string) => `family_id = (SELECT family_id FROM photos WHERE id = ${tag}.photo_id)`;

function sqliteTriggers(): string[] {
  const { bump, bumpSelected, familiesInsertTrigger } = familyVersions(PHOTO_VERSIONS_TABLE, false);
  const trigger = (name: string, event: string, statement: string) => `CREATE TRIGGER ${PHOTO_VERSIONS_TABLE}_${name} AFTER ${event} BEGIN ${statement}; END`;
  return [
    familiesInsertTrigger,
    trigger('families_update', 'UPDATE OF name ON families', bump('family_id = new.id')),
    trigger('photos_insert', 'INSERT ON photos', bump('family_id = new.family_id')),
    trigger('photos_delete', 'DELETE ON photos', bump('family_id = old.family_id')),
    trigger('photos_update', 'UPDATE ON photos', bump('family_id IN (old.family_id, new.family_id)')),
    trigger('photo_people_insert', 'INSERT ON photo_people', bump(familyOfTag('new'))),
    trigger('photo_people_delete', 'DELETE ON photo_people', bump(familyOfTag('old'))),
    trigger('photo_people_update', 'UPDATE ON photo_people', bump(familyOfTag('new'))),
    trigger('people_insert', 'INSERT ON people', bump('family_id = new.family_id')),
    trigger('people_update', 'UPDATE ON people', bump('family_id IN (old.family_id, new.family_id)')),
    trigger('people_delete', 'DELETE ON people', bump('family_id = old.family_id')),
    trigger('family_members_insert', 'INSERT ON family_members', bump('family_id = new.family_id')),
    trigger('family_members_delete', 'DELETE ON family_members', bump('family_id = old.family_id')),
    trigger('users_update', 'UPDATE OF name ON users', bumpSelected(familiesShowingUser('new.id'))),
  ];
}

/** MariaDB/MySQL triggers cannot name columns: those on a name compare it (`<=>` is NULL-safe). */
const mysqlTrigger = (name: string, event: string, statement: string, changed?: string) =>
  `CREATE TRIGGER ${PHOTO_VERSIONS_TABLE}_${name} AFTER ${event} FOR EACH ROW ` + (changed ? `IF NOT (OLD.${changed} <=> NEW.${changed}) THEN ${statement}; END IF` : statement);

/** MariaDB/MySQL: a user renamed (the join form: familiesShowingUser). */
const mysqlUsersUpdateTrigger = () =>
  mysqlTrigger('users_update', 'UPDATE ON users', familyVersions(PHOTO_VERSIONS_TABLE, true).bumpSelected(familiesShowingUser('NEW.id')), 'name');

/**
 * MariaDB/MySQL: the rename trigger made again in its join form, for installations whose trigger reads the families
 * through a dependent subquery (migration 1765800000000).
 */
export const mysqlUsersUpdateTriggerAgain = (): string[] => [`DROP TRIGGER IF EXISTS ${PHOTO_VERSIONS_TABLE}_users_update`, mysqlUsersUpdateTrigger()];

function mysqlTriggers(): string[] {
  const { bump, familiesInsertTrigger } = familyVersions(PHOTO_VERSIONS_TABLE, true);
  return [
    familiesInsertTrigger,
    mysqlTrigger('families_update', 'UPDATE ON families', bump('family_id = NEW.id'), 'name'),
    mysqlTrigger('photos_insert', 'INSERT ON photos', bump('family_id = NEW.family_id')),
    mysqlTrigger('photos_delete', 'DELETE ON photos', bump('family_id = OLD.family_id')),
    mysqlTrigger('photos_update', 'UPDATE ON photos', bump('family_id IN (OLD.family_id, NEW.family_id)')),
    mysqlTrigger('photo_people_insert', 'INSERT ON photo_people', bump(familyOfTag('NEW'))),
    mysqlTrigger('photo_people_delete', 'DELETE ON photo_people', bump(familyOfTag('OLD'))),
    mysqlTrigger('photo_people_update', 'UPDATE ON photo_people', bump(familyOfTag('NEW'))),
    mysqlTrigger('people_insert', 'INSERT ON people', bump('family_id = NEW.family_id')),
    mysqlTrigger('people_update', 'UPDATE ON people', bump('family_id IN (OLD.family_id, NEW.family_id)')),
    mysqlTrigger('people_delete', 'DELETE ON people', bump('family_id = OLD.family_id')),
    mysqlTrigger('family_members_insert', 'INSERT ON family_members', bump('family_id = NEW.family_id')),
    mysqlTrigger('family_members_delete', 'DELETE ON family_members', bump('family_id = OLD.family_id')),
    mysqlUsersUpdateTrigger(),
  ];
}

const TRIGGER_NAMES = [
  'families_insert',
  'families_update',
  'photos_insert',
  'photos_delete',
  'photos_update',
  'photo_people_insert',
  'photo_people_delete',
  'photo_people_update',
  'people_insert',
  'people_update',
  'people_delete',
  'family_members_insert',
  'family_members_delete',
  'users_update',
];

export function photoVersionsSchema(mysql: boolean): VersionsSchema {
  const { fill, renew } = familyVersions(PHOTO_VERSIONS_TABLE, mysql);
  return {
    triggers: mysql ? mysqlTriggers() : sqliteTriggers(),
    dropTriggers: TRIGGER_NAMES.map((name) => `DROP TRIGGER IF EXISTS ${PHOTO_VERSIONS_TABLE}_${name}`),
    fill,
    renew,
  };
}
