import { paths } from '../boot/paths';
import { get, query } from './http';
import type { DecadeResponse, OnThisDayQuery, OnThisDayResponse, SortOrder, TimelinePageResponse } from '@heirloom/contracts';

/** How many photos each decade of these families holds: their sum is every photo, counted from the first page on. */
export const getDecades = (familyIds: readonly number[]) =>
  get<{ decades: DecadeResponse[] }>(`/timeline/decades${query({ family_ids: familyIds.join(',') })}`).then((r) => r.decades);

/** `personIds`: only the photos in which all of those people are tagged; `from`: the day (YYYY-MM-DD) the list starts at. */
export const getTimeline = (familyIds: readonly number[], page: number, perPage: number, order: SortOrder, personIds: readonly number[] = [], from: string | null = null) =>
  get<TimelinePageResponse>(paths.timeline(familyIds, page, perPage, order, personIds, from));

/** `date` is the browser's local day, YYYY-MM-DD; a page of its photos of earlier years, newest year first. */
export const getOnThisDay = (date: string, page: number, perPage: number) =>
  get<OnThisDayResponse>(`/timeline/on-this-day${query({ date, page, per_page: perPage } satisfies OnThisDayQuery)}`);

