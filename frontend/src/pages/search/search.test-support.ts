import type { PhotoHitResponse } from '@heirloom/contracts';
import { imageUrl } from '../../test/factories';

/** A photo found by a search as the server answers it (family Smiths, found by its description). */
export function makePhotoHit(id: number, patch: Partial<PhotoHitResponse> = {}): PhotoHitResponse {
  return {
    id,
    description: `Beach ${id}`,
    location: null,
    display_location: null,
    taken_date: null,
    fuzzy_date_text: null,
    taken_date_precision: null,
    date_range_start: null,
    date_range_end: null,
    date_certainty: null,
    uploaded_by: { id: 1, name: 'Ada' },
    thumbnail_url: imageUrl(id),
    preview_url: imageUrl(id, 'preview'),
    family: { id: 1, name: 'Smiths' },
    matched: { field: 'description', excerpt: `Beach ${id}` },
    ...patch,
  };
}
