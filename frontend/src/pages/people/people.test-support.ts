import type { PersonResponse } from '@heirloom/contracts';

/** A person of family 4 as the server answers them. */
export function makePerson(id: number, patch: Partial<PersonResponse> = {}): PersonResponse {
  return {
    id,
    family_id: 4,
    name: `Person ${id}`,
    birth_date_text: null,
    birth_range_start: null,
    birth_range_end: null,
    death_date_text: null,
    death_range_start: null,
    death_range_end: null,
    user: null,
    notes: null,
    photo_count: 0,
    thumbnail_url: null,
    can_edit: true,
    face_photo_id: null,
    ...patch,
  };
}
