import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { Person, Photo, PhotoPerson } from '../entities';
import { ByIdsSql } from '../query/by-ids-sql';
import { PLACEHOLDER, RawRowReader, sqlOf } from '../query/raw-row-reader';
import { startingAt } from './list-start';
import { ListedPhoto } from './photo-row';
import { PhotosByIds } from './photos-by-ids';
import { visiblePhoto } from './photo-visibility';
import { foldText } from '../search/search-terms';
import { SortOrder } from './photos.repository';

/** A box in fractions 0–1 of the upright image. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A person as their page shows them: with the member's account they are (while a member), their photo count, and the
 * tag their face is cut from (null while they are in no photo).
 */
export interface ListedPerson extends Person {
  user: { id: number; name: string } | null;
  photoCount: number;
  face: FaceTag | null;
}

/** Every column of a person: a listed person is read from raw rows (readListed), not built by TypeORM. */
export const PERSON_COLUMNS = [
  'id',
  'familyId',
  'name',
  'nameKey',
  'birthDateText',
  'birthRangeStart',
  'birthRangeEnd',
  'birthPrecision',
  'birthCertainty',
  'birthMonthDay',
  'deathDateText',
  'deathRangeStart',
  'deathRangeEnd',
  'deathPrecision',
  'deathCertainty',
  'memberId',
  'notes',
  'createdBy',
  'faceKey',
  'facePhotoId',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof Person>;

/** The columns of a new person; name_key is derived here from the name. */
export type NewPerson = Omit<Person, 'id' | 'nameKey' | 'faceKey' | 'facePhotoId' | 'createdAt' | 'updatedAt' | 'family' | 'member'>;
export type PersonChanges = Partial<Omit<NewPerson, 'familyId' | 'createdBy'> & Pick<Person, 'facePhotoId'>>;

/** A person tagged in a photo, with what their age at the photo is computed from. */
export interface PhotoTag {
  photoId: number;
  personId: number;
  name: string;
  region: Region | null;
  taggedBy: number | null;
  birthRangeStart: string | null;
  birthRangeEnd: string | null;
  birthExact: boolean;
}

/** The tag a person's face is cut from: which photo, and which box of it. */
export interface FaceTag {
  photoId: number;
  region: Region | null;
}

/** The tag a person's face is cut from, with the photo's files. */
export interface FaceSource extends FaceTag {
  familyId: number;
  mediaType: Photo['mediaType'];
  thumbnailStatus: Photo['thumbnailStatus'];
  previewKey: string;
  originalKey: string;
}

/** The tags of a person on photos outside the trash (a trashed photo counts nowhere: issue 15). */
const TAGS_ON_VISIBLE_PHOTOS = (person: string) =>
  `SELECT COUNT(*) FROM photo_people pc INNER JOIN photos pv ON pv.id = pc.photo_id WHERE pc.person_id = ${person}.id AND ${visiblePhoto('pv')}`;

/**
 * The photo a person's face is cut from (`person` the alias of their row): the chosen one while they are tagged in it
 * outside the trash, else the one of their newest tag with a box, else of their newest tag; null when in no photo.
 */
const FACE_PHOTO_OF = (person: string) =>
  `SELECT ft.photo_id FROM photo_people ft INNER JOIN photos fp ON fp.id = ft.photo_id AND ${visiblePhoto('fp')} WHERE ft.person_id = ${person}.id
   ORDER BY CASE WHEN ft.photo_id = ${person}.face_photo_id THEN 0 ELSE 1 END, CASE WHEN ft.region_x IS NULL THEN 1 ELSE 0 END, ft.created_at DESC, ft.photo_id DESC
   LIMIT 1`;

/** At most this many people (or tagged photos) a search looks at per query. */
const SEARCH_CAP = 200;

/**
 * Text folded for matching names: compatibility forms, case and diacritics ignored ('Zoë' finds 'zoe'), as the
 * full-text index does for photo texts. Cut to the column's 100 characters.
 */
export function foldName(text: string): string {
  return [...foldText(text)].slice(0, 100).join('');
}

/** Whether every word (folded) begins the name or one of its words, as peopleNamed asks the database. */
export function nameHasWords(name: string, words: string[]): boolean {
  const folded = foldName(name);
  return words.every((word) => {
    const key = foldName(word);
    return folded.startsWith(key) || folded.includes(` ${key}`);
  });
}

/** The LIKE patterns of a word (folded): it begins the name, or one of the name's words. */
const namePatterns = (word: string): [string, string] => {
  const folded = foldName(word);
  return [`${folded}%`, `% ${folded}%`];
};

/**
 * The people (alias p) of the families whose names have every word (folded): each word begins the name or one of its
 * words; the words hold only letters, digits and marks. Plain SQL: every search asks it twice (the people found, the
 * photos they are tagged in), and a query builder spent several times the database's time rebuilding it.
 */
function peopleNamed(familyIds: number[], words: string[]): { where: string; parameters: unknown[] } {
  return {
    where: `p.family_id IN (${familyIds.map(() => '?').join(', ')})${words.map(() => ' AND (p.name_key LIKE ? OR p.name_key LIKE ?)').join('')}`,
    parameters: [...familyIds, ...words.flatMap(namePatterns)],
  };
}

/** The box of a raw row's tag, its columns read under `prefix` (`face_region_x`). */
const regionOf = (row: ObjectLiteral, prefix = ''): Region | null =>
  row[`${prefix}region_x`] === null || row[`${prefix}region_x`] === undefined
    ? null
    : { x: Number(row[`${prefix}region_x`]), y: Number(row[`${prefix}region_y`]), width: Number(row[`${prefix}region_width`]), height: Number(row[`${prefix}region_height`]) };

/**
 * A tag with what its answer shows of the person. Plain SQL: the page lists read the tags of every listed photo, and
 * a query builder spent more on rebuilding this statement than the database on running it.
 */
const TAG_SELECT = `SELECT t.photo_id AS photo_id, t.person_id AS person_id, t.tagged_by AS tagged_by,
  t.region_x AS region_x, t.region_y AS region_y, t.region_width AS region_width, t.region_height AS region_height,
  pe.name AS name, pe.birth_range_start AS birth_range_start, pe.birth_range_end AS birth_range_end,
  pe.birth_precision AS birth_precision, pe.birth_certainty AS birth_certainty
  FROM photo_people t INNER JOIN people pe ON pe.id = t.person_id`;

/** People of families and their tags on photos (issue 14); every multi-row change is one transaction here. */
@Injectable()
export class PeopleRepository {
  private readonly byIds: PhotosByIds;
  /** getPhotoPageOf's statement per order, built once (a person's page is read on every visit, as the family's). */
  private readonly personPageSql: Record<SortOrder, string>;
  private readonly personRows: RawRowReader<Person, (typeof PERSON_COLUMNS)[number]>;
  /**
   * The SELECT … FROM … JOIN of a listed person, built once: On This Day reads the day's birthdays on every request,
   * and a query builder rebuilding this statement and TypeORM building the entities cost ten times the database's
   * time (a seventh of the whole request).
   */
  private readonly listedSql: string;
  private readonly listedByIds: ByIdsSql;

  constructor(
    @InjectRepository(Person) private readonly people: Repository<Person>,
    @InjectRepository(PhotoPerson) private readonly tags: Repository<PhotoPerson>,
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
  ) {
    this.byIds = new PhotosByIds(photos, false);
    const sql = (order: SortOrder) => `${sqlOf(this.personPhotoPageQuery(PLACEHOLDER, order), 1)} LIMIT ? OFFSET ?`;
    this.personPageSql = { asc: sql('asc'), desc: sql('desc') };
    this.personRows = new RawRowReader(people, 'p', PERSON_COLUMNS);
    this.listedSql = sqlOf(this.listedQuery(), 0);
    this.listedByIds = new ByIdsSql(this.listedSql, 'p');
  }

  /**
   * A page of a family's people by name (the (family_id, name_key) index), those whose name has the words when given:
   * the page's ids first, so the photo counts are read for that page only.
   */
  async listByFamily(familyId: number, words: string[], offset: number, limit: number): Promise<ListedPerson[]> {
    return this.getInOrder(await this.namedPage(peopleNamed([familyId], words), offset, limit));
  }

  async getById(id: number): Promise<ListedPerson | null> {
    const [person] = await this.getByIds([id]);
    return person ?? null;
  }

  async getByIds(ids: number[]): Promise<ListedPerson[]> {
    if (ids.length === 0) return [];
    return this.readListed(this.listedByIds.sqlFor(ids.length), ids);
  }

  /** The ids of a page of the people `named` finds, by name. */
  private async namedPage(named: ReturnType<typeof peopleNamed>, offset: number, limit: number): Promise<number[]> {
    const rows: Array<{ id: number | string }> = await this.people.query(`SELECT p.id AS id FROM people p WHERE ${named.where} ORDER BY p.name_key, p.id LIMIT ? OFFSET ?`, [
      ...named.parameters,
      limit,
      offset,
    ]);
    return rows.map((row) => Number(row.id));
  }

  /** These people in the order of the ids (an id not found is left out). */
  private async getInOrder(ids: number[]): Promise<ListedPerson[]> {
    const found = new Map((await this.getByIds(ids)).map((person) => [person.id, person]));
    return ids.map((id) => found.get(id)).filter((person): person is ListedPerson => person !== undefined);
  }

  /** The families of these people (an id not found is left out). */
  async getFamiliesOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: number | string; family_id: number | string }> = await this.people
      .createQueryBuilder('p')
      .select(['p.id AS id', 'p.family_id AS family_id'])
      .where('p.id IN (:...ids)', { ids })
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.id), Number(row.family_id)]));
  }

  /** People of the families whose names have every word, by name; `total` counts all of them. */
  async search(familyIds: number[], words: string[], limit: number, offset: number): Promise<{ total: number; people: Array<ListedPerson & { familyName: string }> }> {
    if (familyIds.length === 0 || words.length === 0) return { total: 0, people: [] };
    const named = peopleNamed(familyIds, words);
    const [counted]: Array<{ total: number | string }> = await this.people.query(`SELECT COUNT(*) AS total FROM people p WHERE ${named.where}`, named.parameters);
    const total = Number(counted.total);
    if (total === 0 || offset >= total) return { total, people: [] };
    const people = await this.getInOrder(await this.namedPage(named, offset, limit));
    const names = await this.familyNames(familyIds);
    return { total, people: people.map((person) => Object.assign(person, { familyName: names.get(person.familyId) ?? '' })) };
  }

  /** Names of people of the families that begin with the words (type-ahead), most tagged first. */
  async suggestNames(familyIds: number[], words: string[], limit: number): Promise<Array<{ text: string; uses: number }>> {
    if (familyIds.length === 0 || words.length === 0) return [];
    const named = peopleNamed(familyIds, words);
    const rows: Array<{ name: string; uses: number | string }> = await this.people.query(
      `SELECT p.name AS name, (${TAGS_ON_VISIBLE_PHOTOS('p')}) AS uses FROM people p WHERE ${named.where} ORDER BY uses DESC, p.name_key ASC LIMIT ?`,
      [...named.parameters, limit],
    );
    return rows.map((row) => ({ text: row.name, uses: Number(row.uses) }));
  }

  /**
   * Ids of the photos of the families in which someone is tagged whose name has every word, newest first, at most
   * SEARCH_CAP of them (a search by a name: always read afresh, so a tag added or removed shows at once).
   */
  async getPhotoIdsTaggedWithName(familyIds: number[], words: string[]): Promise<number[]> {
    if (familyIds.length === 0 || words.length === 0) return [];
    const named = peopleNamed(familyIds, words);
    const people: Array<{ id: number | string }> = await this.people.query(`SELECT p.id AS id FROM people p WHERE ${named.where} LIMIT ${SEARCH_CAP}`, named.parameters);
    if (people.length === 0) return [];
    const rows: Array<{ id: number | string }> = await this.photos
      .createQueryBuilder('ph')
      .select('DISTINCT ph.id', 'id')
      .addSelect('ph.sort_date', 'sort_date')
      .innerJoin('photo_people', 't', 't.photo_id = ph.id')
      .where('t.person_id IN (:...personIds)', { personIds: people.map((row) => Number(row.id)) })
      .andWhere('ph.family_id IN (:...familyIds)', { familyIds })
      .andWhere(visiblePhoto('ph'))
      .orderBy('ph.sort_date', 'DESC')
      .addOrderBy('ph.id', 'DESC')
      .limit(SEARCH_CAP)
      .getRawMany();
    return rows.map((row) => Number(row.id));
  }

  /** People of the families born on one of these days ('MM-DD'), exactly known, by name. */
  async getBirthdays(familyIds: number[], monthDays: string[]): Promise<ListedPerson[]> {
    if (familyIds.length === 0 || monthDays.length === 0) return [];
    const days = monthDays.map(() => '?').join(', ');
    const families = familyIds.map(() => '?').join(', ');
    const sql = `${this.listedSql} WHERE p.birth_month_day IN (${days}) AND p.family_id IN (${families}) ORDER BY p.name_key ASC, p.id ASC`;
    return this.readListed(sql, [...monthDays, ...familyIds]);
  }

  /** The id of the membership of the account in the family, if it is a member. */
  async getMemberId(familyId: number, userId: number): Promise<number | null> {
    const rows: Array<{ id: number | string }> = await this.people.query('SELECT id FROM family_members WHERE family_id = ? AND user_id = ?', [familyId, userId]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Whether two accounts are members of one family at least (one may know of the other). */
  async shareAFamily(userId: number, otherUserId: number): Promise<boolean> {
    const rows: unknown[] = await this.people.query(
      'SELECT 1 FROM family_members a INNER JOIN family_members b ON b.family_id = a.family_id WHERE a.user_id = ? AND b.user_id = ? LIMIT 1',
      [userId, otherUserId],
    );
    return rows.length > 0;
  }

  async create(person: NewPerson): Promise<number> {
    const result = await this.people.insert({ ...person, nameKey: foldName(person.name) });
    return Number(result.identifiers[0].id);
  }

  async update(id: number, changes: PersonChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.people.update({ id }, changes.name === undefined ? changes : { ...changes, nameKey: foldName(changes.name) });
  }

  /** Deletes the person; their tags go with them (foreign key), their photos stay. */
  async delete(id: number): Promise<void> {
    await this.people.manager.transaction((manager) => manager.delete(Person, { id }));
  }

  async setFaceKey(id: number, faceKey: string | null): Promise<void> {
    await this.people.update({ id }, { faceKey });
  }

  /** Whether the person is tagged in the photo (outside the trash): a face may be chosen from it. */
  async isTaggedIn(personId: number, photoId: number): Promise<boolean> {
    const count = await this.tags
      .createQueryBuilder('t')
      .innerJoin('photos', 'ph', `ph.id = t.photo_id AND ${visiblePhoto('ph')}`)
      .where('t.person_id = :personId AND t.photo_id = :photoId', { personId, photoId })
      .getCount();
    return count > 0;
  }

  /** The tag their face is cut from (FACE_PHOTO_OF), with its photo's files; null when they are in no photo. */
  async getFaceSource(personId: number): Promise<FaceSource | null> {
    const row = await this.tags
      .createQueryBuilder('t')
      .select(['t.photo_id AS photo_id', 't.region_x AS region_x', 't.region_y AS region_y', 't.region_width AS region_width', 't.region_height AS region_height'])
      .addSelect(['ph.family_id AS family_id', 'ph.media_type AS media_type', 'ph.thumbnail_status AS thumbnail_status', 'ph.preview_key AS preview_key', 'ph.original_key AS original_key'])
      .innerJoin('people', 'pe', 'pe.id = t.person_id')
      .innerJoin('photos', 'ph', 'ph.id = t.photo_id')
      .where('t.person_id = :personId', { personId })
      .andWhere(`t.photo_id = (${FACE_PHOTO_OF('pe')})`)
      .getRawOne();
    if (!row) return null;
    return {
      photoId: Number(row.photo_id),
      region: regionOf(row),
      familyId: Number(row.family_id),
      mediaType: row.media_type,
      thumbnailStatus: row.thumbnail_status,
      previewKey: row.preview_key,
      originalKey: row.original_key,
    };
  }

  // Tags

  async getTag(photoId: number, personId: number): Promise<PhotoTag | null> {
    const [tag] = await this.readTags(`${TAG_SELECT} WHERE t.photo_id = ? AND t.person_id = ?`, [photoId, personId]);
    return tag ?? null;
  }

  /** The people of each photo, by name: a range of the (photo_id, person_id) primary key per photo. */
  async getTagsOfPhotos(photoIds: number[]): Promise<Map<number, PhotoTag[]>> {
    const byPhoto = new Map<number, PhotoTag[]>();
    if (photoIds.length === 0) return byPhoto;
    const tags = await this.readTags(`${TAG_SELECT} WHERE t.photo_id IN (${photoIds.map(() => '?').join(', ')}) ORDER BY pe.name_key ASC, pe.id ASC`, photoIds);
    for (const tag of tags) {
      const list = byPhoto.get(tag.photoId);
      if (list) list.push(tag);
      else byPhoto.set(tag.photoId, [tag]);
    }
    return byPhoto;
  }

  /** Inserts the tag; a second tag of the person on the photo is refused by the primary key. */
  async createTag(photoId: number, personId: number, region: Region | null, taggedBy: number): Promise<void> {
    await this.tags.insert({ photoId, personId, taggedBy, ...regionColumns(region) });
  }

  async updateTagRegion(photoId: number, personId: number, region: Region | null): Promise<void> {
    await this.tags.update({ photoId, personId }, regionColumns(region));
  }

  async deleteTag(photoId: number, personId: number): Promise<void> {
    await this.tags.delete({ photoId, personId });
  }

  // Photo pages filtered by people

  /**
   * A page of a person's photos by date: their tags in date order through (person_id, sort_date, photo_id), each photo
   * by its key, as far as the page goes; sorting the photos instead read every one they are in.
   */
  async getPhotoPageOf(personId: number, order: SortOrder, offset: number, limit: number): Promise<ListedPhoto[]> {
    const page: Array<{ id: number | string }> = await this.tags.query(this.personPageSql[order], [personId, limit, offset]);
    return this.byIds.read(page.map((row) => Number(row.id)));
  }

  /** The query of that page's ids, in order (the tests read its plan). */
  personPhotoPageQuery(personId: number | typeof PLACEHOLDER, order: SortOrder): SelectQueryBuilder<PhotoPerson> {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    return this.tags
      .createQueryBuilder('t')
      .select('t.photo_id', 'id')
      .innerJoin('photos', 'p', 'p.id = t.photo_id')
      .where('t.person_id = :personId', { personId })
      .andWhere(visiblePhoto('p'))
      .orderBy('t.sort_date', direction)
      .addOrderBy('t.photo_id', direction);
  }

  /** A page of the family's photos in which all of the people are tagged, starting at the day `from` when given. */
  async getFamilyPhotoPage(familyId: number, personIds: number[], order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<ListedPhoto[]> {
    return this.readPhotos(startingAt(this.familyPhotoPageQuery(familyId, personIds), order, from), order, offset, limit);
  }

  /**
   * The query of that page (the tests read its plan): the first person's tags through (person_id, photo_id), each
   * photo by its key, each further person by the tags' primary key (photo_id, person_id); only the photos found
   * are sorted, never the family's.
   */
  familyPhotoPageQuery(familyId: number, personIds: number[]): SelectQueryBuilder<Photo> {
    // Unary plus: the family condition only filters what the tags found; it must not pick the family's index (SQLite
    // would read the family's photos in date order, probing each for the tags, however few the person's photos are).
    return withAllOf(this.photoIds(), personIds).andWhere('+p.family_id = :familyId', { familyId });
  }

  /** The ids of one timeline page across the families in which all of the people are tagged, from the day `from` when given. */
  async getTimelinePageIds(familyIds: number[], personIds: number[], order: SortOrder, offset: number, limit: number, from: string | null = null): Promise<number[]> {
    if (familyIds.length === 0) return [];
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const rows: Array<{ id: number | string }> = await startingAt(withAllOf(this.photoIds(), personIds), order, from)
      .andWhere('+p.family_id IN (:...familyIds)', { familyIds })
      .orderBy('p.sort_date', direction)
      .addOrderBy('p.id', direction)
      .limit(limit)
      .offset(offset)
      .getRawMany();
    return rows.map((row) => Number(row.id));
  }

  /**
   * The page's ids first, sorting only (sort_date, id) of the tagged photos, then the page's own rows: sorting whole
   * rows would carry every tagged photo's columns through the sort (a person is in thousands of their family's photos).
   */
  private async readPhotos(query: SelectQueryBuilder<Photo>, order: SortOrder, offset: number, limit: number): Promise<ListedPhoto[]> {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const page: Array<{ id: number | string }> = await query.orderBy('p.sortDate', direction).addOrderBy('p.id', direction).limit(limit).offset(offset).getRawMany();
    return this.byIds.read(page.map((row) => Number(row.id)));
  }

  /** Photo ids alone, for a page's ids query. */
  private photoIds(): SelectQueryBuilder<Photo> {
    return this.photos.createQueryBuilder('p').select('p.id', 'id');
  }

  /** A listed person's columns, with their account, photo count and face tag (`p` the person). */
  private listedQuery(): SelectQueryBuilder<Person> {
    return this.personRows
      .query()
      .leftJoin('family_members', 'm', 'm.id = p.member_id')
      .leftJoin('users', 'u', 'u.id = m.user_id')
      .addSelect(['u.id AS user_id', 'u.name AS user_name'])
      .addSelect(`(${TAGS_ON_VISIBLE_PHOTOS('p')})`, 'photo_count')
      .leftJoin('photo_people', 'f', `f.person_id = p.id AND f.photo_id = (${FACE_PHOTO_OF('p')})`)
      .addSelect(['f.photo_id AS face_photo', 'f.region_x AS face_region_x', 'f.region_y AS face_region_y', 'f.region_width AS face_region_width', 'f.region_height AS face_region_height']);
  }

  /** The people of a statement that completes listedSql. */
  private async readListed(sql: string, parameters: unknown[]): Promise<ListedPerson[]> {
    const rows: ObjectLiteral[] = await this.people.query(sql, parameters);
    return rows.map((row) => ({
      ...this.personRows.read(row),
      user: row.user_id === null || row.user_id === undefined ? null : { id: Number(row.user_id), name: String(row.user_name) },
      photoCount: Number(row.photo_count ?? 0),
      face: row.face_photo === null || row.face_photo === undefined ? null : { photoId: Number(row.face_photo), region: regionOf(row, 'face_') },
    }));
  }

  private async readTags(sql: string, parameters: number[]): Promise<PhotoTag[]> {
    const rows: ObjectLiteral[] = await this.tags.query(sql, parameters);
    return rows.map((row) => ({
      photoId: Number(row.photo_id),
      personId: Number(row.person_id),
      name: String(row.name),
      region: regionOf(row),
      taggedBy: row.tagged_by === null ? null : Number(row.tagged_by),
      birthRangeStart: row.birth_range_start ?? null,
      birthRangeEnd: row.birth_range_end ?? null,
      birthExact: row.birth_precision === 'day' && row.birth_certainty === 'exact',
    }));
  }

  private async familyNames(familyIds: number[]): Promise<Map<number, string>> {
    const rows: Array<{ id: number | string; name: string }> = await this.people.query(
      `SELECT id, name FROM families WHERE id IN (${familyIds.map(() => '?').join(', ')})`,
      familyIds,
    );
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  }
}

const regionColumns = (region: Region | null): Pick<PhotoPerson, 'regionX' | 'regionY' | 'regionWidth' | 'regionHeight'> => ({
  regionX: region?.x ?? null,
  regionY: region?.y ?? null,
  regionWidth: region?.width ?? null,
  regionHeight: region?.height ?? null,
});

/**
 * Photos (alias p) outside the trash in which every one of the people is tagged: one join on (person_id, photo_id)
 * per person.
 */
function withAllOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, personIds: number[]): SelectQueryBuilder<T> {
  personIds.forEach((personId, i) => {
    query.innerJoin('photo_people', `t${i}`, `t${i}.photo_id = p.id AND t${i}.person_id = :person${i}`, { [`person${i}`]: personId });
  });
  return query.andWhere(visiblePhoto('p'));
}
