import type { PageQuery, PaginationResponse, SortOrder, UserRefResponse } from './common';
import type { ImageQuery, PhotoResponse } from './photos';

/** A box on a photo in fractions 0–1 of the upright image: its top-left corner, width and height. */
export interface RegionResponse {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type RegionRequest = RegionResponse;

export interface PersonResponse {
  id: number;
  family_id: number;
  name: string;
  /** The birth date as typed ('1931-05-02', 'about 1931', 'spring 1931'), and the days it can mean. */
  birth_date_text: string | null;
  birth_range_start: string | null;
  birth_range_end: string | null;
  death_date_text: string | null;
  death_range_start: string | null;
  death_range_end: string | null;
  /** The member's account this person is, while they are a member of the family. */
  user: UserRefResponse | null;
  notes: string | null;
  /** How many photos they are tagged in. */
  photo_count: number;
  /**
   * `/api/people/{id}/thumbnail?v={version}` once they are tagged in a photo (the version names the tag and box the
   * face is cut from: a new face is a new URL); null before.
   */
  thumbnail_url: string | null;
  /** The member who added them and the family's admins may change or delete them. */
  can_edit: boolean;
  /** The photo their face was chosen from; null: the latest photo they are tagged in (with a box first). */
  face_photo_id: number | null;
}

/** A page of the family's people by name. */
export interface PeopleResponse {
  people: PersonResponse[];
  pagination: PaginationResponse;
}

/** page and per_page (100 by default, at most 100). */
export interface PeopleQuery extends PageQuery {
  /** Only people whose name (or a word of it) starts with this. */
  q?: string;
}

export interface CreatePersonRequest {
  name: string;
  /** An exact day ('1931-05-02') or any text the photo date field reads ('1931', 'about 1931', 'spring 1931'). */
  birth_date?: string | null;
  death_date?: string | null;
  /** A member of the family this person is (at most one person per member). */
  user_id?: number | null;
  notes?: string | null;
}

/** Absent fields stay as they are; null or empty clears an optional one. */
export interface UpdatePersonRequest extends Partial<CreatePersonRequest> {
  /** A photo they are tagged in, to cut their face from; null: the latest tagged photo again. */
  face_photo_id?: number | null;
}

/** Their photos, oldest first unless asked otherwise. */
export interface PersonPhotosQuery extends PageQuery {
  order?: SortOrder;
}

/**
 * GET /people/{id}/thumbnail: ?v as an image's (ImageQuery); ?face, the face's photo, is what the URLs said before
 * they had versions: still answered (the current face, to be revalidated), so a page loaded before keeps working.
 */
export interface PersonFaceQuery extends ImageQuery {
  face?: number;
}

export interface PersonPhotosResponse {
  photos: PhotoResponse[];
  pagination: PaginationResponse;
}

/** Their age in a photo in whole years, from the ranges of both dates; `text` as shown: '23', 'about 23', '20–25'. */
export interface AgeAtPhotoResponse {
  min: number;
  max: number;
  text: string;
}

/** A person in a photo (every photo response lists them). */
export interface PhotoPersonResponse {
  id: number;
  name: string;
  region: RegionResponse | null;
  /** Null when their birth date or the photo's date is unknown, or the photo was taken before they were born. */
  age_at_photo: AgeAtPhotoResponse | null;
}

export interface TagResponse {
  person_id: number;
  name: string;
  region: RegionResponse | null;
}

export interface CreateTagRequest {
  person_id: number;
  region?: RegionRequest | null;
}

export interface UpdateTagRequest {
  region: RegionRequest | null;
}

/** A birthday of the day: the person, and the age they turn (or would have turned). */
export interface BirthdayResponse {
  person: PersonResponse;
  age: number;
}
