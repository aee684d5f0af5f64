import { ListedPhoto } from '../photos/photo-row';
import { PaginationResponse } from '../common/paging/pagination.response';
import { PhotoResponse, toPhotoResponse } from '../photos/photo.response';

export type TimelinePhotoResponse = PhotoResponse & { family: { id: number; name: string } };
export type MemoryPhotoResponse = PhotoResponse & { family_name: string };

export interface TimelinePageResponse {
  photos: TimelinePhotoResponse[];
  pagination: PaginationResponse;
}

export interface MemoryGroupResponse {
  year: number;
  years_ago: number;
  photos: MemoryPhotoResponse[];
}

export interface OnThisDayResponse {
  date: string;
  memories: MemoryGroupResponse[];
}

/**
 * A timeline photo with its family; `photo.family` and `photo.uploader` must be loaded. The family is added to the
 * photo's response object itself (last, as in the JSON) rather than to a spread copy, which would copy its 30 fields
 * again for every photo of every page.
 */
export function toTimelinePhotoResponse(photo: ListedPhoto, viewerId: number): TimelinePhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewerId), { family: { id: photo.familyId, name: photo.family?.name ?? '' } });
}

/** An On This Day photo with its family's name (added to the response object itself, as above). */
function toMemoryPhotoResponse(photo: ListedPhoto, viewerId: number): MemoryPhotoResponse {
  return Object.assign(toPhotoResponse(photo, photo.uploader, viewerId), { family_name: photo.family?.name ?? '' });
}

/**
 * Photos of one calendar day grouped by the year their date starts in, newest year first (the photos come
 * newest first already).
 */
export function toMemoryGroups(photos: ListedPhoto[], day: string, viewerId: number): MemoryGroupResponse[] {
  const thisYear = Number(day.slice(0, 4));
  const groups = new Map<number, MemoryGroupResponse>();
  for (const photo of photos) {
    const year = Number(photo.sortDate.slice(0, 4));
    let group = groups.get(year);
    if (!group) groups.set(year, (group = { year, years_ago: thisYear - year, photos: [] }));
    group.photos.push(toMemoryPhotoResponse(photo, viewerId));
  }
  return [...groups.values()];
}
