import type { PhotoPersonResponse } from '@heirloom/contracts';
import { PeopleRepository, PhotoTag } from '@heirloom/database';
import { Injectable } from '@nestjs/common';
import { ageAtPhoto, photoSpanOf } from './age-at-photo';

/** What a photo's age captions are computed from: its own date. */
export interface DatedPhoto {
  id: number;
  takenDate: string | null;
  dateRangeStart: string | null;
  dateRangeEnd: string | null;
}

export type PeopleOfPhotos = Map<number, PhotoPersonResponse[]>;

/** The `people` of photo responses: who is tagged in each photo, with their box and their age there. */
@Injectable()
export class PhotoPeopleService {
  constructor(private readonly repository: PeopleRepository) {}

  /** The people of each photo in one query (by the tags' primary key); a photo without tags is absent. */
  async of(photos: DatedPhoto[]): Promise<PeopleOfPhotos> {
    const tags = await this.repository.getTagsOfPhotos(photos.map((photo) => photo.id));
    const people: PeopleOfPhotos = new Map();
    for (const photo of photos) {
      const tagged = tags.get(photo.id);
      if (tagged) people.set(photo.id, tagged.map((tag) => toPhotoPerson(tag, photo)));
    }
    return people;
  }
}

export function toPhotoPerson(tag: PhotoTag, photo: DatedPhoto): PhotoPersonResponse {
  const photoSpan = photoSpanOf(photo);
  const birth = tag.birthRangeStart && tag.birthRangeEnd ? { start: tag.birthRangeStart, end: tag.birthRangeEnd, exact: tag.birthExact } : null;
  return { id: tag.personId, name: tag.name, region: tag.region, age_at_photo: birth && photoSpan ? ageAtPhoto(birth, photoSpan) : null };
}

/** A photo's people from the map (none: an empty list). */
export const peopleIn = (people: PeopleOfPhotos, photoId: number): PhotoPersonResponse[] => people.get(photoId) ?? [];
