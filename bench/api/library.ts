import { createHash } from 'node:crypto';
import { LIBRARY_PHOTOS } from './bench-env';
import { Random, ZipfPicker } from './random';

/**
 * The benchmark's library: 50 families, 500 users, 100,000 photos (`--photos=N`, bench-env.ts), as many stories, 1.2
 * times as many comments, 2,000 people and two tags a photo, made up deterministically, with the activity feed and the
 * notifications they cause. Rows come as column lists ready for a bulk INSERT, in the shape the migrations create.
 */
export const SIZES = { families: 50, users: 500, photos: LIBRARY_PHOTOS, stories: LIBRARY_PHOTOS, comments: Math.round(LIBRARY_PHOTOS * 1.2), peoplePerFamily: 40 };
/** Every photo has two people of its family tagged in it. */
export const TAGS_PER_PHOTO = 2;

/** The words the scenarios search for: one in about a third of all texts, one in a few dozen, a prefix of many. */
export const COMMON_WORD = 'family';
export const RARE_WORD = 'zeppelin';
export const PREFIX = 'bea';
export const SUGGESTION_PREFIX = 'ber';
export const ON_THIS_DAY = '2024-12-25';
export const BENCH_PASSWORD = 'bench password 1';
/** The signed-in user (user 1) belongs to families 1, 8 and 14 (see members()). */
export const USER_FAMILIES = [1, 8, 14];
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

const random = new Random(20240101);
/**
 * Zipf over 20,000 made-up words, with the everyday words placed at ranks 40 to 120 as in real text (where the top
 * ranks are words like "the"): each is in a few percent of the texts. "family" is added on its own (see sentence()).
 */
const madeUp = Array.from({ length: 20_000 }, (_, i) => SYLLABLES[i % 18] + SYLLABLES[Math.floor(i / 18) % 18] + SYLLABLES[Math.floor(i / 324) % 18] + (i >= 5832 ? SYLLABLES[Math.floor(i / 5832) % 18] : ''));
const vocabulary = new ZipfPicker([...madeUp.slice(0, 40), ...COMMON.flatMap((word, i) => [word, madeUp[40 + i]]), ...madeUp.slice(40 + COMMON.length)]);
const places = PLACE_STARTS.flatMap((start) => PLACE_ENDS.map((end) => start + end));

function sentence(min: number, max: number, rareEvery: number): string {
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
/** 'YYYY-MM-DD HH:MM:SS.mmm', as both databases store instants. */
const instant = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 23);

/** A member of family f (1-based): users f, f + 50, f + 100, … have it as their home family. */
const memberOf = (family: number) => family + SIZES.families * random.int(0, SIZES.users / SIZES.families - 1);

export const USER_COLUMNS = ['id', 'email', 'name', 'password_hash', 'is_admin', 'created_at', 'updated_at'];
export function* users(passwordHash: string): Generator<unknown[]> {
  const created = instant(new Date('2020-01-01T00:00:00Z'));
  for (let id = 1; id <= SIZES.users; id++) yield [id, benchEmail(id), `Bench User ${id}`, passwordHash, id === 1 ? 1 : 0, created, created];
}

export const FAMILY_COLUMNS = ['id', 'name', 'description', 'created_by', 'created_at', 'updated_at'];
export function* families(): Generator<unknown[]> {
  const created = instant(new Date('2020-01-02T00:00:00Z'));
  for (let id = 1; id <= SIZES.families; id++) yield [id, `Family ${id}`, '', id, created, created];
}

export const MEMBER_COLUMNS = ['family_id', 'user_id', 'role', 'joined_at'];
/** Every user in their home family (the first 50 as its admin); every fifth also in a second, every tenth in a third. */
export function* members(): Generator<unknown[]> {
  const joined = instant(new Date('2020-01-03T00:00:00Z'));
  for (let user = 1; user <= SIZES.users; user++) {
    const home = ((user - 1) % SIZES.families) + 1;
    yield [home, user, user <= SIZES.families ? 'admin' : 'member', joined];
    if (user % 5 === 1) yield [((home + 6) % SIZES.families) + 1, user, 'member', joined];
    if (user % 10 === 1) yield [((home + 12) % SIZES.families) + 1, user, 'member', joined];
  }
}

