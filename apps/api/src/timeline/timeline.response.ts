import type { MemoryGroupResponse, MemoryPhotoResponse, TimelinePhotoResponse } from '@heirloom/contracts';
import { ListedPhoto, ReactionCount } from '@heirloom/database';
import { Caller } from '../access/access.rules';
import { toPhotoResponse } from '../photos/photo.response';

/** Who is asking, as a caller of each listed photo's family (their role differs from family to family). */
export type ViewerIn = (familyId: number) => Caller;

/** The reactions of the listed photos, read for the whole list at once (ReactionsRepository.countsOf). */
export type ReactionsOf = Map<number, ReactionCount[]>;

/**
 * A timeline photo with its family; `photo.family` and `photo.uploader` must be loaded. The family is added to the
 * photo's response object itself (last, as in the JSON) rather than to a spread copy, which would copy its 30 fields
 * again for every photo of every page.
 */
export function toTimelinePhotoResponse(photo: ListedPhoto, viewer: ViewerIn, reactions: ReactionsOf): TimelinePhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewer(photo.familyId), reactions.get(photo.id) ?? []), { family: { id: photo.familyId, name: photo.family?.name ?? '' } });
}

/** An On This Day photo with its family's name (added to the response object itself, as above). */
function toMemoryPhotoResponse(photo: ListedPhoto, viewer: ViewerIn, reactions: ReactionsOf): MemoryPhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewer(photo.familyId), reactions.get(photo.id) ?? []), { family_name: photo.family?.name ?? '' });
}

/**
 * Photos of one calendar day grouped by the year their date starts in, newest year first (the photos come
 * newest first already).
 */
export function toMemoryGroups(photos: ListedPhoto[], day: string, viewer: ViewerIn, reactions: ReactionsOf): MemoryGroupResponse[] {
  const thisYear = Number(day.slice(0, 4));
  const groups = new Map<number, MemoryGroupResponse>();
  for (const photo of photos) {
    const year = Number(photo.sortDate.slice(0, 4));
    let group = groups.get(year);
    if (!group) groups.set(year, (group = { year, years_ago: thisYear - year, photos: [] }));
    group.photos.push(toMemoryPhotoResponse(photo, viewer, reactions));
  }
  return [...groups.values()];
}
