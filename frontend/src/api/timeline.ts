import { get, query } from './http';
import type { Id, OnThisDay, PhotoPage } from './types';
import type { SortOrder } from './photos';

export const getTimeline = (familyIds: readonly Id[], page: number, perPage: number, order: SortOrder) =>
  get<PhotoPage>(`/timeline${query({ family_ids: familyIds.join(','), page, per_page: perPage, order })}`);

/** `date` is the browser's local day, YYYY-MM-DD. */
export const getOnThisDay = (date: string) => get<OnThisDay>(`/timeline/on-this-day${query({ date })}`);

