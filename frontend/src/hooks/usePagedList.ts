/**
 * Page-by-page lists (family photos, timeline, comments) on top of useSWRInfinite. A page is fetched
 * only when asked for (scroll sentinel or a button), so a family with 10,000 photos loads in steps.
 * The key of page p is `[...baseKey, p]`.
 */
import { useCallback, useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { isStale } from '../lib/listFreshness';
import { forgetAhead, takeAhead } from '../lib/readsAhead';
import type { PaginationResponse } from '@heirloom/contracts';

const NO_ITEMS: never[] = [];
const NO_PAGES: never[] = [];

export interface Page<T> {
  items: T[];
  pagination: PaginationResponse;
}

/** The cache key of page `page` of the list whose base key is `baseKey`. */
export const pageKey = (baseKey: readonly unknown[], page: number): unknown[] => [...baseKey, page];

/** `P` is the page as fetched: a list whose answer says more than its items (a share link's heading) keeps it in `firstPage`. */
export function usePagedList<T, P extends Page<T> = Page<T>>(baseKey: readonly unknown[] | null, fetchPage: (page: number) => Promise<P>) {
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite(
    (index: number, previous: P | null) => {
      if (!baseKey) return null;
      if (previous && !previous.pagination.has_next) return null;
      return pageKey(baseKey, index + 1);
    },
    (key: readonly unknown[]) => takeAhead<P>(key) ?? fetchPage(key[key.length - 1] as number),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  // The list's key as a value (callers build the array anew on each render).
  const listKey = baseKey ? JSON.stringify(baseKey) : null;

  /** Asks for the pages it holds again (as many as before), none of them as asked for before a change. */
  const reload = useCallback(() => {
    if (listKey) forgetAhead(JSON.parse(listKey) as unknown[]);
    return mutate();
  }, [listKey, mutate]);

  // Back on a list whose photos changed meanwhile: reload it.
  useEffect(() => {
    if (listKey && isStale(listKey)) void reload();
  }, [listKey, reload]);

  // The same array while the pages are: the viewer's slides are made from it, and new slides move the lightbox.
  const items = useMemo(() => (data ? data.flatMap((page) => page.items) : (NO_ITEMS as T[])), [data]);
  const last = data?.[data.length - 1];
  const hasMore = !!last?.pagination.has_next;
  // Loading while no page is here: a list whose first page was put in the cache ahead (api/preloads.ts) shows it, and
  // can ask for the next at once, while SWR still counts it loading until its check on mounting begins.
  const loading = isLoading && data === undefined;
  const loadingMore = loading || (size > 0 && data !== undefined && data[size - 1] === undefined);

  return {
    items,
    firstPage: data?.[0],
    /** The loaded pages as fetched, for a list grouped across them (On This Day's years). */
    pages: data ?? (NO_PAGES as P[]),
    error: error as unknown,
    isLoading: loading,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(size + 1);
    },
    reload,
  };
}
