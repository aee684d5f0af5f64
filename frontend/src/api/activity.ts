import { get, query } from './http';
import type { ActivityPageResponse, ActivityQuery } from '@heirloom/contracts';

/** A page of the feed of one family, or of all the caller's (familyId null). */
export const getActivity = (familyId: number | null, params: ActivityQuery = {}) =>
  get<ActivityPageResponse>(`${familyId === null ? '' : `/families/${familyId}`}/activity${query({ before: params.before, limit: params.limit })}`);
