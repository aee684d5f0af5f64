import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PhotoLinkState, PhotoListSource } from '../../lib/photoList';

const Context = createContext<PhotoListSource | null>(null);

/** Says which list the photo links inside it belong to (a page's grid): they carry it to the photo page. */
export function PhotoListProvider({ source, children }: { source: PhotoListSource | null; children: ReactNode }) {
  return <Context.Provider value={source}>{children}</Context.Provider>;
}

/** The router state a link to a photo carries from here: this page and its list (undefined outside any list). */
export function usePhotoLinkState(): PhotoLinkState | undefined {
  const list = useContext(Context);
  const { pathname, search } = useLocation();
  return list ? { from: pathname + search, list } : undefined;
}
