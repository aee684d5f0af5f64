import { useLayoutEffect, useState, type RefObject } from 'react';

/** What an element without layout (jsdom in the client's tests) is taken to be as wide as. */
const NO_LAYOUT_WIDTH = 960;

/**
 * An element's inner width, followed as it changes; null until it is measured (in the commit that mounts it, before
 * anything is painted), so a grid never lays out rows at a width it does not have: a scroll restored in that commit
 * would otherwise land on rows that then change.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setWidth(node.clientWidth || NO_LAYOUT_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