export const PHOTO_COLUMNS = [
  'id', 'family_id', 'uploaded_by', 'description', 'location', 'display_location', 'taken_date', 'upload_date', 'fuzzy_date_text',
  'date_range_start', 'date_range_end', 'taken_date_precision', 'date_certainty', 'sort_date', 'month_day', 'camera_info', 'camera_settings',
  'has_gps', 'original_filename', 'mime_type', 'size_bytes', 'width', 'height', 'sha256', 'original_key', 'thumbnail_key', 'preview_key',
  'thumbnail_status', 'updated_at',
];

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
function photoDate(): PhotoDate {
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

/** What the feed and the notifications need of the rows already made: who uploaded or wrote what, on which photo, when. */
const made = { uploaderOf: new Map<number, number>(), uploadedAt: new Map<number, string>(), written: [] as Array<{ table: 'stories' | 'comments'; id: number; photo: number; author: number; created: string }> };

export function* photos(): Generator<unknown[]> {
  const firstUpload = Date.parse('2015-01-01T00:00:00Z');
  for (let id = 1; id <= SIZES.photos; id++) {
    const family = ((id - 1) % SIZES.families) + 1;
    const date = photoDate();
    const uploaded = new Date(firstUpload + id * 3_000_000 + random.int(0, 999));
    const sortDate = date.takenDate ?? (date.start ? `${date.start}T00:00:00` : uploaded.toISOString().slice(0, 19));
    const place = random.chance(0.6) ? random.pick(places) : null;
    const geocoded = random.chance(0.4) ? `${random.pick(places)}, ${random.pick(REGIONS)}` : null;
    // Drawn where it always was, so the library stays the same row for row.
    const uploader = memberOf(family);
    made.uploaderOf.set(id, uploader);
    made.uploadedAt.set(id, instant(uploaded));
    const key = `${family}/${id}`;
    yield [
      id, family, uploader, random.chance(0.9) ? sentence(3, 12, 2000) : null, place, geocoded, date.takenDate, instant(uploaded),
      date.fuzzy, date.start, date.end, date.precision, date.certainty, sortDate, date.monthDay, 'Canon EOS 5D', 'f/2.8 · 1/250 s · ISO 100',
      0, `IMG_${id}.jpg`, 'image/jpeg', 2_400_000, 4000, 3000, createHash('sha256').update(String(id)).digest('hex'),
      `originals/${key}.jpg`, `thumbnails/${key}.webp`, `previews/${key}.webp`, 'ready', instant(uploaded),
    ];
  }
}

/** The family of photo `id`, as photos() assigns it. */
const familyOfPhoto = (id: number) => ((id - 1) % SIZES.families) + 1;

export const PERSON_COLUMNS = ['id', 'family_id', 'name', 'name_key', 'created_at', 'updated_at'];
/** peoplePerFamily people in each family; people (f - 1) × peoplePerFamily + 1 … are family f's. */
export function* people(): Generator<unknown[]> {
  const created = instant(new Date('2020-01-04T00:00:00Z'));
  for (let family = 1; family <= SIZES.families; family++) {
    for (let i = 1; i <= SIZES.peoplePerFamily; i++) {
      const id = (family - 1) * SIZES.peoplePerFamily + i;
      const name = `Person ${id} ${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}`;
      yield [id, family, name, name.toLowerCase(), created, created];
    }
  }
}

/** The person whose page the bench reads: the first of family 1, tagged in about half of its photos. */
export const PAGE_PERSON = 1;

export const TAG_COLUMNS = ['photo_id', 'person_id', 'created_at'];
/** Two people of its family in every photo: the family's first person in half of them, as a family's matriarch is. */
export function* tags(): Generator<unknown[]> {
  const created = instant(new Date('2021-01-01T00:00:00Z'));
  const per = SIZES.peoplePerFamily;
  for (let photo = 1; photo <= SIZES.photos; photo++) {
    const first = (familyOfPhoto(photo) - 1) * per + 1;
    const a = random.chance(0.5) ? 0 : random.int(0, per - 1);
    const b = (a + random.int(1, per - 1)) % per;
    yield [photo, first + a, created];
    yield [photo, first + b, created];
  }
}

export const STORY_COLUMNS = ['photo_id', 'family_id', 'author_id', 'content', 'story_date', 'created_at', 'updated_at'];
export function* stories(): Generator<unknown[]> {
  const start = Date.parse('2016-01-01T00:00:00Z');
  for (let i = 1; i <= SIZES.stories; i++) {
    const photo = random.int(1, SIZES.photos);
    const family = familyOfPhoto(photo);
    const created = instant(new Date(start + i * 2_500_000));
    const storyDate = random.chance(0.3) ? day(random.int(1950, 2024), random.int(1, 12), random.int(1, 28)) : null;
    const author = memberOf(family);
    made.written.push({ table: 'stories', id: i, photo, author, created });
    yield [photo, family, author, sentence(12, 60, 2000), storyDate, created, created];
  }
}

export const COMMENT_COLUMNS = ['photo_id', 'family_id', 'author_id', 'content', 'created_at'];
export function* comments(): Generator<unknown[]> {
  const start = Date.parse('2016-01-01T00:00:00Z');
  for (let i = 1; i <= SIZES.comments; i++) {
    const photo = random.int(1, SIZES.photos);
    const family = familyOfPhoto(photo);
    const author = memberOf(family);
    const created = instant(new Date(start + i * 2_000_000));
    made.written.push({ table: 'comments', id: i, photo, author, created });
    yield [photo, family, author, sentence(3, 20, 2000), created];
  }
}

/** Photos of a family grouped into one photos_added item (uploads of one afternoon). */
const PHOTOS_PER_ITEM = 10;
/** The photos_added items: family f's photos f, f + 50, f + 100, … ten at a time; item ids come first, from 1. */
function* photoGroups(): Generator<{ id: number; family: number; photos: number[] }> {
  let id = 0;
  for (let family = 1; family <= SIZES.families; family++) {
    const own: number[] = [];
    for (let photo = family; photo <= SIZES.photos; photo += SIZES.families) own.push(photo);
    for (let i = 0; i < own.length; i += PHOTOS_PER_ITEM) yield { id: ++id, family, photos: own.slice(i, i + PHOTOS_PER_ITEM) };
  }
}

export const ACTIVITY_COLUMNS = ['id', 'family_id', 'type', 'actor_id', 'photo_id', 'story_id', 'comment_id', 'created_at'];
/** The feed: a photos_added item per ten photos of a family, then one item per story and per comment. */
export function* activity(): Generator<unknown[]> {
  let last = 0;
  for (const group of photoGroups()) {
    last = group.id;
    yield [group.id, group.family, 'photos_added', made.uploaderOf.get(group.photos[0]), null, null, null, made.uploadedAt.get(group.photos[0])];
  }
  for (const item of made.written) {
    const story = item.table === 'stories';
    yield [++last, familyOfPhoto(item.photo), story ? 'story_added' : 'comment_added', item.author, item.photo, story ? item.id : null, story ? null : item.id, item.created];
  }
}

export const ACTIVITY_PHOTO_COLUMNS = ['activity_id', 'photo_id'];
export function* activityPhotos(): Generator<unknown[]> {
  for (const group of photoGroups()) for (const photo of group.photos) yield [group.id, photo];
}

export const NOTIFICATION_COLUMNS = ['user_id', 'family_id', 'type', 'actor_id', 'photo_id', 'text', 'count', 'group_key', 'created_at', 'read_at'];
/** To a photo's uploader, for each story and comment someone else wrote on it; those before 2022 read. */
export function* notifications(): Generator<unknown[]> {
  for (const item of made.written) {
    const uploader = made.uploaderOf.get(item.photo)!;
    if (uploader === item.author) continue;
    const read = item.created < '2022' ? item.created : null;
    yield [uploader, familyOfPhoto(item.photo), item.table === 'stories' ? 'story' : 'comment', item.author, item.photo, 'We were there', 1, null, item.created, read];
  }
}
