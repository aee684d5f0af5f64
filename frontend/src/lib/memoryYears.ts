import type { MemoryGroupResponse } from '@heirloom/contracts';

/**
 * The year groups of On This Day's loaded pages as one list: a year whose photos run on into the next page starts
 * that page's groups again, and is shown as one group (its year, years ago and count stay; its photos add up).
 */
export function mergeMemoryYears(pages: ReadonlyArray<{ memories: MemoryGroupResponse[] }>): MemoryGroupResponse[] {
  const years: MemoryGroupResponse[] = [];
  for (const group of pages.flatMap((page) => page.memories)) {
    const last = years.at(-1);
    if (last?.year === group.year) last.photos.push(...group.photos);
    // A copy of the photos: the pages are SWR's cache and stay as fetched.
    else years.push({ ...group, photos: [...group.photos] });
  }
  return years;
}
