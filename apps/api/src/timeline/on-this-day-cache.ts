import { AppConfig, InjectConfig } from '@heirloom/config';
import type { PhotoPersonResponse } from '@heirloom/contracts';
import { ListedPhoto, VersionedMembership } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { yearOf } from './on-this-day';

/** A photo of the day with the people tagged in it (their ages there): what every member of its family sees alike. */
export interface DayPhoto {
  photo: ListedPhoto;
  people: PhotoPersonResponse[];
}

interface Kept {
  /** The family's photo version when its photos were asked for. */
  version: string;
  photos: Promise<DayPhoto[]>;
}

/** The day of one set of families: their photos newest first, and how many of them each year holds. */
export interface Day {
  photos: DayPhoto[];
  perYear: ReadonlyMap<number, number>;
}

/** Reads the day's photos of these families, newest first (by sort date, then id), as one query would. */
export type ReadDay = (familyIds: number[]) => Promise<DayPhoto[]>;

/** Newest first, as the query orders them: sort_date (a fixed-shape 'YYYY-MM-DD…' text), then id, descending. */
const newestFirst = ({ photo: a }: DayPhoto, { photo: b }: DayPhoto): number => (a.sortDate === b.sortDate ? b.id - a.id : a.sortDate < b.sortDate ? 1 : -1);

/**
 * On This Day's photos kept per family and day (the date asked for: its calendar day, and its year, before which the
 * photos are), and given again while the family's photo version is unchanged, as SearchCache keeps search answers.
 * The database changes a family's version with every write to one of its photos, their tags, its people, its name
 * or the name of one of its photos' uploaders (photo-versions.schema.ts), so a kept list is never stale: the first
 * request after a change reads the family's day again.
 *
 * Only what every member sees alike is kept: the photo rows with their uploader and family names, and the people
 * tagged in them. A caller's day is put together from the families they belong to at the time of asking (one
 * family's list never reaches another family's member, and a member who left no longer gets its list), and kept for
 * that set of families at their versions; the page, their role, their reactions and the birthdays are read per request.
 *
 * The versions are read before the photos, so a kept list can only be newer than its version, never older. A list
 * being read is shared by the requests that ask for it meanwhile; a failed one is not kept.
 */
@Injectable()
export class OnThisDayCache {
  private readonly kept?: LRUCache<string, Kept>;
  /**
   * The days put together, by date and the families' versions: the callers of one set of families share theirs,
   * so a page of a day of hundreds of photos is a slice, not a merge and a count, while none of the families changes.
   */
  private readonly merged?: LRUCache<string, Promise<Day>>;

  constructor(@InjectConfig() config: AppConfig) {
    if (config.onThisDayCacheEntries > 0) {
      this.kept = new LRUCache({ max: config.onThisDayCacheEntries });
      this.merged = new LRUCache({ max: config.onThisDayCacheEntries });
    }
  }

  /**
   * The day of `date` across the families. Shared with later requests: never to be changed. Put together from what
   * was kept for each family while its version is the same, the other families read together in one `read` and kept.
   */
  dayOn(date: string, families: VersionedMembership[], read: ReadDay): Promise<Day> {
    const merged = this.merged;
    if (!merged || families.some((family) => family.version === null)) return this.photosOn(date, families, read).then(toDay);
    const key = `${date}|${families.map(({ familyId, version }) => `${familyId}:${version}`).join(',')}`;
    const found = merged.get(key);
    if (found) return found;
    const day = this.photosOn(date, families, read).then(toDay);
    merged.set(key, day);
    day.catch(() => {
      if (merged.get(key) === day) merged.delete(key);
    });
    return day;
  }

  /** The photos of `date` across the families, newest first. */
  private async photosOn(date: string, families: VersionedMembership[], read: ReadDay): Promise<DayPhoto[]> {
    const kept = this.kept;
    if (!kept) return read(families.map((family) => family.familyId));
    const found: Array<Promise<DayPhoto[]>> = [];
    const missing: VersionedMembership[] = [];
    for (const family of families) {
      const entry = family.version === null ? undefined : kept.get(keyOf(family.familyId, date));
      if (entry && entry.version === family.version) found.push(entry.photos);
      else missing.push(family);
    }
    const fresh = missing.length > 0 ? read(missing.map((family) => family.familyId)) : undefined;
    if (fresh) for (const { familyId, version } of missing) if (version !== null) keep(kept, keyOf(familyId, date), familyId, version, fresh);
    if (found.length === 0) return fresh ?? [];
    const lists = await Promise.all(fresh ? [fresh, ...found] : found);
    return lists.length === 1 ? lists[0] : lists.flat().sort(newestFirst);
  }
}

function toDay(photos: DayPhoto[]): Day {
  const perYear = new Map<number, number>();
  for (const { photo } of photos) {
    const year = yearOf(photo);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  return { photos, perYear };
}

const keyOf = (familyId: number, date: string): string => `${familyId}:${date}`;

/** Keeps the family's part of a read of several families; forgotten again if the read fails. */
function keep(kept: LRUCache<string, Kept>, key: string, familyId: number, version: string, read: Promise<DayPhoto[]>): void {
  const entry = { version, photos: read.then((photos) => photos.filter(({ photo }) => photo.familyId === familyId)) };
  kept.set(key, entry);
  entry.photos.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
}
