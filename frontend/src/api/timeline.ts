import { get, query } from './http';
import type { OnThisDayQuery, OnThisDayResponse, SortOrder, TimelinePageResponse } from '@heirloom/contracts';

export const getTimeline = (familyIds: readonly number[], page: number, perPage: number, order: SortOrder) =>
  get<TimelinePageResponse>(`/timeline${query({ family_ids: familyIds.join(','), page, per_page: perPage, order })}`);

/** `date` is the browser's local day, YYYY-MM-DD. */
export const getOnThisDay = (date: string) => get<OnThisDayResponse>(`/timeline/on-this-day${query({ date } satisfies OnThisDayQuery)}`);

