import { createHash } from 'node:crypto';
import { albumPhotos, albums, ALBUM_COLUMNS, ALBUM_PHOTO_COLUMNS, trashedAt } from './library-albums';
import { mediaKeys } from './media-files';
import { FAMILIES, familyOfPhoto, instant, memberOfFamily, MEMBERS_PER_FAMILY, USERS } from './library-shape';
import { Random, ZipfPicker } from './random';

/**
 * The benchmark's library at a given size: 50 families, 500 users, N photos (as many stories and 1.2 times as many
 * comments: 2.2 per photo), 2,000 people and two tags a photo, albums and a trash (library-albums.ts), made up
 * deterministically, with the activity feed and the notifications they cause. Rows come as column lists ready for a
 * bulk INSERT, in the shape the migrations create; `tables` gives them in an order the foreign keys accept.
 */

export const PEOPLE_PER_FAMILY = 40;
/**
 * What the library is made of. Raise it whenever a change here makes different rows: a database seeded by an older
 * version is then seeded again instead of being measured as if it were this one (prepare-database.ts).
 */
export const LIBRARY_VERSION = 3;

/** The words the scenarios search for: one in about a third of all texts, one in a few dozen, a prefix of many. */
export const COMMON_WORD = 'family';
export const RARE_WORD = 'zeppelin';
export const PREFIX = 'bea';
export const SUGGESTION_PREFIX = 'ber';
export const ON_THIS_DAY = '2024-12-25';
export const BENCH_PASSWORD = 'bench password 1';
/** The signed-in user (user 1) belongs to families 1, 8 and 14 (see members()), and is family 1's admin. */
export const BENCH_USER = 1;
export const USER_FAMILIES = [1, 8, 14];
/** The signed-in user's own family, whose photo page, albums and trash are read. */
export const PAGE_FAMILY = 1;
/** The person whose page the bench reads: the first of family 1, tagged in about half of its photos. */
export const PAGE_PERSON = 1;
export const benchEmail = (user: number) => `bench${user}@example.com`;

const COMMON = (
  'summer beach birthday grandma grandpa garden holiday christmas wedding picnic lake house dog cat school ' +
  'mountain river trip party dinner snow winter spring autumn baby cousin uncle aunt farm boat car train church ' +
  'festival parade graduation camping forest sunset morning evening kitchen cake presents bicycle swimming fishing ' +
  'harbour castle bridge market museum zoo park playground village city island beautiful bear beaver beacon beads'
).split(' ');
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ne', 'to', 'su', 'vi', 'do', 'pe', 'ga', 'ri', 'ba', 'lu', 'she', 'tor', 'mon', 'dal'];
const FILLER = ['the', 'and', 'with', 'at', 'in', 'of', 'a', 'on', 'our', 'we'];
const PLACE_STARTS = ['Ber', 'Bea', 'Bel', 'Mar', 'Lon', 'Par', 'San', 'Port', 'New', 'Old', 'Glen', 'Ash', 'Oak', 'Elm', 'Rock', 'Lake', 'Mount', 'North', 'South', 'West'];
const PLACE_ENDS = ['lin', 'gen', 'ford', 'ton', 'ville', 'field', 'wood', 'haven', 'bridge', 'dale', 'mouth', 'burg'];
const REGIONS = ['Oregon, United States', 'Bavaria, Germany', 'Ontario, Canada', 'Vestland, Norway', 'Kent, United Kingdom', 'Queensland, Australia'];

/**
 * Zipf over 20,000 made-up words, with the everyday words placed at ranks 40 to 120 as in real text (where the top
 * ranks are words like "the"): each is in a few percent of the texts. "family" is added on its own (see sentence()).
 */
const madeUp = Array.from({ length: 20_000 }, (_, i) => SYLLABLES[i % 18] + SYLLABLES[Math.floor(i / 18) % 18] + SYLLABLES[Math.floor(i / 324) % 18] + (i >= 5832 ? SYLLABLES[Math.floor(i / 5832) % 18] : ''));
const vocabulary = new ZipfPicker([...madeUp.slice(0, 40), ...COMMON.flatMap((word, i) => [word, madeUp[40 + i]]), ...madeUp.slice(40 + COMMON.length)]);
const places = PLACE_STARTS.flatMap((start) => PLACE_ENDS.map((end) => start + end));

function sentence(random: Random, min: number, max: number, rareEvery: number): string {
  const words: string[] = [];
  const length = random.int(min, max);
  for (let i = 0; i < length; i++) words.push(random.chance(0.25) ? random.pick(FILLER) : vocabulary.pick(random));
  // "family" in about a third of all texts, whatever the Zipf draw gave.
  if (random.chance(0.3)) words.splice(random.int(0, words.length), 0, COMMON_WORD);
  if (random.int(1, rareEvery) === 1) words.push(RARE_WORD);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, dayOfMonth: number) => `${year}-${pad(month)}-${pad(dayOfMonth)}`;

