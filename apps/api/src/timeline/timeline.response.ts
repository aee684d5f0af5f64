import type { MemoryGroupResponse, MemoryPhotoResponse, TimelinePhotoResponse } from '@heirloom/contracts';
import { ListedPhoto } from '@heirloom/database';
import { Caller } from '../access/access.rules';
import { toPhotoResponse } from '../photos/photo.response';
import { RelationsOf } from '../photos/photo-relations.service';
import { yearOf } from './on-this-day';

/** Who is asking, as a caller of each listed photo's family (their role differs from family to family). */
export type ViewerIn = (familyId: number) => Caller;

/**
 * A timeline photo with its family; `photo.family` and `photo.uploader` must be loaded. The family is added to the
 * photo's response object itself (last, as in the JSON) rather than to a spread copy, which would copy its 30 fields
 * again for every photo of every page.
 */
export function toTimelinePhotoResponse(photo: ListedPhoto, viewer: ViewerIn, relationsOf: RelationsOf): TimelinePhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewer(photo.familyId), relationsOf(photo.id)), { family: { id: photo.familyId, name: photo.family?.name ?? '' } });
}

/** An On This Day photo with its family's name (added to the response object itself, as above). */
function toMemoryPhotoResponse(photo: ListedPhoto, viewer: ViewerIn, relationsOf: RelationsOf): MemoryPhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewer(photo.familyId), relationsOf(photo.id)), { family_name: photo.family?.name ?? '' });
}

/**
 * A page of one calendar day's photos grouped by the year their date starts in, newest year first (the photos come
 * newest first already); each group counts the year's photos of the whole day (`perYear`), not only the page's.
 */
export function toMemoryGroups(photos: ListedPhoto[], day: string, viewer: ViewerIn, relationsOf: RelationsOf, perYear: ReadonlyMap<number, number>): MemoryGroupResponse[] {
  const thisYear = Number(day.slice(0, 4));
  const groups = new Map<number, MemoryGroupResponse>();
  for (const photo of photos) {
    const year = yearOf(photo);
    let group = groups.get(year);
    if (!group) groups.set(year, (group = { year, years_ago: thisYear - year, photo_count: perYear.get(year) ?? 0, photos: [] }));
    group.photos.push(toMemoryPhotoResponse(photo, viewer, relationsOf));
  }
  return [...groups.values()];
}
