import { useEffect, useRef } from 'react';
import { useFamilyPhotos } from '../../api/hooks';

/** How many extra pages the viewer may fetch on its own to find the photo it shows. */
const MAX_SEARCH_PAGES = 20;

/**
 * The previous and next photo of the family (same order as the family page). Loads further pages when
 * the photo is near the end of what is loaded, so stepping with the arrow keys never stops early.
 */
export function useNeighbours(familyId: number | undefined, photoId: number, active: boolean) {
  const photos = useFamilyPhotos(active ? familyId : null);
  const searched = useRef(0);
  const index = photos.items.findIndex((p) => p.id === photoId);
  const nearEnd = index >= 0 && index >= photos.items.length - 2;
  const missing = index < 0 && !photos.isLoading;

  useEffect(() => {
    if (!active || !photos.hasMore || photos.loadingMore) return;
    if (nearEnd) photos.loadMore();
    else if (missing && searched.current < MAX_SEARCH_PAGES) {
      searched.current += 1;
      photos.loadMore();
    }
  }, [active, nearEnd, missing, photos]);

  return {
    current: index >= 0 ? photos.items[index] : undefined,
    previous: index > 0 ? photos.items[index - 1] : undefined,
    next: index >= 0 ? photos.items[index + 1] : undefined,
    position: index >= 0 ? index + 1 : undefined,
  };
}
