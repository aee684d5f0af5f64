/**
 * The screen a page load opens starts everything it needs at once: the code of its routes (the shell's and the
 * page's chunks) and, once the session says someone is signed in, the reads of its first paint (api/preloads.ts).
 * Routes name theirs in `handle.firstScreen`.
 */
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { preloadSession } from './api/preloads';

export interface FirstScreen {
  /** The route's lazily loaded code, if it is not in the entry. */
  code: (() => Promise<unknown>) | null;
  /** Asks for the reads of its first paint (preloads.ts), given the route's params and the address's query. */
  reads?: (params: Params, searchParams: URLSearchParams) => void;
}

interface FirstScreenHandle {
  firstScreen: FirstScreen;
}

/** A route's handle naming its first screen. */
export const firstScreen = (code: FirstScreen['code'], reads?: FirstScreen['reads']): FirstScreenHandle => ({ firstScreen: { code, reads } });

const firstScreenOf = (handle: unknown): FirstScreen | undefined => (handle as Partial<FirstScreenHandle> | undefined)?.firstScreen;

/** Called once, as the app starts, with the address it was loaded at; settles when the screen's code is here. */
export function preloadFirstScreen(routes: RouteObject[], location: { pathname: string; search: string }): Promise<unknown> {
  const screens = (matchRoutes(routes, location) ?? []).flatMap(({ route, params }) => {
    const screen = firstScreenOf(route.handle);
    return screen ? [{ screen, params }] : [];
  });
  if (screens.length === 0) return Promise.resolve();
  const searchParams = new URLSearchParams(location.search);
  // The session first: the browser's six connections to the server are then taken by the chunks.
  preloadSession()
    .then((signedIn) => {
      if (signedIn) for (const { screen, params } of screens) screen.reads?.(params, searchParams);
    })
    .catch(() => undefined);
  // A chunk that fails here fails again, visibly, when the route renders it.
  return Promise.all(screens.map(({ screen }) => screen.code?.().catch(() => undefined)));
}
