import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DecadeResponse, SortOrder } from '@heirloom/contracts';

interface ListState {
  items: unknown[];
  isLoading: boolean;
}

/** Where a photo list by date starts: at its first photo, or at a decade after a jump. */
export interface DecadeStart {
  /** null: at the list's first photo. */
  decade: number | null;
  /** The day the server starts the list at (`from`, YYYY-MM-DD), or null. */
  from: string | null;
  startAt: (decade: number | null) => void;
}

/** The day a list in `order` starts at to start at `decade`: its last day newest first, its first day oldest first. */
export const decadeStart = (decade: number, order: SortOrder): string => (order === 'desc' ? `${decade + 9}-12-31` : `${decade}-01-01`);

/** ?decade=1980 of the address as a decade; anything else is none. */
const readDecade = (text: string | null): number | null => (text !== null && /^\d{3}0$/.test(text) ? Number(text) : null);

/** The day (`from`) a list in `order` starts at for the address's ?decade, or null without one. */
export const startFrom = (searchParams: URLSearchParams, order: SortOrder): string | null => {
  const decade = readDecade(searchParams.get('decade'));
  return decade === null ? null : decadeStart(decade, order);
};

/**
 * The decade a list starts at, kept in the address (?decade=1980) and pushed: the browser's Back returns to the list
 * as it was before the jump, and back from a photo the list is as it was left.
 */
export function useDecadeStart(order: SortOrder): DecadeStart {
  const [searchParams, setSearchParams] = useSearchParams();
  const decade = readDecade(searchParams.get('decade'));
  const startAt = useCallback(
    (next: number | null) =>
      setSearchParams((params) => {
        if (next === null) params.delete('decade');
        else params.set('decade', String(next));
        return params;
      }),
    [setSearchParams],
  );
  return { decade, from: startFrom(searchParams, order), startAt };
}

/** The first tile of a decade in the list, as the photo grids mark it (`data-decade`). */
const firstOf = (decade: number): HTMLElement | null => document.querySelector<HTMLElement>(`[data-decade="${decade}"]`);

/** A decade on screen: scrolled to its first tile, which is focused. */
function showFirstOf(decade: number): void {
  const found = firstOf(decade);
  found?.scrollIntoView?.({ block: 'start' });
  focusFirstOf(found);
}

/**
 * A list started at a decade (or back at its own start): shown from the page's top, where its notice says where the
 * list starts and offers the way back, with the decade's heading above its first photo, which is focused. Scrolling
 * that photo to the screen's top hid both under the top bar.
 */
function showListStart(decade: number): void {
  window.scrollTo({ top: 0 });
  focusFirstOf(firstOf(decade));
}

function focusFirstOf(tile: HTMLElement | null): void {
  tile?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
}

/**
 * The decade jump of a photo list by date (`decades` in the list's order). A decade on screen is scrolled to; any
 * other starts the list at it (`start`), which the server reads from the day on: one request however far it is,
 * where loading every page before it took thousands of requests at 100,000 photos; scrolling on loads the pages
 * after it. The list's own first decade returns to its start. Its first photo is focused once it has loaded.
 */
export function useDecadeJump(photos: ListState, decades: DecadeResponse[], start: DecadeStart) {
  /** A decade to show once the list has started where the jump put it (the address changes a moment later) and loaded. */
  const [pending, setPending] = useState<{ decade: number; startsAt: number | null } | null>(null);
  const firstDecade = decades[0]?.decade ?? null;
  const { decade: startsAt, startAt } = start;

  useEffect(() => {
    if (pending === null || pending.startsAt !== startsAt || photos.isLoading) return;
    showListStart(pending.decade);
    setPending(null);
  }, [pending, startsAt, photos.items, photos.isLoading]);

  return useCallback(
    (target: number) => {
      if (firstOf(target)) return showFirstOf(target);
      const next = target === firstDecade ? null : target;
      startAt(next);
      setPending({ decade: target, startsAt: next });
    },
    [firstDecade, startAt],
  );
}
