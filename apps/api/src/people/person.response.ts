import type { PersonHitResponse, PersonResponse, TagResponse } from '@heirloom/contracts';
import { ListedPerson, PhotoTag } from '@heirloom/database';
import { allows, Caller } from '../access/access.rules';
import { versionedUrl } from '../photos/versioned-image';
import { faceVersionOf } from './face-version';

/** The face's version is in the address, so a browser's kept copy of a former face is never shown for a new one. */
const thumbnailUrlOf = (person: ListedPerson): string | null =>
  person.face === null ? null : versionedUrl(`/api/people/${person.id}/thumbnail`, faceVersionOf(person.face));

/** A person as a member of their family sees them. */
export function toPersonResponse(person: ListedPerson, caller: Caller): PersonResponse {
  return {
    id: person.id,
    family_id: person.familyId,
    name: person.name,
    birth_date_text: person.birthDateText,
    birth_range_start: person.birthRangeStart,
    birth_range_end: person.birthRangeEnd,
    death_date_text: person.deathDateText,
    death_range_start: person.deathRangeStart,
    death_range_end: person.deathRangeEnd,
    user: person.user,
    notes: person.notes,
    photo_count: person.photoCount,
    thumbnail_url: thumbnailUrlOf(person),
    can_edit: allows('person.update', caller, { familyId: person.familyId, ...(person.createdBy === null ? {} : { ownerUserId: person.createdBy }) }),
    face_photo_id: person.facePhotoId,
  };
}

export const toTagResponse = (tag: Pick<PhotoTag, 'personId' | 'name' | 'region'>): TagResponse => ({ person_id: tag.personId, name: tag.name, region: tag.region });

export const toPersonHit = (person: ListedPerson & { familyName: string }): PersonHitResponse => ({
  id: person.id,
  name: person.name,
  birth_date_text: person.birthDateText,
  death_date_text: person.deathDateText,
  thumbnail_url: thumbnailUrlOf(person),
  family: { id: person.familyId, name: person.familyName },
});
