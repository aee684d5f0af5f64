import { useCallback, useEffect, useState } from 'react';

interface PagedPhotos {
  items: unknown[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The first tile of a decade's first date group, as JustifiedPhotoGrid marks it. */
const firstOf = (root: ParentNode, decade: number): HTMLElement | null => root.querySelector<HTMLElement>(`[data-decade="${decade}"]`);

/**
 * Jumps to the first photo of a decade: at once when it is loaded, else once the pages before it have loaded (one
 * after the other, as scrolling would load them).
 */
export function useDecadeJump(photos: PagedPhotos) {
  const [target, setTarget] = useState<number | null>(null);
  const { items, hasMore, loadingMore, loadMore } = photos;

  useEffect(() => {
    if (target === null) return;
    const found = firstOf(document, target);
    if (found) {
      found.scrollIntoView({ block: 'start' });
      found.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
      setTarget(null);
    } else if (hasMore && !loadingMore) loadMore();
    else if (!hasMore) setTarget(null);
  }, [target, items, hasMore, loadingMore, loadMore]);

  return useCallback((decade: number) => setTarget(decade), []);
}
