import { useEffect, useMemo, useRef } from 'react';
import type { PhotoResponse } from '@heirloom/contracts';
import { useAlbum, useAlbumPhotos, useDecades, useFamilyPhotos, useOnThisDay, usePerson, usePersonPhotos, useSearchResults, useTimeline } from '../../api/hooks';
import type { PhotoListSource } from '../../lib/photoList';

/** How many extra pages the viewer may fetch on its own to find the photo it shows. */
const MAX_SEARCH_PAGES = 20;
const NONE: number[] = [];

/**
 * A photo of the list as the viewer knows it: its preview's address (as the API gave it) always; the whole photo from
 * every list but a search (a hit has no size or kind).
 */
export interface ViewerItem {
  id: number;
  preview_url: string;
  photo?: PhotoResponse;
}

const itemOf = (photo: PhotoResponse): ViewerItem => ({ id: photo.id, preview_url: photo.preview_url, photo });

export interface PhotoList {
  items: ViewerItem[];
  /** Where the photo is in the list (-1: not found in it, or not yet loaded). */
  index: number;
  /** How many photos the whole list holds, when known. */
  total: number | null;
}

const decadeTotal = (decades: Array<{ count: number }> | undefined) => (decades ? decades.reduce((sum, decade) => sum + decade.count, 0) : null);

/**
 * The list a photo was opened from, for the viewer (only fetched while `active`): the same cache as the page it came
 * from (its loaded pages at once), further pages loaded as the viewer nears their end or looks for the photo.
 */
export function usePhotoList(source: PhotoListSource, photoId: number, active: boolean): PhotoList {
  const s = active ? source : null;
  const family = useFamilyPhotos(s?.kind === 'family' ? s.familyId : null, s?.kind === 'family' ? (s.personIds ?? NONE) : NONE, s?.kind === 'family' ? (s.from ?? null) : null);
  const timeline = useTimeline(
    s?.kind === 'timeline' ? s.familyIds : null,
    s?.kind === 'timeline' ? s.order : 'desc',
    s?.kind === 'timeline' ? (s.personIds ?? NONE) : NONE,
    s?.kind === 'timeline' ? (s.from ?? null) : null,
  );
  const person = usePersonPhotos(s?.kind === 'person' ? s.personId : null);
  const album = useAlbumPhotos(s?.kind === 'album' ? s.albumId : null);
  const search = useSearchResults(s?.kind === 'search' ? s.q : null);
  const memories = useOnThisDay(s?.kind === 'onThisDay' ? s.day : null);
  // The decades count the whole list: not one filtered by people, nor one started at a decade.
  const unfiltered = (s?.kind === 'family' || s?.kind === 'timeline') && !s.personIds?.length && !s.from;
  const decades = useDecades(unfiltered ? (s.kind === 'family' ? [s.familyId] : s.familyIds) : null);
  const personDetail = usePerson(s?.kind === 'person' ? s.personId : null);
  const albumDetail = useAlbum(s?.kind === 'album' ? s.albumId : null);

  const paged =
    s?.kind === 'family' ? family : s?.kind === 'timeline' ? timeline : s?.kind === 'person' ? person : s?.kind === 'album' ? album : s?.kind === 'onThisDay' ? memories : null;
  const pagedItems = paged?.items;
  const items: ViewerItem[] = useMemo(() => {
    if (pagedItems) return pagedItems.map(itemOf);
    if (s?.kind === 'search') return (search.data?.results.photos ?? []).map((hit) => ({ id: hit.id, preview_url: hit.preview_url }));
    return [];
  }, [pagedItems, s?.kind, search.data]);

  const index = items.findIndex((item) => item.id === photoId);
  const searched = useRef(0);
  const nearEnd = index >= 0 && index >= items.length - 2;
  const missing = index < 0 && !!paged && !paged.isLoading;
  useEffect(() => {
    if (!paged || !paged.hasMore || paged.loadingMore) return;
    if (nearEnd) paged.loadMore();
    else if (missing && searched.current < MAX_SEARCH_PAGES) {
      searched.current += 1;
      paged.loadMore();
    }
  }, [paged, nearEnd, missing]);

  const complete = paged ? !paged.hasMore && !paged.isLoading : !!search.data;
  const known =
    s?.kind === 'person'
      ? (personDetail.data?.photo_count ?? null)
      : s?.kind === 'album'
        ? (albumDetail.data?.photo_count ?? null)
        : s?.kind === 'onThisDay'
          ? (memories.firstPage?.photo_count ?? null)
          : unfiltered
            ? decadeTotal(decades.data)
            : null;
  return { items, index, total: complete ? items.length : known };
}
