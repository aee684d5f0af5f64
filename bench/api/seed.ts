import { hash } from 'bcrypt';
import * as library from './library';

/** Writes rows into one table in bulk, inside the database's fastest path (not through the API). */
export interface BulkWriter {
  count(table: string): Promise<number>;
  insert(table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void>;
  /** After the load: refresh the planner's statistics where the database keeps them. */
  analyze(tables: string[]): Promise<void>;
}

const TABLES: Array<[string, string[], (passwordHash: string) => Iterable<unknown[]>]> = [
  ['users', library.USER_COLUMNS, (passwordHash) => library.users(passwordHash)],
  ['families', library.FAMILY_COLUMNS, () => library.families()],
  ['family_members', library.MEMBER_COLUMNS, () => library.members()],
  ['photos', library.PHOTO_COLUMNS, () => library.photos()],
  ['stories', library.STORY_COLUMNS, () => library.stories()],
  ['comments', library.COMMENT_COLUMNS, () => library.comments()],
  ['people', library.PERSON_COLUMNS, () => library.people()],
  ['photo_people', library.TAG_COLUMNS, () => library.tags()],
  // After the rows they tell about (the generators read what those made).
  ['activity', library.ACTIVITY_COLUMNS, () => library.activity()],
  ['activity_photos', library.ACTIVITY_PHOTO_COLUMNS, () => library.activityPhotos()],
  ['notifications', library.NOTIFICATION_COLUMNS, () => library.notifications()],
];

/** Seeds the library into an empty, migrated database; a database already seeded to size is kept as it is. */
export async function seedLibrary(writer: BulkWriter, log: (line: string) => void): Promise<void> {
  const seeded = [
    (await writer.count('photos')) >= library.SIZES.photos,
    (await writer.count('comments')) >= library.SIZES.comments,
    (await writer.count('photo_people')) >= library.SIZES.photos * library.TAGS_PER_PHOTO,
    (await writer.count('activity')) > 0,
  ];
  if (seeded.every(Boolean)) {
    log('  library already seeded, kept');
    return;
  }
  if ((await writer.count('users')) > 0) throw new Error('The bench database holds a partial library: run with --reseed');
  const passwordHash = await hash(library.BENCH_PASSWORD, 10);
  for (const [table, columns, rows] of TABLES) {
    const started = Date.now();
    await writer.insert(table, columns, rows(passwordHash));
    log(`  ${table}: ${await writer.count(table)} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await writer.analyze(TABLES.map(([table]) => table));
}
