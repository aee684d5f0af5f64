/**
 * Photo lists kept in the cache (the family page's loaded pages, the timeline's…) outlive their screen, so that going
 * back restores them. After photos change elsewhere (deleted on their page, a batch action), every such list is marked
 * stale: the next time one mounts it reloads the pages it holds, keeping how many there are. A family's albums list
 * shows its albums' photos (counts, dates, covers) and is marked so too, by album changes as well.
 */
let version = 0;
const seen = new Map<string, number>();

export function markPhotoListsChanged(): void {
  version += 1;
}

/** True once for a list (by its key) after each change: it should reload. */
export function isStale(listKey: string): boolean {
  const last = seen.get(listKey);
  seen.set(listKey, version);
  return last !== undefined && last !== version;
}
