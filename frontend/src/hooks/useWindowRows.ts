import { defaultRangeExtractor, useWindowVirtualizer, type Range, type VirtualizerOptions } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useState, type FocusEvent, type RefObject } from 'react';

interface Options {
  /** The box the rows are placed in (the list's own element). */
  box: RefObject<HTMLElement | null>;
  count: number;
  /** A row's height with the space below it: exact for a layout that knows it, a guess for rows that are measured. */
  estimateSize: (index: number) => number;
  /** Stable across pages loading (so a row keeps its DOM when the list grows). */
  getItemKey: (index: number) => string | number;
  /** Rows kept in the DOM wherever they are: the decade jump's targets, a photo to bring into view. */
  pinned?: readonly number[];
  /** Rows whose height only the browser knows (captions): each rendered row is measured (`measureRow` as its ref). */
  measured?: boolean;
  /** Rows rendered beyond each edge of the screen. */
  overscan?: number;
}

/** A measured row's height as laid out: the library's default rounds it, and a thousand rounded rows drift by pixels. */
const exactHeight = (element: Element, entry: ResizeObserverEntry | undefined): number => entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;

/**
 * Scrolls the page for the virtualiser. A correction (a row above the screen measured taller or shorter than guessed)
 * moves the page from where it is now: the library adds it to the offset it last saw, and a scroll made by someone
 * else in the same frame (the scroll memory restoring the list on coming back) would be undone.
 */
const scrollWindow: VirtualizerOptions<Window, HTMLDivElement>['scrollToFn'] = (offset, { adjustments, behavior }) =>
  window.scrollTo({ top: adjustments ? window.scrollY + adjustments : offset, behavior });

/**
 * The rows of a long list that scrolls with the page, of which only those near the screen are in the DOM: each at its
 * offset (`top`) inside a box as tall as all of them (`height`), so the page's scroll height and a restored scroll
 * offset mean what they did with every row rendered. Rows that must be findable in the DOM stay rendered (`pinned`),
 * and so does the row holding keyboard focus, which scrolling away must not drop. Each rendered row carries
 * `data-index` (the virtualiser's key for measuring).
 */
export function useWindowRows({ box, count, estimateSize, getItemKey, pinned = [], measured = false, overscan = 4 }: Options) {
  /** Where the box starts in the page: the content above it (header, filters, an alert) moves it. */
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Anything above the list that grows or shrinks changes the body's height.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [box]);

  const kept = useMemo(() => [...pinned, ...(focused === null ? [] : [focused])].filter((index) => index < count), [pinned, focused, count]);
  const rangeExtractor = useCallback(
    (range: Range) => (kept.length ? [...new Set([...defaultRangeExtractor(range), ...kept])].sort((a, b) => a - b) : defaultRangeExtractor(range)),
    [kept],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    rangeExtractor,
    measureElement: exactHeight,
    scrollToFn: scrollWindow,
  });

  /** Keeps the row of the focused tile rendered until focus leaves the list. */
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as Element).closest<HTMLElement>('[data-index]');
      if (row) setFocused(Number(row.dataset.index));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
    },
  };

  return {
    /** The box's own props: its height, the room the rows are placed in, and the focus tracking. */
    boxProps: { ...focusHandlers, style: { position: 'relative', height: virtualizer.getTotalSize() } as const },
    rows: virtualizer.getVirtualItems(),
    /** A rendered row's offset inside the box. */
    topOf: (row: { start: number }) => row.start - scrollMargin,
    measureRow: measured ? virtualizer.measureElement : undefined,
  };
}
