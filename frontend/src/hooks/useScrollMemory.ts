import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'heirloom.scroll';
/** How long a restore waits for the page to grow tall enough (cached pages rendering, a grid measuring itself). */
const RESTORE_WITHIN_MS = 2000;

const positions = new Map<string, number>(Object.entries(readStored()));

function readStored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function store(): void {
  try {
    // The newest 50 entries are plenty for a tab's history.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // Private mode or full storage: the memory still works until a reload.
  }
}

/**
 * Each history entry keeps its scroll offset (by location.key): going back (the browser's button or a back arrow that
 * goes back) returns to it, also after a reload; a new page starts at the top. The browser's own restoration is off:
 * it would scroll before the grid has its rows.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scrolls belong to, switched when a new one is committed (before the scroll events of its first frame,
  // which must not overwrite the offset of the entry just left).
  const current = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    store();
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
    if (navigationType !== 'POP') return;
    const target = positions.get(location.key);
    if (!target) return;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.min(target, reachable));
      if (reachable < target && performance.now() - started < RESTORE_WITHIN_MS) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [location.key, navigationType]);
}
