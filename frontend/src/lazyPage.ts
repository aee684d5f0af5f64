import { createElement, lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk; `load` asks for the chunk ahead of the page's first render. A page whose chunk is here
 * renders at once: React.lazy suspends on its first render all the same, and React then holds back what replaces the
 * fallback for 300 ms (its Suspense throttle).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  const Page = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Page, { load: loadOnce });
}
