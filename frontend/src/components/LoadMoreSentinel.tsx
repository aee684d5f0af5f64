import { useEffect, useRef } from 'react';

interface Props {
  /** Called when the sentinel scrolls into view (ahead of the end by `rootMargin`). */
  onVisible: () => void;
  enabled: boolean;
  rootMargin?: string;
}

/** An invisible marker at the end of a list that asks for the next page as the user scrolls. */
export function LoadMoreSentinel({ onVisible, enabled, rootMargin = '800px 0px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