interface PhotoDate {
  takenDate: string | null;
  fuzzy: string | null;
  start: string | null;
  end: string | null;
  precision: string | null;
  certainty: string | null;
  monthDay: string | null;
}

/** 65% an exact day and time, 25% a fuzzy date (a decade, a year, a season, a Christmas), 10% none. */
function photoDate(random: Random): PhotoDate {
  const none = { takenDate: null, fuzzy: null, start: null, end: null, precision: null, certainty: null, monthDay: null };
  const roll = random.next();
  const year = random.int(1950, 2024);
  if (roll < 0.65) {
    const month = random.int(1, 12);
    const dayOfMonth = random.int(1, 28);
    const taken = `${day(year, month, dayOfMonth)}T${pad(random.int(0, 23))}:${pad(random.int(0, 59))}:00`;
    return { ...none, takenDate: taken, precision: 'day', certainty: 'exact', monthDay: `${pad(month)}-${pad(dayOfMonth)}` };
  }
  if (roll < 0.9) {
    // Decades, years and seasons; 1 in 25 fuzzy dates is a Christmas (1% of all photos, which On This Day finds on 25 December).
    const kind = random.int(0, 24) === 0 ? 3 : random.int(0, 2);
    if (kind === 0) {
      const decade = year - (year % 10);
      return { ...none, fuzzy: `${decade}s`, start: day(decade, 1, 1), end: day(decade + 9, 12, 31), precision: 'decade', certainty: 'exact' };
    }
    if (kind === 1) return { ...none, fuzzy: String(year), start: day(year, 1, 1), end: day(year, 12, 31), precision: 'year', certainty: 'exact' };
    if (kind === 2) return { ...none, fuzzy: `summer ${year}`, start: day(year, 6, 1), end: day(year, 8, 31), precision: 'month', certainty: 'approximate' };
    const christmas = day(year, 12, 25);
    return { ...none, fuzzy: `Christmas ${year}`, start: christmas, end: christmas, precision: 'day', certainty: 'exact', monthDay: '12-25' };
  }
  return none;
}

/** One table's rows, generated as they are written (a million photos are never held at once). */
export interface LibraryTable {
  name: string;
  columns: string[];
  rows(): Iterable<unknown[]>;
}

const PHOTO_COLUMNS = [
  'id', 'family_id', 'uploaded_by', 'description', 'location', 'display_location', 'taken_date', 'upload_date', 'fuzzy_date_text',
  'date_range_start', 'date_range_end', 'taken_date_precision', 'date_certainty', 'sort_date', 'month_day', 'camera_info', 'camera_settings',
  'has_gps', 'original_filename', 'mime_type', 'size_bytes', 'width', 'height', 'sha256', 'original_key', 'thumbnail_key', 'preview_key',
  'thumbnail_status', 'derivatives_version', 'updated_at', 'deleted_at', 'deleted_by',
];

/** Photos of a family grouped into one photos_added item (uploads of one afternoon). */
const PHOTOS_PER_ITEM = 10;

/** A library of `photos` photos. Its tables are generated in order: later ones read what earlier ones drew. */
export class Library {
  readonly stories: number;
  readonly comments: number;
  private readonly random = new Random(20240101);
  /** What the feed and the notifications need of the rows already made: who uploaded or wrote what, on which photo, when. */
  private readonly uploaderOf: Int32Array;
  private readonly uploadedAt: Float64Array;
  /** Stories, then comments: index i < stories is story i + 1, else comment i - stories + 1. */
  private readonly written: { photo: Int32Array; author: Int32Array; created: Float64Array };

  constructor(readonly photos: number) {
    this.stories = photos;
    this.comments = Math.round(photos * 1.2);
    this.uploaderOf = new Int32Array(photos + 1);
    this.uploadedAt = new Float64Array(photos + 1);
    const written = this.stories + this.comments;
    this.written = { photo: new Int32Array(written), author: new Int32Array(written), created: new Float64Array(written) };
  }

