/** Small factories for test data. */
import type { Family, Photo } from '../api/types';

export function makePhoto(id: number, patch: Partial<Photo> = {}): Photo {
  return {
    id,
    family_id: 4,
    description: `Photo ${id}`,
    location: null,
    taken_date: `2020-0${(id % 9) + 1}-15T10:00:00`,
    upload_date: '2024-01-05T10:00:00Z',
    uploaded_by: { id: 1, name: 'Ada' },
    ...patch,
  };
}

export const makePhotos = (from: number, count: number, patch: Partial<Photo> = {}) =>
  Array.from({ length: count }, (_, i) => makePhoto(from + i, patch));

export function makeFamily(patch: Partial<Family> = {}): Family {
  return {
    id: 4,
    name: 'The Smiths',
    description: 'Sunday lunches',
    created_by: 1,
    created_at: '2023-02-01T10:00:00Z',
    role: 'member',
    joined_at: '2024-01-05T10:00:00Z',
    member_count: 3,
    ...patch,
  };
}