  tables(passwordHash: string): LibraryTable[] {
    const table = (name: string, columns: string[], rows: () => Iterable<unknown[]>): LibraryTable => ({ name, columns, rows });
    return [
      table('users', ['id', 'email', 'name', 'password_hash', 'is_admin', 'created_at', 'updated_at'], () => this.users(passwordHash)),
      table('families', ['id', 'name', 'description', 'created_by', 'created_at', 'updated_at'], () => this.families()),
      table('family_members', ['family_id', 'user_id', 'role', 'joined_at'], () => this.members()),
      table('photos', PHOTO_COLUMNS, () => this.photoRows()),
      table('stories', ['photo_id', 'family_id', 'author_id', 'content', 'story_date', 'created_at', 'updated_at'], () => this.storyRows()),
      table('comments', ['photo_id', 'family_id', 'author_id', 'content', 'created_at'], () => this.commentRows()),
      table('people', ['id', 'family_id', 'name', 'name_key', 'created_at', 'updated_at'], () => this.people()),
      table('photo_people', ['photo_id', 'person_id', 'created_at'], () => this.tags()),
      table('albums', ALBUM_COLUMNS, () => albums(this.photos)),
      table('album_photos', ALBUM_PHOTO_COLUMNS, () => albumPhotos(this.photos)),
      // After the rows they tell about (the generators read what those made).
      table('activity', ['id', 'family_id', 'type', 'actor_id', 'photo_id', 'story_id', 'comment_id', 'created_at'], () => this.activity()),
      table('activity_photos', ['activity_id', 'photo_id'], () => this.activityPhotos()),
      table('notifications', ['user_id', 'family_id', 'type', 'actor_id', 'photo_id', 'text', 'count', 'group_key', 'created_at', 'read_at'], () =>
        this.notifications(),
      ),
    ];
  }

  private memberOf(family: number): number {
    return memberOfFamily(family, this.random.int(0, MEMBERS_PER_FAMILY - 1));
  }

  private *users(passwordHash: string): Generator<unknown[]> {
    const created = instant(new Date('2020-01-01T00:00:00Z'));
    for (let id = 1; id <= USERS; id++) yield [id, benchEmail(id), `Bench User ${id}`, passwordHash, id === 1 ? 1 : 0, created, created];
  }

  private *families(): Generator<unknown[]> {
    const created = instant(new Date('2020-01-02T00:00:00Z'));
    for (let id = 1; id <= FAMILIES; id++) yield [id, `Family ${id}`, '', id, created, created];
  }

  /** Every user in their home family (the first 50 as its admin); every fifth also in a second, every tenth in a third. */
  private *members(): Generator<unknown[]> {
    const joined = instant(new Date('2020-01-03T00:00:00Z'));
    for (let user = 1; user <= USERS; user++) {
      const home = ((user - 1) % FAMILIES) + 1;
      yield [home, user, user <= FAMILIES ? 'admin' : 'member', joined];
      if (user % 5 === 1) yield [((home + 6) % FAMILIES) + 1, user, 'member', joined];
      if (user % 10 === 1) yield [((home + 12) % FAMILIES) + 1, user, 'member', joined];
    }
  }

  /** Photos point at a few real image files (media-files.ts), but those in the trash at files of their own (none). */
  private *photoRows(): Generator<unknown[]> {
    const random = this.random;
    const firstUpload = Date.parse('2015-01-01T00:00:00Z');
    for (let id = 1; id <= this.photos; id++) {
      const family = familyOfPhoto(id);
      const date = photoDate(random);
      const uploaded = firstUpload + id * 3_000_000 + random.int(0, 999);
      const sortDate = date.takenDate ?? (date.start ? `${date.start}T00:00:00` : new Date(uploaded).toISOString().slice(0, 19));
      const place = random.chance(0.6) ? random.pick(places) : null;
      const geocoded = random.chance(0.4) ? `${random.pick(places)}, ${random.pick(REGIONS)}` : null;
      const uploader = this.memberOf(family);
      this.uploaderOf[id] = uploader;
      this.uploadedAt[id] = uploaded;
      const description = random.chance(0.9) ? sentence(random, 3, 12, 2000) : null;
      const deleted = trashedAt(id);
      const keys = mediaKeys(id, family, deleted !== null);
      const sha256 = createHash('sha256').update(String(id)).digest('hex');
      yield [
        id, family, uploader, description, place, geocoded, date.takenDate, instant(uploaded),
        date.fuzzy, date.start, date.end, date.precision, date.certainty, sortDate, date.monthDay, 'Canon EOS 5D', 'f/2.8 · 1/250 s · ISO 100',
        0, `IMG_${id}.jpg`, 'image/jpeg', 2_400_000, 4000, 3000, sha256,
        // Thumbnails made: their URLs carry a version, as the migration gives those made before versions.
        keys.original, keys.thumbnail, keys.preview, 'ready', sha256.slice(0, 8), instant(uploaded), deleted, deleted === null ? null : uploader,
      ];
    }
  }

  /** peoplePerFamily people in each family; people (f - 1) × peoplePerFamily + 1 … are family f's. */
  private *people(): Generator<unknown[]> {
    const created = instant(new Date('2020-01-04T00:00:00Z'));
    for (let family = 1; family <= FAMILIES; family++) {
      for (let i = 1; i <= PEOPLE_PER_FAMILY; i++) {
        const id = (family - 1) * PEOPLE_PER_FAMILY + i;
        const name = `Person ${id} ${this.random.pick(SYLLABLES)}${this.random.pick(SYLLABLES)}`;
        yield [id, family, name, name.toLowerCase(), created, created];
      }
    }
  }

  /** Two people of its family in every photo: the family's first person in half of them, as a family's matriarch is. */
  private *tags(): Generator<unknown[]> {
    const created = instant(new Date('2021-01-01T00:00:00Z'));
    const per = PEOPLE_PER_FAMILY;
    for (let photo = 1; photo <= this.photos; photo++) {
      const first = (familyOfPhoto(photo) - 1) * per + 1;
      const a = this.random.chance(0.5) ? 0 : this.random.int(0, per - 1);
      const b = (a + this.random.int(1, per - 1)) % per;
      yield [photo, first + a, created];
      yield [photo, first + b, created];
    }
  }

  private *storyRows(): Generator<unknown[]> {
    const start = Date.parse('2016-01-01T00:00:00Z');
    for (let i = 1; i <= this.stories; i++) {
      const photo = this.random.int(1, this.photos);
      const family = familyOfPhoto(photo);
      const created = start + i * 2_500_000;
      const storyDate = this.random.chance(0.3) ? day(this.random.int(1950, 2024), this.random.int(1, 12), this.random.int(1, 28)) : null;
      const author = this.memberOf(family);
      this.remember(i - 1, photo, author, created);
      yield [photo, family, author, sentence(this.random, 12, 60, 2000), storyDate, instant(created), instant(created)];
    }
  }

  private *commentRows(): Generator<unknown[]> {
    const start = Date.parse('2016-01-01T00:00:00Z');
    for (let i = 1; i <= this.comments; i++) {
      const photo = this.random.int(1, this.photos);
      const family = familyOfPhoto(photo);
      const author = this.memberOf(family);
      const created = start + i * 2_000_000;
      this.remember(this.stories + i - 1, photo, author, created);
      yield [photo, family, author, sentence(this.random, 3, 20, 2000), instant(created)];
    }
  }

  private remember(index: number, photo: number, author: number, created: number): void {
    this.written.photo[index] = photo;
    this.written.author[index] = author;
    this.written.created[index] = created;
  }

  /** The photos_added items: family f's photos ten at a time; item ids come first, from 1. */
  private *photoGroups(): Generator<{ id: number; family: number; photos: number[] }> {
    let id = 0;
    for (let family = 1; family <= FAMILIES; family++) {
      const own: number[] = [];
      for (let photo = family; photo <= this.photos; photo += FAMILIES) own.push(photo);
      for (let i = 0; i < own.length; i += PHOTOS_PER_ITEM) yield { id: ++id, family, photos: own.slice(i, i + PHOTOS_PER_ITEM) };
    }
  }

  /** The feed: a photos_added item per ten photos of a family, then one item per story and per comment. */
  private *activity(): Generator<unknown[]> {
    let last = 0;
    for (const group of this.photoGroups()) {
      last = group.id;
      const first = group.photos[0];
      yield [group.id, group.family, 'photos_added', this.uploaderOf[first], null, null, null, instant(this.uploadedAt[first])];
    }
    const { photo, author, created } = this.written;
    for (let i = 0; i < photo.length; i++) {
      const story = i < this.stories;
      const id = story ? i + 1 : i - this.stories + 1;
      yield [++last, familyOfPhoto(photo[i]), story ? 'story_added' : 'comment_added', author[i], photo[i], story ? id : null, story ? null : id, instant(created[i])];
    }
  }

  private *activityPhotos(): Generator<unknown[]> {
    for (const group of this.photoGroups()) for (const photo of group.photos) yield [group.id, photo];
  }

  /** To a photo's uploader, for each story and comment someone else wrote on it; those before 2022 read. */
  private *notifications(): Generator<unknown[]> {
    const { photo, author, created } = this.written;
    const readBefore = Date.parse('2022-01-01T00:00:00Z');
    for (let i = 0; i < photo.length; i++) {
      const uploader = this.uploaderOf[photo[i]];
      if (uploader === author[i]) continue;
      const at = instant(created[i]);
      yield [uploader, familyOfPhoto(photo[i]), i < this.stories ? 'story' : 'comment', author[i], photo[i], 'We were there', 1, null, at, created[i] < readBefore ? at : null];
    }
  }
}
